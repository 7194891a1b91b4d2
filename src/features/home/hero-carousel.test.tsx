import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeroCarousel } from './hero-carousel';

describe('HeroCarousel', () => {
  it('fetches the first slide eagerly with high priority and the others lazily', () => {
    render(<HeroCarousel onSeeTours={() => {}} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
    expect(images[0]?.getAttribute('src')).toMatch(/^\/images\/hero\/1-\d+\.webp$/);
  });

  it('has the headline and a Ver passeios call to action', async () => {
    const onSeeTours = vi.fn();
    render(<HeroCarousel onSeeTours={onSeeTours} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver passeios' }));
    expect(onSeeTours).toHaveBeenCalledOnce();
  });

  it('lets the visitor pause and resume the slideshow', async () => {
    render(<HeroCarousel onSeeTours={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pausar apresentação de imagens' }));
    expect(screen.getByRole('button', { name: 'Retomar apresentação de imagens' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retomar apresentação de imagens' }));
    expect(screen.getByRole('button', { name: 'Pausar apresentação de imagens' })).toBeInTheDocument();
  });
});
