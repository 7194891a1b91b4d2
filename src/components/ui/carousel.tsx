import { Slot } from '@radix-ui/react-slot';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import * as React from 'react';
import { useDeferred } from '@/boot/deferred';
import { loadOnce } from '@/boot/load-once';
import { cn } from '@/lib/cn';
import type { CarouselEngineProps } from './carousel-engine';

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = CarouselEngineProps['options'];
type Move = { to: 'prev' } | { to: 'next' } | { to: number };

type CarouselContextValue = {
  /** The viewport's ref, once the carousel is live (see Carousel). */
  carouselRef: ((viewport: HTMLDivElement | null) => void) | undefined;
  /** Whether the carousel has started (never on the server or while hydrating). */
  live: boolean;
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedIndex: number;
  snapCount: number;
  /** With `autoplayMs`: whether it is turning now, and the visitor's pause. */
  autoplay: { rotating: boolean; paused: boolean; togglePaused: () => void } | null;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used inside <Carousel>');
  return context;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
};

/** Read after hydration (the prerendered page assumed motion), and followed when the setting changes. */
function usePrefersReducedMotion(): boolean {
  return React.useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

type CarouselProps = Omit<React.ComponentProps<'section'>, 'aria-label'> & {
  /** Names the region for screen readers, e.g. 'Fotos do passeio Rota do Horto'. */
  'aria-label': string;
  opts?: CarouselOptions;
  /** Turns the slides by themselves every this many ms, except while the pointer or focus is on it. */
  autoplayMs?: number;
  setApi?: (api: CarouselApi) => void;
};

const engine = loadOnce(() => import('./carousel-engine'));

/**
 * An embla carousel region: arrow keys and the prev/next buttons move between slides. Embla (which measures
 * every slide) and its code (carousel-engine.tsx) start once the page is idle, or as soon as the pointer or focus
 * reaches the carousel (src/boot/deferred.ts), so they are neither loaded with the page nor lengthen its
 * hydration; until then the first slide shows as plain HTML, and a move asked for meanwhile (a key, a button) is
 * made once it has started. With `autoplayMs` it turns by itself, except while the pointer or focus is on it,
 * once the visitor pauses it, or for visitors who prefer reduced motion.
 */
export function Carousel({ opts, autoplayMs, setApi, className, children, ...props }: CarouselProps) {
  const [viewport, setViewport] = React.useState<HTMLDivElement | null>(null);
  const [api, setEngineApi] = React.useState<CarouselApi>(undefined);
  const [state, setState] = React.useState({ prev: false, next: false, index: 0, count: 0 });
  // Each carousel starts on its own (idle, or the visitor reaching for it); the first to start loads embla.
  const { ready: started, start, intent } = useDeferred({ idle: true });
  const { module, start: loadEngine } = useDeferred({ load: engine });
  const ready = started && module !== undefined;
  const pendingMove = React.useRef<Move | null>(null);

  const hasAutoplay = autoplayMs !== undefined;
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = React.useState<boolean | null>(null);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const paused = userPaused ?? reducedMotion;
  const rotating = hasAutoplay && !paused && !hovered && !focused;

  React.useEffect(() => {
    if (started) void loadEngine().catch(() => undefined);
  }, [started, loadEngine]);

  React.useEffect(() => {
    if (api) setApi?.(api);
  }, [api, setApi]);

  const move = React.useCallback((target: CarouselApi, { to }: Move) => {
    if (!target) return;
    if (to === 'prev') target.scrollPrev();
    else if (to === 'next') target.scrollNext();
    else target.scrollTo(to);
  }, []);

  React.useEffect(() => {
    if (!api) return;
    const sync = () =>
      setState({
        prev: api.canScrollPrev(),
        next: api.canScrollNext(),
        index: api.selectedScrollSnap(),
        count: api.scrollSnapList().length,
      });
    sync();
    api.on('select', sync).on('reInit', sync);
    if (pendingMove.current) move(api, pendingMove.current);
    pendingMove.current = null;
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, move]);

  React.useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    // Autoplay does nothing useful (and is not initialised) with a single snap, e.g. before layout.
    if (rotating && api.scrollSnapList().length > 1) autoplay.play();
    else autoplay.stop();
  }, [api, rotating]);

  const request = React.useCallback(
    (next: Move) => {
      if (api) return move(api, next);
      pendingMove.current = next;
      void start();
    },
    [api, move, start],
  );

  const onKeyDownCapture = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    request({ to: event.key === 'ArrowLeft' ? 'prev' : 'next' });
  };

  const value: CarouselContextValue = {
    carouselRef: ready ? setViewport : undefined,
    live: ready,
    api,
    scrollPrev: () => request({ to: 'prev' }),
    scrollNext: () => request({ to: 'next' }),
    scrollTo: (index) => request({ to: index }),
    canScrollPrev: state.prev,
    canScrollNext: state.next,
    selectedIndex: state.index,
    snapCount: state.count,
    autoplay: hasAutoplay ? { rotating, paused, togglePaused: () => setUserPaused(!paused) } : null,
  };

  return (
    <CarouselContext.Provider value={value}>
      <section
        aria-roledescription="carrossel"
        onKeyDownCapture={onKeyDownCapture}
        {...intent}
        onFocus={() => {
          intent.onFocus();
          if (hasAutoplay) setFocused(true);
        }}
        onBlur={(event) => {
          if (hasAutoplay && !event.currentTarget.contains(event.relatedTarget as Node | null))
            setFocused(false);
        }}
        onMouseEnter={() => hasAutoplay && setHovered(true)}
        onMouseLeave={() => hasAutoplay && setHovered(false)}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </section>
      {ready && module && viewport ? (
        <module.CarouselEngine
          viewport={viewport}
          options={{ ...opts, axis: 'x' }}
          autoplayMs={autoplayMs}
          onApi={setEngineApi}
        />
      ) : null}
    </CarouselContext.Provider>
  );
}

