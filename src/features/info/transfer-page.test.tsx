import { screen, within } from '@testing-library/react';
import { canonicalHref, jsonLdOfType, renderPage } from '@/testing/render';
import { absoluteUrl } from '@/config/site';
import { TransferPage } from './transfer-page';

// Spec §3: car up to 4 / van up to 15, one-way / round-trip.
const table = [
  { destination: /Guarulhos/, car: ['600,00', '1.100,00'], van: ['1.200,00', '2.300,00'] },
  { destination: /Congonhas/, car: ['700,00', '1.100,00'], van: ['1.400,00', '2.700,00'] },
  { destination: /São José dos Campos/, car: ['450,00', '800,00'], van: ['1.000,00', '1.900,00'] },
];

function amounts(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('definition')
    .map((node) => (node.textContent ?? '').replace(/^R\$\s/, ''));
}

describe('TransferPage', () => {
  it.each(table)(
    'shows car and van fares, one-way and round-trip, for $destination',
    ({ destination, car, van }) => {
      renderPage(<TransferPage />, { route: '/transfer' });
      const card = screen.getByRole('article', { name: destination });
      expect(card).toHaveTextContent(/Carro\s*\(até 4 pessoas\)/);
      expect(card).toHaveTextContent(/Van\s*\(até 15 pessoas\)/);
      expect(within(card).getAllByText('Só ida')).toHaveLength(2);
      expect(within(card).getAllByText('Ida e volta')).toHaveLength(2);
      expect(amounts(card)).toEqual([...car, ...van]);
    },
  );

  it('offers prefilled messaging-app links, per destination and in general', () => {
    renderPage(<TransferPage />);
    const card = screen.getByRole('article', { name: /Guarulhos/ });
    const link = within(card).getByRole('link', { name: /Solicitar transfer/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toMatch(/transfer privativo.*Guarulhos/);
    const general = new URL(
      screen.getByRole('link', { name: 'Falar no WhatsApp' }).getAttribute('href') ?? '',
    );
    expect(general.searchParams.get('text')).toMatch(/transfer privativo/);
  });

  it('sets its canonical URL and breadcrumb', () => {
    renderPage(<TransferPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer Privativo' })).toBeInTheDocument();
    expect(canonicalHref()).toBe(absoluteUrl('/transfer'));
    expect(jsonLdOfType('BreadcrumbList')).toBeDefined();
  });
});
