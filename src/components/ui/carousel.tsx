import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { useDeferred } from '@/boot/deferred';
import { cn } from '@/lib/cn';

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];

type CarouselContextValue = {
  /** Embla's viewport ref, once the carousel is live (see Carousel). */
  carouselRef: UseEmblaCarouselType[0] | undefined;
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedIndex: number;
  snapCount: number;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used inside <Carousel>');
  return context;
}

type CarouselProps = Omit<React.ComponentProps<'section'>, 'aria-label'> & {
  /** Names the region for screen readers, e.g. 'Fotos do passeio Rota do Horto'. */
  'aria-label': string;
  opts?: CarouselOptions;
  plugins?: CarouselPlugins;
  setApi?: (api: CarouselApi) => void;
};

/**
 * An embla carousel region: arrow keys and the prev/next buttons move between slides. Embla (which measures
 * every slide) starts once the page is idle, or as soon as the pointer or focus reaches the carousel
 * (src/boot/deferred.ts), so it never lengthens the page's hydration; until then the first slide shows as plain
 * HTML. An arrow key pressed before that moves the carousel once it has started.
 */
export function Carousel({ opts, plugins, setApi, className, children, ...props }: CarouselProps) {
  const [carouselRef, api] = useEmblaCarousel({ ...opts, axis: 'x' }, plugins);
  const [state, setState] = React.useState({ prev: false, next: false, index: 0, count: 0 });
  const { ready: live, start, intent } = useDeferred({ idle: true });
  const pendingMove = React.useRef<'prev' | 'next' | null>(null);

  React.useEffect(() => {
    if (api) setApi?.(api);
  }, [api, setApi]);

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
    if (pendingMove.current === 'prev') api.scrollPrev();
    if (pendingMove.current === 'next') api.scrollNext();
    pendingMove.current = null;
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const scrollPrev = React.useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = React.useCallback(() => api?.scrollNext(), [api]);

  const onKeyDownCapture = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const move = event.key === 'ArrowLeft' ? 'prev' : 'next';
    if (!api) {
      pendingMove.current = move;
      void start();
    } else if (move === 'prev') scrollPrev();
    else scrollNext();
  };

  const value: CarouselContextValue = {
    carouselRef: live ? carouselRef : undefined,
    api,
    scrollPrev,
    scrollNext,
    canScrollPrev: state.prev,
    canScrollNext: state.next,
    selectedIndex: state.index,
    snapCount: state.count,
  };

  return (
    <CarouselContext.Provider value={value}>
      <section
        aria-roledescription="carrossel"
        onKeyDownCapture={onKeyDownCapture}
        {...intent}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<'div'>) {
  const { carouselRef } = useCarousel();
  return (
    <div ref={carouselRef} className="overflow-hidden">
      <div data-carousel-track className={cn('flex', className)} {...props} />
    </div>
  );
}

export function CarouselItem({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      className={cn('min-w-0 shrink-0 grow-0 basis-full', className)}
      {...props}
    />
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
