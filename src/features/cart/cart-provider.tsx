import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { persistedState, usePersistedState } from '@/boot/persisted-state';
import { track } from '@/lib/analytics';
import {
  CART_OWNER_STORAGE_KEY,
  CART_STORAGE_KEY,
  parseStoredCart,
  parseStoredCartOwner,
  serializeCart,
} from '@/domain/cart-storage';
import { isTourId } from '@/domain/catalogue/tour-names';
import type { CartLine } from '@/domain/types';
import { CartContext, defaultBookingDetails, type CartContextValue } from './cart-context';
import { storedCoupon } from './coupon-storage';

/** Spec: the cart is kept in localStorage under `cart`, followed across tabs. */
const storedCart = persistedState<CartLine[]>({
  key: CART_STORAGE_KEY,
  initial: [],
  parse: (stored) => parseStoredCart(stored, isTourId),
  serialize: serializeCart,
});

/** Whose cart it is: a cart found by another user who signs in on the same browser is not theirs. */
const storedCartOwner = persistedState<string | null>({
  key: CART_OWNER_STORAGE_KEY,
  initial: null,
  parse: parseStoredCartOwner,
  serialize: (owner) => JSON.stringify(owner),
});

type CartProviderProps = {
  children: ReactNode;
  /**
   * The signed-in user's id (null while signed out or unknown). The cart belongs to whoever signed in when it was
   * filled: signed out it stays for its owner's return, and another user signing in starts with an empty cart.
   */
  userId?: string | null;
};

export function CartProvider({ children, userId = null }: CartProviderProps) {
  const [lines, setLines] = usePersistedState(storedCart);

  useEffect(() => {
    if (!userId) return;
    const owner = storedCartOwner.get();
    if (owner === userId) return;
    // A cart without an owner (kept from before owners were stored) is the first signed-in user's.
    if (owner !== null) {
      storedCart.set([]);
      storedCoupon.set(null);
    }
    storedCartOwner.set(userId);
  }, [userId]);

  const mapLines = useCallback(
    (fn: (line: CartLine) => CartLine) => setLines((current) => current.map(fn)),
    [setLines],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      itemCount: lines.reduce((sum, item) => sum + item.quantity, 0),
      isInCart: (tourId) => lines.some((item) => item.id === tourId),
      addItem(tour, bookingDetails) {
        if (lines.some((item) => item.id === tour.id)) return false;
        // New items join the party size and hotel already chosen for the rest of the cart.
        const shared = lines.find((item) => item.bookingDetails)?.bookingDetails;
        const details = bookingDetails ?? defaultBookingDetails();
        const merged = shared ? { ...shared, date: details.date } : details;
        setLines((current) =>
          current.some((item) => item.id === tour.id)
            ? current
            : [...current, { id: tour.id, quantity: 1, bookingDetails: merged }],
        );
        track('add_to_cart', { tour_id: tour.id, price: tour.price });
        return true;
      },
      removeItem: (tourId) => setLines((current) => current.filter((item) => item.id !== tourId)),
      updateQuantity: (tourId, quantity) =>
        mapLines((item) =>
          item.id === tourId ? { ...item, quantity: Math.max(1, Math.trunc(quantity) || 1) } : item,
        ),
      updateItemDate: (tourId, date) =>
        mapLines((item) =>
          item.id === tourId
            ? { ...item, bookingDetails: { ...(item.bookingDetails ?? defaultBookingDetails()), date } }
            : item,
        ),
      updateSharedDetails: (details) =>
        mapLines((item) => ({
          ...item,
          bookingDetails: { ...(item.bookingDetails ?? defaultBookingDetails()), ...details },
        })),
      clearCart: () => {
        setLines([]);
        storedCoupon.set(null);
      },
    }),
    [lines, mapLines, setLines],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
