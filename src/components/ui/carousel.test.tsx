import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCarouselLayout } from '@/testing/carousel-layout';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPause,
  CarouselPrevious,
  useCarousel,
} from './carousel';

function Current() {
  const { selectedIndex, snapCount, scrollNext } = useCarousel();
  return (
    <>
      <output data-testid="current">{`${selectedIndex + 1} de ${snapCount}`}</output>
      <button type="button" onClick={scrollNext}>
        Mais um
      </button>
    </>
  );
}

function Slides({ loop = false }: { loop?: boolean }) {
  return (
    <Carousel aria-label="Fotos de teste" opts={{ loop, duration: 1 }}>
      <CarouselContent>
        {['Um', 'Dois', 'Três'].map((name) => (
          <CarouselItem key={name} aria-label={name}>
            {name}
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
      <Current />
    </Carousel>
  );
}

/** The pointer reaching the carousel starts it at once (otherwise it starts when the page is idle). */
const start = () => userEvent.hover(screen.getByRole('region', { name: 'Fotos de teste' }));

describe('Carousel', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubCarouselLayout();
  });
  afterEach(() => restoreLayout());

  it('is a named region of slides with Portuguese prev/next buttons', async () => {
    render(<Slides />);
    await start();
    const region = screen.getByRole('region', { name: 'Fotos de teste' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('1 de 3'));
    expect(screen.getByRole('button', { name: 'Slide anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeEnabled();
  });

  it('moves with the buttons', async () => {
    render(<Slides />);
    await start();
    const next = screen.getByRole('button', { name: 'Próximo slide' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    expect(screen.getByTestId('current')).toHaveTextContent('2 de 3');
    await userEvent.click(next);
    expect(screen.getByTestId('current')).toHaveTextContent('3 de 3');
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(screen.getByTestId('current')).toHaveTextContent('2 de 3');
  });

  it('moves with the arrow keys', async () => {
    render(<Slides />);
    await start();
    const region = screen.getByRole('region', { name: 'Fotos de teste' });
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('1 de 3'));
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByTestId('current')).toHaveTextContent('2 de 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByTestId('current')).toHaveTextContent('1 de 3');
  });

  it('wraps around when looping', async () => {
    render(<Slides loop />);
    await start();
    const previous = screen.getByRole('button', { name: 'Slide anterior' });
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    expect(screen.getByTestId('current')).toHaveTextContent('3 de 3');
  });

  it('shows the first slide as plain HTML until the page is idle, then starts on its own', async () => {
    render(<Slides />);
    expect(screen.getByTestId('current')).toHaveTextContent('1 de 0');
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeDisabled();
    // jsdom has no requestIdleCallback: the fallback delay after the load event is 1.5 s.
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('1 de 3'), { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeEnabled();
  });

  it('a button pressed before it started moves it once started', async () => {
    render(<Slides loop />);
    // Enabled only once started: a carousel's own buttons wait, custom ones (scrollNext) may not.
    await userEvent.click(screen.getByRole('button', { name: 'Mais um' }));
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('2 de 3'));
  });

  it('an arrow key pressed before it started moves it once started', async () => {
    render(<Slides />);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Fotos de teste' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('2 de 3'));
  });
});

describe('Carousel with autoplay', () => {
  function Rotating() {
    return (
      <Carousel aria-label="Destaques" autoplayMs={5000}>
        <CarouselContent>
          <CarouselItem>Um</CarouselItem>
          <CarouselItem>Dois</CarouselItem>
        </CarouselContent>
        <CarouselPause labels={{ pause: 'Pausar', resume: 'Retomar' }} />
      </Carousel>
    );
  }
  const track = () => screen.getByText('Um').parentElement!;

  afterEach(() => vi.restoreAllMocks());

  it('turns by itself, not while hovered, and stays paused once the visitor pauses it', async () => {
    render(<Rotating />);
    expect(track()).toHaveAttribute('aria-live', 'off');
    await userEvent.hover(screen.getByRole('region', { name: 'Destaques' }));
    expect(track()).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(screen.getByRole('region', { name: 'Destaques' }));
    expect(track()).toHaveAttribute('aria-live', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    await userEvent.unhover(screen.getByRole('region', { name: 'Destaques' }));
    expect(screen.getByRole('button', { name: 'Retomar' })).toBeInTheDocument();
    expect(track()).toHaveAttribute('aria-live', 'polite');
  });

  it('is paused for visitors who prefer reduced motion, read after the server HTML (which assumed motion)', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    const html = renderToString(<Rotating />);
    expect(html).toContain('aria-label="Pausar"');
    render(<Rotating />);
    expect(screen.getByRole('button', { name: 'Retomar' })).toBeInTheDocument();
  });

  it('renders a deferred slide empty until the carousel starts, and never in the prerendered page', async () => {
    const Deferred = () => (
      <Carousel aria-label="Fotos de teste">
        <CarouselContent>
          {['Um', 'Dois'].map((name, index) => (
            <CarouselItem key={name} aria-label={name} deferContent={index > 0}>
              <span>{`Conteúdo ${name}`}</span>
            </CarouselItem>
          ))}
        </CarouselContent>
      </Carousel>
    );
    const html = renderToString(<Deferred />);
    expect(html).toContain('Conteúdo Um');
    expect(html).not.toContain('Conteúdo Dois');
    render(<Deferred />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.queryByText('Conteúdo Dois')).not.toBeInTheDocument();
    await start();
    expect(await screen.findByText('Conteúdo Dois')).toBeInTheDocument();
  });
});
