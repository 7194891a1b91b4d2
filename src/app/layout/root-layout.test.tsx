// Runs isolated: the chat button must come once the page is idle, and in a module graph shared with the files
// before it, one of them may have loaded its code already (then it shows at once, by design: src/boot/deferred.ts).
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { site } from '@/config/site';
import { tours } from '@/domain/catalogue/tours';
import { AppProviders } from '../providers';
import { RootLayout } from './root-layout';

function renderLayout() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/transfer']}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<h1>Conteúdo da página</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('RootLayout', () => {
  it('starts with a skip link to the main content, then the top bar and navigation', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Conteúdo da página' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Movie Tour — página inicial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it('links the footer to all eight tours and the three service pages', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    expect(tours).toHaveLength(8);
    for (const tour of tours) {
      expect(within(footer).getByRole('link', { name: tour.title })).toHaveAttribute(
        'href',
        `/passeio/${tour.id}`,
      );
    }
    expect(within(footer).getByRole('link', { name: 'Transfer Privativo' })).toHaveAttribute(
      'href',
      '/transfer',
    );
    expect(within(footer).getByRole('link', { name: 'Combos de Passeios' })).toHaveAttribute(
      'href',
      '/combo',
    );
    expect(within(footer).getByRole('link', { name: 'Política de Cancelamento' })).toHaveAttribute(
      'href',
      '/regras-de-cancelamento',
    );
  });

  it('shows contact details, opening hours, social links and the year in the footer', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+55/),
    );
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(footer).toHaveTextContent(site.address.city);
    expect(footer).toHaveTextContent(/08:00 às 18:00, todos os dias/);
    expect(within(footer).getByRole('link', { name: 'WhatsApp da Movie Tour' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
    expect(within(footer).getByRole('link', { name: 'Instagram da Movie Tour' })).toHaveAttribute(
      'href',
      site.instagramUrl,
    );
    expect(within(footer).getByRole('link', { name: 'Movie Tour no TripAdvisor' })).toHaveAttribute(
      'href',
      site.tripadvisorUrl,
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('shows the cookie bar and, once the page is idle, the floating chat button with a greeting', async () => {
    renderLayout();
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fale conosco pelo WhatsApp' })).not.toBeInTheDocument();
    const chat = await screen.findByRole('link', { name: 'Fale conosco pelo WhatsApp' }, { timeout: 4000 });
    const url = new URL(chat.getAttribute('href') ?? '');
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toMatch(/^Olá!/);
  });
});
