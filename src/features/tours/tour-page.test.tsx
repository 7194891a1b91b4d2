import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { canonicalHref, jsonLdOfType } from '@/testing/render';
import { absoluteUrl } from '@/config/site';
import { getTourById, tours } from '@/domain/catalogue/tours';
import { renderTourRoute } from './test-utils';

const bookingCard = () => screen.getByRole('region', { name: 'Reserve seu passeio' });

describe('tour page', () => {
  it('shows breadcrumb, carousel with difficulty, gallery button, title, description, details and stops', () => {
    const tour = getTourById('rota-do-horto')!;
    renderTourRoute('/passeio/rota-do-horto');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Passeios' })).toHaveAttribute('href', '/#popular-tours');
    expect(within(crumbs).getByText(tour.title)).toHaveAttribute('aria-current', 'page');

    const carousel = screen.getByRole('region', { name: `Fotos do passeio ${tour.title}` });
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(within(carousel).getByText('Dificuldade: Moderada')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Próxima foto' })).toBeInTheDocument();
    const galleryLink = screen.getByRole('link', { name: 'Veja todas as informações sobre esse passeio' });
    expect(galleryLink).toHaveAttribute('href', '/passeio/rota-do-horto/galeria');
    // Arriving any other way than from the gallery, the page keeps the focus where the browser put it.
    expect(galleryLink).not.toHaveFocus();

    expect(screen.getByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
    expect(screen.getByText(tour.description)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Detalhes do passeio' });
    for (const value of [tour.duration, tour.vehicle, tour.ticketInfo, tour.location, 'Quinta e Sábado']) {
      expect(within(details).getByText(value)).toBeInTheDocument();
    }
    const stops = within(screen.getByRole('region', { name: 'Por onde passamos' })).getAllByRole('listitem');
    expect(stops.map((item) => item.textContent)).toEqual(tour.locations.map((stop, i) => `${i + 1}${stop}`));
  });

  it('opens an FAQ answer in the accordion', async () => {
    const faq = getTourById('city-tour-tradicional')!.faqs[0]!;
    renderTourRoute('/passeio/city-tour-tradicional');
    expect(screen.getByRole('heading', { name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(screen.queryByText(faq.answer)).not.toBeInTheDocument();
    // Served closed, as a plain button; Radix's accordion comes in with the entry open and focused.
    await userEvent.click(screen.getByRole('button', { name: faq.question }));
    expect(await screen.findByText(faq.answer)).toBeVisible();
    const trigger = screen.getByRole('button', { name: faq.question });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveFocus();
  });

  it('a related tour opens afresh, without the answer left open on the last one', async () => {
    renderTourRoute('/passeio/rota-alto-lajeado');
    await userEvent.click(screen.getByRole('button', { name: 'Crianças pagam?' }));
    expect(await screen.findByRole('button', { name: 'Crianças pagam?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const related = screen.getByRole('region', { name: 'Você também pode gostar' });
    await userEvent.click(within(related).getByRole('link', { name: 'Rota do Horto Florestal' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rota do Horto Florestal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crianças pagam?' })).not.toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(bookingCard()).getByText('Escolha uma data')).toBeInTheDocument();
  });

  it('shows the price per person, the weekdays and the booking slot in the booking card', () => {
    renderTourRoute('/passeio/parque-amantikir');
    const card = within(bookingCard());
    expect(card.getByText('R$ 120,00')).toBeInTheDocument();
    expect(card.getByText('por pessoa')).toBeInTheDocument();
    expect(card.getByText('Segunda, Quarta, Quinta e Sábado')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Fazer Login para Adicionar' })).toBeEnabled();
  });

  it('prices turismo-aparecida per car', () => {
    renderTourRoute('/passeio/turismo-aparecida');
    expect(within(bookingCard()).getByText('por carro')).toBeInTheDocument();
    expect(within(bookingCard()).getByText('Todos os dias')).toBeInTheDocument();
  });

  it.each(tours.map((tour) => [tour.id, tour] as const))(
    '%s lists up to three related tours, all of its category',
    (_id, tour) => {
      renderTourRoute(`/passeio/${tour.id}`);
      const related = screen.getByRole('region', { name: 'Você também pode gostar' });
      const titles = within(related)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      const sameCategory = tours.filter((other) => other.category === tour.category && other.id !== tour.id);
      expect(titles.length).toBe(Math.min(3, sameCategory.length));
      expect(titles).not.toContain(tour.title);
      expect(sameCategory.map((other) => other.title)).toEqual(expect.arrayContaining(titles));
    },
  );

  it('offers a chat link in a new tab with a prefilled greeting', () => {
    renderTourRoute('/passeio/parque-amantikir');
    const chat = screen.getByRole('link', { name: 'Conversar pelo WhatsApp sobre Parque Amantikir' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe(
      'Olá! Gostaria de saber mais sobre o passeio Parque Amantikir.',
    );
  });

  it('sets title, cut description, canonical URL and TouristTrip + BreadcrumbList JSON-LD', () => {
    const tour = getTourById('agro-turismo')!;
    renderTourRoute('/passeio/agro-turismo');
    expect(document.title).toBe(`${tour.title} | Movie Tour Campos do Jordão`);
    const description = document.head.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description.length).toBeLessThanOrEqual(150);
    expect(tour.description.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(canonicalHref()).toBe(absoluteUrl('/passeio/agro-turismo'));
    expect(jsonLdOfType('TouristTrip')).toMatchObject({
      name: tour.title,
      offers: { price: '470.00', priceCurrency: 'BRL' },
    });
    expect(jsonLdOfType('BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Início' }, { name: 'Passeios' }, { name: tour.title }],
    });
  });

  it("says 'Passeio não encontrado' for an unknown id, with a way home, and keeps it out of the index", () => {
    renderTourRoute('/passeio/nao-existe');
    expect(screen.getByRole('heading', { name: 'Passeio não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
