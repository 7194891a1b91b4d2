import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getTourById } from '@/domain/catalogue/tours';
import { renderInRouter } from '@/testing/render';
import { TourCard } from './tour-card';

const amantikir = getTourById('parque-amantikir')!;
const aparecida = getTourById('turismo-aparecida')!;

describe('TourCard', () => {
  it('links its title to the tour page and shows description, duration, period and price per person', async () => {
    renderInRouter(<TourCard tour={amantikir} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Parque Amantikir' });
    expect(link).toHaveAttribute('href', '/passeio/parque-amantikir');
    expect(within(card).getByRole('heading', { level: 3, name: 'Parque Amantikir' })).toBeInTheDocument();
    expect(within(card).getByText(amantikir.description)).toBeInTheDocument();
    expect(within(card).getByText('3h30')).toBeInTheDocument();
    expect(within(card).getByText('Tarde')).toBeInTheDocument();
    expect(within(card).getByText('R$ 120,00')).toBeInTheDocument();
    expect(within(card).getByText('por pessoa')).toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/passeio/parque-amantikir');
  });

  it("prices turismo-aparecida 'por carro'", () => {
    renderInRouter(<TourCard tour={aparecida} />);
    expect(screen.getByText('R$ 500,00')).toBeInTheDocument();
    expect(screen.getByText('por carro')).toBeInTheDocument();
    expect(screen.queryByText('por pessoa')).not.toBeInTheDocument();
  });

  it('serves a responsive cover sized for a 1/2/4-column grid, lazily', () => {
    const { container } = renderInRouter(<TourCard tour={amantikir} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('/images/tours/parque-amantikir/1-480.webp 480w');
    // One column on a phone: the page's width less its 1 rem margins (380 px of a 412 px phone picks the 720w).
    expect(img.getAttribute('sizes')).toMatch(/, calc\(100vw - 2rem\)$/);
    expect(img.getAttribute('srcset')).toContain('/images/tours/parque-amantikir/1-720.webp 720w');
    expect(container.querySelector('source[type="image/avif"]')).not.toBeNull();
  });

  it('renders the action slot, clickable without following the card link', async () => {
    const onAdd = vi.fn();
    renderInRouter(
      <TourCard
        tour={amantikir}
        headingLevel="h2"
        action={
          <button type="button" onClick={onAdd}>
            Adicionar
          </button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Parque Amantikir' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
