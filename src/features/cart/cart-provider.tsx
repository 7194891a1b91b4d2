import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isHydrating } from '@/boot/hydration';
import { track } from '@/lib/analytics';
import { CART_STORAGE_KEY, parseStoredCart, serializeCart } from '@/domain/cart-storage';
import { getTourById } from '@/domain/catalogue/tours';
import type { CartItem } from '@/domain/types';
import { CartContext, defaultBookingDetails, type CartContextValue } from './cart-context';

function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY), getTourById);
  } catch {
    return [];
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  // Hydrating prerendered HTML: start empty like the server did, then read the stored cart before paint.
  const [items, setItems] = useState<CartItem[]>(() => (isHydrating() ? [] : readStoredCart()));
  const loaded = useRef(!isHydrating());
  const skipWrite = useRef(false);

  useLayoutEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const stored = readStoredCart();
    // Reading the stored cart once after hydrating is the point of this effect (the server had no storage). A
    // transition: an urgent update would make React drop the page's prerendered HTML if it is still hydrating.
    if (stored.length > 0) startTransition(() => setItems(stored));
    // Nothing stored: nothing to write back either (another tab may be filling the cart right now).
    else skipWrite.current = true;
  }, []);

  useEffect(() => {
    // Never write the server's empty cart over the stored one.
    if (!loaded.current) return;
    if (skipWrite.current) {
      skipWrite.current = false;
      return;
    }
    // Storage already holds this very cart (just read, or written by another tab, maybe in an older form):
    // storage changes only when the cart does.
    if (serializeCart(items) === serializeCart(readStoredCart())) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, serializeCart(items));
    } catch {
      // Storage full or blocked: the cart still works for this visit.
    }
  }, [items]);

  // Another tab changed the cart: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setItems(readStoredCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const mapItems = useCallback(
    (fn: (item: CartItem) => CartItem) => setItems((current) => current.map(fn)),
    [],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      isInCart: (tourId) => items.some((item) => item.id === tourId),
      addItem(tour, bookingDetails) {
        if (items.some((item) => item.id === tour.id)) return false;
        // New items join the party size and hotel already chosen for the rest of the cart.
        const shared = items.find((item) => item.bookingDetails)?.bookingDetails;
        const details = bookingDetails ?? defaultBookingDetails();
        const merged = shared ? { ...shared, date: details.date } : details;
        setItems((current) =>
          current.some((item) => item.id === tour.id)
            ? current
            : [...current, { ...tour, quantity: 1, bookingDetails: merged }],
        );
        track('add_to_cart', { tour_id: tour.id, price: tour.price });
        return true;
      },
      removeItem: (tourId) => setItems((current) => current.filter((item) => item.id !== tourId)),
      updateQuantity: (tourId, quantity) =>
        mapItems((item) =>
          item.id === tourId ? { ...item, quantity: Math.max(1, Math.trunc(quantity) || 1) } : item,
        ),
      updateItemDate: (tourId, date) =>
        mapItems((item) =>
          item.id === tourId
            ? { ...item, bookingDetails: { ...(item.bookingDetails ?? defaultBookingDetails()), date } }
            : item,
        ),
      updateSharedDetails: (details) =>
        mapItems((item) => ({
          ...item,
          bookingDetails: { ...(item.bookingDetails ?? defaultBookingDetails()), ...details },
        })),
      clearCart: () => setItems([]),
    }),
    [items, mapItems],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
