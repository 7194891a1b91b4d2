import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canonicalHref, jsonLdOfType, renderPage } from '@/testing/render';
import { site } from '@/config/site';
import { testimonials } from '@/domain/catalogue/testimonials';
import { toursByCategory } from '@/domain/catalogue/tours';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('has the hero, intro, both tour sections, testimonials and vehicles, in that order', () => {
    renderPage(<HomePage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(headings).toEqual([
      'Sobre a Movie Tour',
      'Passeios populares',
      'Passeios de experiência',
      'O que dizem nossos passageiros',
      'Nossos carros',
    ]);
  });

  it('anchors popular tours and vehicles, with popular tours in a 1/2/4-column grid', () => {
    const { container } = renderPage(<HomePage />);
    const popular = container.querySelector('#popular-tours');
    expect(popular).toHaveAccessibleName('Passeios populares');
    expect(container.querySelector('#nossos-carros')).toHaveAccessibleName('Nossos carros');
    const grid = within(popular as HTMLElement).getByRole('list');
    expect(grid).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-4');
    for (const tour of toursByCategory('popular')) {
      expect(within(popular as HTMLElement).getAllByText(tour.title).length).toBeGreaterThan(0);
    }
  });

  it('lists the experience tours in their own section', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Passeios de experiência' });
    for (const tour of toursByCategory('experiencia')) {
      expect(within(section).getAllByText(tour.title).length).toBeGreaterThan(0);
    }
  });

  it('shows three testimonials with name, quote, designation and portrait', () => {
    renderPage(<HomePage />);
    expect(testimonials).toHaveLength(3);
    const slides = within(screen.getByRole('region', { name: 'Depoimentos' })).getAllByRole('group');
    expect(slides).toHaveLength(3);
    testimonials.forEach((testimonial, index) => {
      const slide = slides[index] as HTMLElement;
      expect(slide).toHaveTextContent(testimonial.name);
      expect(slide).toHaveTextContent(testimonial.quote);
      expect(slide).toHaveTextContent(testimonial.designation);
      expect(within(slide).getByRole('img', { name: `Foto de ${testimonial.name}` })).toHaveAttribute(
        'loading',
        'lazy',
      );
    });
  });

  it('stops the testimonials rotating while hovered, and when paused', async () => {
    renderPage(<HomePage />);
    const carousel = screen.getByRole('region', { name: 'Depoimentos' });
    const track = within(carousel).getAllByRole('group')[0]?.parentElement as HTMLElement;
    expect(track).toHaveAttribute('aria-live', 'off');
    await userEvent.hover(carousel);
    expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(carousel);
    expect(track).toHaveAttribute('aria-live', 'off');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pausar depoimentos' }));
    expect(within(carousel).getByRole('button', { name: 'Retomar depoimentos' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Depoimento anterior' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Próximo depoimento' })).toBeInTheDocument();
  });

  it('shows the two vehicles in service and the third as Em breve', () => {
    renderPage(<HomePage />);
    const vehicles = within(screen.getByRole('region', { name: 'Nossos carros' })).getAllByRole('listitem');
    expect(vehicles).toHaveLength(3);
    expect(vehicles.filter((item) => item.textContent?.includes('Em operação'))).toHaveLength(2);
    expect(vehicles.filter((item) => item.textContent?.includes('Em breve'))).toHaveLength(1);
  });

  it('describes the business as a TravelAgency with hours, price range and contacts', () => {
    renderPage(<HomePage />);
    expect(canonicalHref()).toBe(`${site.url}/`);
    expect(jsonLdOfType('TravelAgency')).toMatchObject({
      priceRange: 'R$ 90 - R$ 500',
      telephone: site.phone,
      email: site.email,
      address: { addressLocality: site.address.city },
      openingHoursSpecification: [
        { opens: '08:00', closes: '18:00', dayOfWeek: expect.arrayContaining(['Sunday', 'Saturday']) },
      ],
    });
  });
});
