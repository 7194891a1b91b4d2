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

const renderCart = () =>
  render(
    <CartProvider>
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
