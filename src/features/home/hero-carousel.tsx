import { ResponsiveImage } from '@/components/responsive-image';
import { buttonVariants } from '@/components/ui/button';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselPause,
  useCarousel,
} from '@/components/ui/carousel';
import { anchors } from '@/config/paths';
import { cn } from '@/lib/cn';
import { heroSlides } from './hero-slides';

type HeroCarouselProps = { onSeeTours: () => void };

export function HeroCarousel({ onSeeTours }: HeroCarouselProps) {
  return (
    <Carousel
      aria-label="Destaques da Movie Tour"
      opts={{ loop: true, duration: 30 }}
      autoplayMs={6000}
      className="on-dark isolate overflow-hidden bg-night text-primary-foreground"
    >
      <CarouselContent viewportClassName="absolute inset-0 -z-10" className="h-full">
        {heroSlides.map((slide, index) => (
          <CarouselItem
            key={slide.image}
            aria-label={`${index + 1} de ${heroSlides.length}: ${slide.caption}`}
            deferContent={index > 0}
            className="relative h-full [&_picture]:block [&_picture]:size-full"
          >
            <ResponsiveImage
              base={slide.image}
              kind="hero"
              alt={slide.alt}
              sizes="100vw"
              priority={index === 0}
              className="size-full object-cover"
            />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-night via-night/55 to-night/25 sm:bg-gradient-to-r sm:from-night/90 sm:via-night/50 sm:to-transparent"
      />
      <div className="mx-auto flex min-h-[32rem] max-w-6xl flex-col justify-end px-4 pb-20 pt-24 sm:min-h-[36rem] sm:justify-center sm:pb-24 lg:min-h-[40rem]">
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-gold">Campos do Jordão · SP</p>
        <h1 className="mt-3 max-w-2xl font-display text-6xl leading-[0.9] tracking-wide drop-shadow-lg sm:text-7xl lg:text-8xl">
          Passeios de cinema na Suíça Brasileira
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-primary-foreground/90">
          Embarque em veículos temáticos inspirados nos clássicos do cinema e descubra a serra com guias
          locais.
        </p>
        <div className="mt-8">
          <a
            href={`#${anchors.popularTours}`}
            onClick={(event) => {
              event.preventDefault();
              onSeeTours();
            }}
            className={buttonVariants({
              variant: 'accent',
              size: 'lg',
              className: 'px-8 text-base font-bold shadow-lg',
            })}
          >
            Ver passeios
          </a>
        </div>
      </div>
      <HeroControls />
    </Carousel>
  );
}

function HeroControls() {
  const { selectedIndex, scrollTo } = useCarousel();
  return (
    <div className="absolute inset-x-0 bottom-5 mx-auto flex max-w-6xl items-center gap-3 px-4">
      <CarouselPause
        labels={{ pause: 'Pausar apresentação de imagens', resume: 'Retomar apresentação de imagens' }}
        className="flex size-11 items-center justify-center rounded-full border border-white/40 bg-night/60 backdrop-blur transition-colors hover:bg-night"
      />
      <div className="flex gap-1">
        {heroSlides.map((slide, index) => (
          <button
            key={slide.image}
            type="button"
            onClick={() => scrollTo(index)}
            aria-label={`Mostrar imagem ${index + 1}: ${slide.caption}`}
            aria-current={selectedIndex === index ? 'true' : undefined}
            className="group flex h-11 w-9 items-center justify-center"
          >
            <span
              className={cn(
                'h-1.5 w-full rounded-full bg-white/45 transition-colors group-hover:bg-white/80',
                selectedIndex === index && 'bg-gold group-hover:bg-gold',
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
