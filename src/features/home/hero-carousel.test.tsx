import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeroCarousel } from './hero-carousel';

describe('HeroCarousel', () => {
  it('fetches the first slide eagerly with high priority, and the others lazily once the carousel starts', async () => {
    render(<HeroCarousel onSeeTours={() => {}} />);
    // Before the carousel starts (as prerendered and hydrated), only the first slide has its photo.
    const first = screen.getByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.getAttribute('src')).toMatch(/^\/images\/hero\/1-\d+\.webp$/);
    expect(screen.getAllByRole('group')).toHaveLength(3);

    await userEvent.hover(screen.getByRole('region', { name: 'Destaques da Movie Tour' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    const [, ...others] = screen.getAllByRole('img');
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy');
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
