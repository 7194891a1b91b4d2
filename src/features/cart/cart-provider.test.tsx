import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTourById } from '@/domain/catalogue/tours';
import { CartProvider } from './cart-provider';
import { defaultBookingDetails, useCart } from './cart-context';
import { useCartItems } from './use-cart-items';

// The cart provider against jsdom's real localStorage.

function CartProbe() {
  const { lines, addItem } = useCart();
  const items = useCartItems();
  return (
    <>
      <output data-testid="count">{lines.length}</output>
      <output data-testid="titles">{items.map((item) => `${item.title} R$ ${item.price}`).join(', ')}</output>
      <button
        type="button"
        onClick={() => addItem(getTourById('rota-do-horto')!, defaultBookingDetails(new Date(2030, 2, 20)))}
      >
        Adicionar
      </button>
    </>
  );
}

const earlierForm = JSON.stringify([
  {
    id: 'city-tour-tradicional',
    quantity: 1,
    bookingDetails: {
      date: '2030-03-21T03:00:00.000Z',
      hotel: 'Hotel Estoril',
      adults: 2,
      children: 0,
      babies: 0,
      pets: 0,
    },
  },
]);

const renderCart = (userId: string | null = null) =>
  render(
    <CartProvider userId={userId}>
      <CartProbe />
    </CartProvider>,
  );
/** Past the provider's effects, which would write storage if they were to. */
const afterEffects = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('CartProvider storage', () => {
  it('reads a stored cart without writing it back, and writes it when it changes', async () => {
    localStorage.setItem('cart', earlierForm);
    renderCart();
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    await afterEffects();
    expect(localStorage.getItem('cart')).toBe(earlierForm);

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(screen.getByTestId('titles')).toHaveTextContent(
      'City Tour Tradicional R$ 90, Rota do Horto Florestal R$ 110',
    );
    const stored = JSON.parse(localStorage.getItem('cart')!) as {
      id: string;
      bookingDetails: { date: string };
    }[];
    expect(stored.map((item) => item.id)).toEqual(['city-tour-tradicional', 'rota-do-horto']);
    expect(stored[1]!.bookingDetails.date).toBe('2030-03-20');
  });

  it('shows an unreadable stored cart as empty and leaves it alone until the cart changes', async () => {
    localStorage.setItem('cart', '{"isto não é": um carrinho');
    renderCart();
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    await afterEffects();
    expect(localStorage.getItem('cart')).toBe('{"isto não é": um carrinho');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(1);
  });
});

describe('CartProvider owner', () => {
  const owner = () => localStorage.getItem('cart-owner');

  it("keeps the cart for its owner's return, and gives another user who signs in an empty one", async () => {
    localStorage.setItem('cart', earlierForm);
    localStorage.setItem('cart-coupon', JSON.stringify('BEMVINDO10'));
    // The first user to sign in owns a cart kept from before owners were stored.
    const view = renderCart('user-a');
    await afterEffects();
    expect(owner()).toBe(JSON.stringify('user-a'));
    expect(screen.getByTestId('count')).toHaveTextContent('1');

    // Signed out, the cart stays; its owner signs in again and finds it.
    view.rerender(
      <CartProvider userId={null}>
        <CartProbe />
      </CartProvider>,
    );
    await afterEffects();
    view.rerender(
      <CartProvider userId="user-a">
        <CartProbe />
      </CartProvider>,
    );
    await afterEffects();
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    expect(localStorage.getItem('cart')).toBe(earlierForm);

    // Another user signs in on the same browser: not their cart, nor their coupon.
    view.rerender(
      <CartProvider userId="user-b">
        <CartProbe />
      </CartProvider>,
    );
    await afterEffects();
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
    expect(localStorage.getItem('cart-coupon')).toBe('null');
    expect(owner()).toBe(JSON.stringify('user-b'));
  });

  it('reads a corrupted owner as none', async () => {
    localStorage.setItem('cart', earlierForm);
    localStorage.setItem('cart-owner', '{"não": "é um id"');
    renderCart('user-c');
    await afterEffects();
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    expect(owner()).toBe(JSON.stringify('user-c'));
  });
});
