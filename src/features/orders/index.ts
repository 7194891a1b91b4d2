// The orders feature's public entry: the signed-in customer's orders, read and written (no UI of its own).
// Checkout and My Purchases use it; the checkout flow loads it lazily, with the rest of the payment code.
export { myBookingRequestsQueryOptions } from './api/booking-requests';
export { myCancelledOrdersQueryOptions } from './api/cancelled-orders';
export { myPaymentRefundsQueryOptions } from './api/payment-refunds';
export { cancelPendingOrderMutationOptions, OrderNotPendingError } from './api/cancel-pending-order';
export { cancellationTermsQueryOptions } from './api/cancellation-terms';
export {
  cardCheckoutMutationOptions,
  CheckoutSessionError,
  DuplicateOrderError,
  payPendingByCardMutationOptions,
} from './api/card-checkout';
export { OrderRefusedError } from './api/create-orders';
export { confirmedCheckoutMutationOptions } from './api/confirmed-checkout';
export {
  payPendingByPixMutationOptions,
  PixAlreadyPaidError,
  pixChargeQueryOptions,
  PixChargeRefusedError,
  pixCheckoutMutationOptions,
  type PixCheckoutRef,
} from './api/pix-charge';
export { myPurchasesQueryOptions, type MyPurchases } from './api/my-purchases';
export { orderKeys } from './api/order-keys';
export {
  BookingChangeRefusedError,
  chooseCompanyOptionMutationOptions,
  requestBookingChangeMutationOptions,
} from './api/request-booking-change';
export { paymentVerificationQueryOptions } from './api/verify-payment';
