import { createContext, useContext } from 'react';
import type { BookingDetails, CartLine, Tour } from '@/domain/types';

export type SharedBookingDetails = Partial<Omit<BookingDetails, 'date'>>;

export type CartContextValue = {
  /** The tours chosen and the customer's choices; useCartItems() adds each line's tour. */
  lines: CartLine[];
  /** Sum of quantities. */
  itemCount: number;
  isInCart(tourId: string): boolean;
  /** False when the tour is already in the cart. */
  addItem(tour: Tour, bookingDetails?: BookingDetails): boolean;
  removeItem(tourId: string): void;
  updateQuantity(tourId: string, quantity: number): void;
  updateItemDate(tourId: string, date: Date | null): void;
  /** People counts and hotel apply to every item of the cart. */
  updateSharedDetails(details: SharedBookingDetails): void;
  clearCart(): void;
};

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart precisa estar dentro de <CartProvider>');
  return value;
}

export const defaultBookingDetails = (date: Date | null = null): BookingDetails => ({
  date,
  hotel: '',
  adults: 1,
  children: 0,
  babies: 0,
  pets: 0,
});