type CarouselContentProps = React.ComponentProps<'div'> & {
  /** Classes of the viewport around the track (it clips the slides). */
  viewportClassName?: string;
};

export function CarouselContent({ className, viewportClassName, ...props }: CarouselContentProps) {
  const { carouselRef, autoplay } = useCarousel();
  return (
    <div ref={carouselRef} className={cn('overflow-hidden', viewportClassName)}>
      <div
        data-carousel-track
        // Slides that change by themselves are not announced; the ones the visitor turns are.
        aria-live={autoplay ? (autoplay.rotating ? 'off' : 'polite') : undefined}
        className={cn('flex', className)}
        {...props}
      />
    </div>
  );
}

type CarouselItemProps = React.ComponentProps<'div'> & {
  /** The slide is the child element (a <figure>, say) instead of a <div>. */
  asChild?: boolean;
  /**
   * The slide's content is rendered only once the carousel has started, so a slide after the first keeps its
   * photo out of the prerendered page and out of the bytes fetched before the first paint (it cannot be seen
   * until the carousel moves). The slide itself is there from the start, empty. Not with `asChild`.
   */
  deferContent?: boolean;
};

export function CarouselItem({
  className,
  asChild = false,
  deferContent = false,
  children,
  ...props
}: CarouselItemProps) {
  const { live } = useCarousel();
  const Item = asChild ? Slot : 'div';
  return (
    <Item
      role="group"
      aria-roledescription="slide"
      className={cn('min-w-0 shrink-0 grow-0 basis-full', className)}
      {...props}
    >
      {deferContent && !asChild && !live ? null : children}
    </Item>
  );
}

const arrowClass =
  'grid size-10 place-items-center rounded-full bg-night/75 text-white shadow-md backdrop-blur transition hover:bg-night hover:text-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold disabled:pointer-events-none disabled:opacity-40';

export function CarouselPrevious({
  className,
  'aria-label': label = 'Slide anterior',
  ...props
}: React.ComponentProps<'button'>) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      className={cn(arrowClass, className)}
      {...props}
    >
      <ChevronLeft className="size-5" aria-hidden="true" />
    </button>
  );
}

export function CarouselNext({
  className,
  'aria-label': label = 'Próximo slide',
  ...props
}: React.ComponentProps<'button'>) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!canScrollNext}
      onClick={scrollNext}
      className={cn(arrowClass, className)}
      {...props}
    >
      <ChevronRight className="size-5" aria-hidden="true" />
    </button>
  );
}

type CarouselPauseProps = Omit<React.ComponentProps<'button'>, 'aria-label' | 'onClick'> & {
  /** What the button says while the slides turn, and while they are paused. */
  labels: { pause: string; resume: string };
};

/** Pauses and resumes a carousel with `autoplayMs`; nothing without it. */
export function CarouselPause({ labels, ...props }: CarouselPauseProps) {
  const { autoplay } = useCarousel();
  if (!autoplay) return null;
  return (
    <button
      type="button"
      onClick={autoplay.togglePaused}
      aria-label={autoplay.paused ? labels.resume : labels.pause}
      {...props}
    >
      {autoplay.paused ? (
        <Play aria-hidden="true" className="size-4" />
      ) : (
        <Pause aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
