import { useCallback, useMemo, type ReactNode } from 'react';
import { persistedState, usePersistedState } from '@/boot/persisted-state';
import { track } from '@/lib/analytics';
import { CART_STORAGE_KEY, parseStoredCart, serializeCart } from '@/domain/cart-storage';
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

export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = usePersistedState(storedCart);

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
