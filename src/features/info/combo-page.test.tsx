import { screen, within } from '@testing-library/react';
import { canonicalHref, jsonLdOfType, renderPage } from '@/testing/render';
import { absoluteUrl } from '@/config/site';
import { ComboPage } from './combo-page';

function whatsappText(link: HTMLElement): string | null {
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.hostname).toBe('wa.me');
  return url.searchParams.get('text');
}

// Prices are written with a non-breaking space by Intl; match any whitespace.
const price = (value: string) => new RegExp(`R\\$\\s${value}`);

describe('ComboPage', () => {
  it('shows the three combos with the spec prices, contents and badges', () => {
    renderPage(<ComboPage />, { route: '/combo' });
    const card = (name: string) => screen.getByRole('article', { name });

    const allDay = card('Promoção dia Todo');
    expect(allDay).toHaveTextContent(price('180,00'));
    expect(allDay).toHaveTextContent(/por pessoa/);
    expect(allDay).toHaveTextContent(/Amantikir/);
    expect(within(allDay).getByText('Desconto + Ingresso')).toBeInTheDocument();

    const movieTour = card('Combo MovieTour');
    expect(movieTour).toHaveTextContent(price('380,00'));
    expect(movieTour).toHaveTextContent(/2 dias/);
    expect(movieTour).toHaveTextContent(/15%/);
    expect(movieTour).toHaveTextContent(/Fazenda Prana/);

    const parks = card('Combo Parques');
    expect(parks).toHaveTextContent(price('380,00'));
    expect(parks).toHaveTextContent(/Bambu/);
    expect(within(parks).getByText('Desconto + Ingresso')).toBeInTheDocument();
  });

  it('gives each combo a Solicitar Combo deep link naming it, plus Fale Conosco', () => {
    renderPage(<ComboPage />);
    const requests = screen.getAllByRole('link', { name: /^Solicitar Combo/ });
    expect(requests).toHaveLength(3);
    expect(whatsappText(screen.getByRole('link', { name: 'Solicitar Combo Combo Parques' }))).toMatch(
      /Combo Parques/,
    );
    expect(whatsappText(screen.getByRole('link', { name: 'Solicitar Combo Promoção dia Todo' }))).toMatch(
      /Promoção dia Todo/,
    );
    expect(whatsappText(screen.getByRole('link', { name: 'Fale Conosco' }))).toMatch(/combos/);
  });

  it('sets its canonical URL and breadcrumb', () => {
    renderPage(<ComboPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Promoções e Combos' })).toBeInTheDocument();
    expect(canonicalHref()).toBe(absoluteUrl('/combo'));
    expect(jsonLdOfType('BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, item: absoluteUrl('/combo') }],
    });
  });
});
