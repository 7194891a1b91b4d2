import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';

export type CarouselEngineProps = {
  viewport: HTMLElement;
  options: Parameters<typeof useEmblaCarousel>[0];
  /** Turns the slides by themselves every this many ms (the Carousel plays and stops it). */
  autoplayMs: number | undefined;
  onApi: (api: UseEmblaCarouselType[1]) => void;
};

/**
 * Embla on a Carousel's viewport, with its autoplay plugin: the code a carousel loads when it starts
 * (carousel.tsx), not with the page.
 */
export function CarouselEngine({ viewport, options, autoplayMs, onApi }: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplayMs
        ? [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplayMs],
  );
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
