import { useEffect, useRef, useState } from 'react';
import type { AvailabilityRow } from '@/domain/availability';
import { validateCheckout } from '@/domain/checkout-validation';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import type { CartItem } from '@/domain/types';
import { dismissToast, toast } from '@/lib/toast-store';

/** Spec §5: checkout errors are toasts staggered this far apart. */
export const TOAST_STAGGER_MS = 100;

/**
 * The checkout checks of spec §5, and their toasts. Until the first 'Finalizar Compra' nothing is shown; after it
 * the problems follow the cart as it changes, and each problem's toast goes away as soon as that problem is fixed
 * (or the customer leaves the cart), so no stale warning covers the payment dialogs or follows the customer.
 * `availability` gives each tour's days when known: a departure whose sales closed in the cart is a problem too.
 */
export function useCheckoutProblems(
  items: CartItem[],
  hotel: string,
  availability?: (tourId: string) => readonly AvailabilityRow[] | undefined,
) {
  const [checked, setChecked] = useState(false);
  const validate = () => {
    const now = new Date();
    return validateCheckout({ items, hotel, today: todayInSaoPaulo(now), availability, now });
  };
  const problems = checked ? validate() : [];
  const shown = useRef(new Map<string, number>());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const current = problems.join('\n');

  useEffect(() => {
    const open = new Set(current ? current.split('\n') : []);
    for (const [message, id] of shown.current) {
      if (open.has(message)) continue;
      dismissToast(id);
      shown.current.delete(message);
    }
  }, [current]);

  useEffect(() => {
    const toasts = shown.current;
    const pending = timers.current;
    return () => {
      pending.splice(0).forEach(clearTimeout);
      for (const id of toasts.values()) dismissToast(id);
      toasts.clear();
    };
  }, []);

  /** Runs the checks for 'Finalizar Compra': true when the payment choice may open. */
  function check(): boolean {
    setChecked(true);
    const errors = validate();
    const pending = timers.current;
    pending.splice(0).forEach(clearTimeout);
    const scheduled = errors.map((message, index) =>
      setTimeout(() => {
        const earlier = shown.current.get(message);
        if (earlier !== undefined) dismissToast(earlier);
        shown.current.set(
          message,
          toast({ title: 'Atenção!', description: message, variant: 'destructive' }),
        );
      }, index * TOAST_STAGGER_MS),
    );
    pending.push(...scheduled);
    return errors.length === 0;
  }

  return { problems, check };
}
