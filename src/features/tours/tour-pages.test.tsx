import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { getTourById } from '@/domain/catalogue/tours';
import { GalleryPage } from './gallery-page';
import { TourPage } from './tour-page';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/passeio/:id" element={<TourPage />} />
          <Route path="/passeio/:id/galeria" element={<GalleryPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('tour page', () => {
  it('shows the tour: breadcrumb, title, details, stops, FAQ and price per person', async () => {
    const tour = getTourById('rota-do-horto')!;
    renderAt('/passeio/rota-do-horto');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Passeios' })).toHaveAttribute('href', '/#popular-tours');
    expect(screen.getByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
    expect(screen.getByText('Dificuldade: Moderada')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Veja todas as informações sobre esse passeio/ }),
    ).toHaveAttribute('href', '/passeio/rota-do-horto/galeria');
    expect(screen.getByRole('heading', { name: 'Por onde passamos' })).toBeInTheDocument();
    for (const stop of tour.locations) expect(screen.getAllByText(stop).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'Reserve seu passeio' })).getByText('por pessoa'),
    ).toBeInTheDocument();
    expect(screen.getByText(tour.vehicle)).toBeInTheDocument();
    expect(screen.getByText('Quinta e Sábado', { selector: 'dd' })).toBeInTheDocument();
  });

  it('opens an FAQ answer', async () => {
    const tour = getTourById('city-tour-tradicional')!;
    renderAt('/passeio/city-tour-tradicional');
    const faq = tour.faqs[0]!;
    expect(screen.queryByText(faq.answer)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: faq.question }));
    expect(screen.getByText(faq.answer)).toBeVisible();
  });

  it('prices turismo-aparecida per car', () => {
    renderAt('/passeio/turismo-aparecida');
    expect(
      within(screen.getByRole('region', { name: 'Reserve seu passeio' })).getByText('por carro'),
    ).toBeInTheDocument();
  });

  it('lists up to three related tours of the same category', () => {
    renderAt('/passeio/agro-turismo');
    const related = screen.getByRole('region', { name: 'Você também pode gostar' });
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Rota do Horto Florestal', 'Rota Alto Lajeado', 'Turismo Aparecida']);
  });

  it('offers a chat link with a prefilled greeting', () => {
    renderAt('/passeio/parque-amantikir');
    const chat = screen.getByRole('link', { name: /Conversar pelo WhatsApp sobre Parque Amantikir/ });
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain(
      'Olá! Gostaria de saber mais sobre o passeio Parque Amantikir.',
    );
  });

  it('says when a tour does not exist', () => {
    renderAt('/passeio/nao-existe');
    expect(screen.getByRole('heading', { name: 'Passeio não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  });

  it('asks a signed-out visitor to log in before adding', async () => {
    renderAt('/passeio/rota-do-horto');
    expect(screen.getByRole('button', { name: 'Fazer Login para Adicionar' })).toBeEnabled();
  });
});

describe('gallery page', () => {
  it('shows every image, a loading text until the first loads, and goes back on Escape', async () => {
    const tour = getTourById('parque-amantikir')!;
    renderAt('/passeio/parque-amantikir/galeria');
    expect(screen.getByRole('heading', { name: tour.title })).toBeInTheDocument();
    expect(screen.getByText('Carregando imagens...')).toBeInTheDocument();
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(6);
    fireEvent.load(images[0]!);
    expect(screen.queryByText('Carregando imagens...')).not.toBeInTheDocument();
    expect(screen.getByText('Role para ver mais fotos')).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/passeio/parque-amantikir');
  });

  it('has a back link to the tour and handles an unknown tour', () => {
    renderAt('/passeio/parque-amantikir/galeria');
    expect(screen.getByRole('link', { name: 'Voltar para Parque Amantikir' })).toHaveAttribute(
      'href',
      '/passeio/parque-amantikir',
    );
  });

  it('says when the tour does not exist', () => {
    renderAt('/passeio/xyz/galeria');
    expect(screen.getByText('Passeio não encontrado')).toBeInTheDocument();
  });
});
