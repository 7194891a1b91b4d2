import { act, renderHook } from '@testing-library/react';
import { HOTEL_REQUIRED_MESSAGE } from '@/domain/checkout-validation';
import { makeItem } from '@/domain/test-fixtures';
import type { CartItem } from '@/domain/types';
import { resetToasts, useToasts } from '@/lib/toast-store';
import { TOAST_STAGGER_MS, useCheckoutProblems } from './use-checkout-problems';

const nextYear = new Date(new Date().getFullYear() + 1, 0, 15);
const dated: CartItem[] = [makeItem({ id: 'a', title: 'Passeio A' }, { date: nextYear })];
const undated: CartItem[] = [makeItem({ id: 'a', title: 'Passeio A' }, { date: null })];

function renderProblems(items: CartItem[], hotel: string) {
  return renderHook(
    ({ items, hotel }) => ({ checkout: useCheckoutProblems(items, hotel), toasts: useToasts() }),
    { initialProps: { items, hotel } },
  );
}

const openToasts = (toasts: ReturnType<typeof useToasts>) =>
  toasts.filter((item) => item.open).map((item) => item.description);

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('useCheckoutProblems', () => {
  it('shows nothing before the first checkout, then one staggered toast per problem', () => {
    const { result } = renderProblems(undated, '');
    expect(result.current.checkout.problems).toEqual([]);
    let ok = true;
    act(() => {
      ok = result.current.checkout.check();
    });
    expect(ok).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_STAGGER_MS * 2));
    expect(result.current.checkout.problems).toEqual([
      HOTEL_REQUIRED_MESSAGE,
      '1 passeio(s) sem data selecionada: Passeio A',
    ]);
    expect(openToasts(result.current.toasts)).toEqual(result.current.checkout.problems);
  });

  it("closes a problem's toast as soon as the cart fixes it, and keeps the others", () => {
    const { result, rerender } = renderProblems(undated, '');
    act(() => void result.current.checkout.check());
    act(() => vi.advanceTimersByTime(TOAST_STAGGER_MS * 2));
    rerender({ items: undated, hotel: 'Hotel Estoril' });
    expect(result.current.checkout.problems).toEqual(['1 passeio(s) sem data selecionada: Passeio A']);
    expect(openToasts(result.current.toasts)).toEqual(['1 passeio(s) sem data selecionada: Passeio A']);
    rerender({ items: dated, hotel: 'Hotel Estoril' });
    expect(result.current.checkout.problems).toEqual([]);
    expect(openToasts(result.current.toasts)).toEqual([]);
  });

  it('a checkout that passes opens the payment choice and shows no toast', () => {
    const { result } = renderProblems(dated, 'Hotel Estoril');
    let ok = false;
    act(() => {
      ok = result.current.checkout.check();
    });
    act(() => vi.advanceTimersByTime(TOAST_STAGGER_MS * 2));
    expect(ok).toBe(true);
    expect(openToasts(result.current.toasts)).toEqual([]);
  });

  it('closes its toasts when the customer leaves the cart, including those not shown yet', () => {
    const { result, unmount } = renderProblems(undated, '');
    act(() => void result.current.checkout.check());
    act(() => vi.advanceTimersByTime(1));
    const toasts = renderHook(() => useToasts());
    expect(openToasts(toasts.result.current)).toEqual([HOTEL_REQUIRED_MESSAGE]);
    unmount();
    act(() => vi.advanceTimersByTime(TOAST_STAGGER_MS * 5));
    expect(openToasts(toasts.result.current)).toEqual([]);
  });

  it('checking again replaces the earlier toast of the same problem instead of stacking a second', () => {
    const { result } = renderProblems(undated, 'Hotel Estoril');
    act(() => void result.current.checkout.check());
    act(() => vi.advanceTimersByTime(TOAST_STAGGER_MS));
    act(() => void result.current.checkout.check());
    act(() => vi.advanceTimersByTime(TOAST_STAGGER_MS));
    expect(openToasts(result.current.toasts)).toEqual(['1 passeio(s) sem data selecionada: Passeio A']);
  });
});
