import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState, type FocusEvent } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * An embla carousel that rotates by itself, pausing while hovered or focused and staying paused after the
 * visitor presses pause (or when they prefer reduced motion). `rotating` drives aria-live: announcements
 * are off while slides change by themselves.
 */
export function useAutoplayCarousel(delayMs: number) {
  const autoplay = useMemo(
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
  const [emblaRef, api] = useEmblaCarousel({ loop: true, duration: 30 }, [autoplay]);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelectedIndex(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    // Autoplay does nothing useful (and is not initialised) with a single snap, e.g. before layout.
    if (rotating && api.scrollSnapList().length > 1) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, rotating]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    setViewport: emblaRef,
    selectedIndex,
    scrollTo,
    scrollPrev,
    scrollNext,
    userPaused,
    toggleUserPaused: () => setUserPaused((paused) => !paused),
    rotating,
    rootHandlers,
  };
}
