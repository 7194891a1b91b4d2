import { Mountain } from 'lucide-react';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
} from '@/components/ui/carousel';
import { tourImages } from '@/domain/catalogue/tours';
import type { Tour } from '@/domain/types';

function SlideCounter({ total }: { total: number }) {
  const { selectedIndex } = useCarousel();
  return (
    <span aria-live="polite" className="rounded-full bg-night/75 px-3 py-1 text-xs font-semibold text-white">
      {selectedIndex + 1} / {total}
    </span>
  );
}

/** The six photos of a tour, the first fetched eagerly, with the difficulty badge over them. */
export function TourImageCarousel({ tour }: { tour: Tour }) {
  const images = tourImages(tour);
  const total = images.length;
  return (
    <Carousel
      opts={{ loop: true }}
      aria-label={`Fotos do passeio ${tour.title}`}
      className="overflow-hidden rounded-2xl bg-night shadow-xl ring-1 ring-night/10"
    >
      <CarouselContent>
        {images.map((base, index) => (
          <CarouselItem key={base} aria-label={`Foto ${index + 1} de ${total}`} deferContent={index > 0}>
            <ResponsiveImage
              base={base}
              kind="tour"
              alt={`${tour.title} — foto ${index + 1}`}
              sizes="(min-width: 1152px) 760px, (min-width: 1024px) 62vw, calc(100vw - 2rem)"
              priority={index === 0}
              className="aspect-[3/2] w-full object-cover"
            />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-night/70 to-transparent"
      />
      <Badge variant="night" className="absolute left-4 top-4 text-sm">
        <Mountain aria-hidden="true" />
        Dificuldade: {tour.difficulty}
      </Badge>
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-between px-3">
        <CarouselPrevious aria-label="Foto anterior" />
        <SlideCounter total={total} />
        <CarouselNext aria-label="Próxima foto" />
      </div>
    </Carousel>
  );
}
