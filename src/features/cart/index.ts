// The cart feature's public entry: the cart's state and the pieces of UI other features show (the booking form
// and toggle on tour cards, the cart's rows and cards on the checkout's cart page, the date field that moves a booking).
export { defaultBookingDetails, useCart, type CartContextValue } from './cart-context';
export {
  hotelsQueryOptions,
  meetingPointsQueryOptions,
  type Hotel,
  type MeetingPoint,
} from './api/boarding-places';
export { tourAvailabilityQueryOptions, useCartAvailability } from './api/tour-availability';
export { useCartCoupon, type CartCouponState } from './use-cart-coupon';
export { useCartItems } from './use-cart-items';
export { CartProvider } from './cart-provider';
export { BoardingCard } from './components/boarding-card';
export { CartItemRow } from './components/cart-item-row';
export { CartToggle } from './components/cart-toggle';
export { OrderSummary } from './components/order-summary';
export { PeopleCard } from './components/people-card';
export { TourBookingForm } from './components/tour-booking-form';
export { partyOf, tourCalendar } from './components/tour-calendar';
export { NewDateField, tourTitled } from './components/new-date-field';
