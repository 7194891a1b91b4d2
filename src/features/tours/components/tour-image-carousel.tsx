import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import type { Tour } from '@/domain/types';

export function TourImageCarousel({ tour }: { tour: Tour }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={`Fotos do passeio ${tour.title}`}
      className="relative overflow-hidden rounded-2xl bg-night shadow-lg"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex">
          {tour.gallery.map((base, index) => (
            <div
              key={base}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${tour.gallery.length}`}
              className="min-w-0 flex-[0_0_100%]"
            >
              <ResponsiveImage
                base={base}
                kind="tour"
                alt={`${tour.title} — foto ${index + 1}`}
                sizes="(min-width: 1024px) 720px, 100vw"
                priority={index === 0}
                className="aspect-[3/2] w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <span className="absolute left-4 top-4 rounded-full bg-night/85 px-3 py-1 text-sm font-semibold text-gold backdrop-blur">
        Dificuldade: {tour.difficulty}
      </span>
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-between px-3">
        <button
          type="button"
          onClick={previous}
          aria-label="Foto anterior"
          className="grid size-10 place-items-center rounded-full bg-night/75 text-white backdrop-blur transition-colors hover:bg-night"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <span
          className="rounded-full bg-night/75 px-3 py-1 text-xs font-semibold text-white"
          aria-live="polite"
        >
          {selected + 1} / {tour.gallery.length}
        </span>
        <button
          type="button"
          onClick={next}
          aria-label="Próxima foto"
          className="grid size-10 place-items-center rounded-full bg-night/75 text-white backdrop-blur transition-colors hover:bg-night"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
