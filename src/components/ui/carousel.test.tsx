import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubCarouselLayout } from '@/testing/carousel-layout';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
} from './carousel';

function Current() {
  const { selectedIndex, snapCount } = useCarousel();
  return <output data-testid="current">{`${selectedIndex + 1} de ${snapCount}`}</output>;
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

  it('an arrow key pressed before it started moves it once started', async () => {
    render(<Slides />);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Fotos de teste' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('2 de 3'));
  });
});
