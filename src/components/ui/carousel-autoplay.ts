import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';

/**
 * The plugin that turns a Carousel's slides by themselves every `delayMs`: pass it in `plugins`. The Carousel
 * plays and stops it (hover, focus, the visitor's pause, reduced motion); a module of its own, so carousels
 * without it do not load it.
 */
export function useCarouselAutoplay(delayMs: number) {
  return useMemo(
    () =>
      Autoplay({
        delay: delayMs,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    [delayMs],
  );
}
