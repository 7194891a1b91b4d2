import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { ResponsiveImage } from '@/components/responsive-image';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselPause,
  useCarousel,
} from '@/components/ui/carousel';
import { testimonials } from '@/domain/catalogue/testimonials';
import { cn } from '@/lib/cn';

const controlClass =
  'flex size-11 items-center justify-center rounded-full border border-gold/50 text-gold transition-colors hover:bg-gold hover:text-night';

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="depoimentos-titulo"
      className="on-dark film-grain bg-night py-16 text-primary-foreground sm:py-20"
    >
      <div className="mx-auto max-w-4xl px-4">
        <p className="text-center text-sm font-semibold uppercase tracking-[0.25em] text-gold">
          Críticas da plateia
        </p>
        <h2
          id="depoimentos-titulo"
          className="mt-2 text-center font-display text-5xl leading-none tracking-wide"
        >
          O que dizem nossos passageiros
        </h2>
        <Carousel
          aria-label="Depoimentos"
          opts={{ loop: true, duration: 30 }}
          autoplayMs={7000}
          className="mt-10"
        >
          <CarouselContent>
            {testimonials.map((testimonial, index) => (
              <CarouselItem
                key={testimonial.name}
                asChild
                aria-label={`${index + 1} de ${testimonials.length}`}
                className="px-1"
              >
                <figure>
                  <div className="flex h-full flex-col items-center gap-6 rounded-3xl border border-white/10 bg-white/5 p-6 text-center sm:flex-row sm:p-10 sm:text-left">
                    <ResponsiveImage
                      base={testimonial.src}
                      kind="portrait"
                      alt={`Foto de ${testimonial.name}`}
                      sizes="128px"
                      className="size-28 shrink-0 rounded-full border-4 border-gold object-cover sm:size-32"
                    />
                    <div>
                      <Quote aria-hidden="true" className="mx-auto size-8 text-gold sm:mx-0" />
                      <blockquote className="mt-3 text-lg leading-relaxed text-primary-foreground/90 sm:text-xl">
                        <p>{testimonial.quote}</p>
                      </blockquote>
                      <figcaption className="mt-5">
                        <span className="block font-display text-2xl tracking-wider text-gold">
                          {testimonial.name}
                        </span>
                        <span className="block text-sm text-primary-foreground/75">
                          {testimonial.designation}
                        </span>
                      </figcaption>
                    </div>
                  </div>
                </figure>
              </CarouselItem>
            ))}
          </CarouselContent>
          <TestimonialControls />
        </Carousel>
      </div>
    </section>
  );
}

function TestimonialControls() {
  const { scrollPrev, scrollNext, selectedIndex } = useCarousel();
  return (
    <>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" onClick={scrollPrev} aria-label="Depoimento anterior" className={controlClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <CarouselPause
          labels={{ pause: 'Pausar depoimentos', resume: 'Retomar depoimentos' }}
          className={controlClass}
        />
        <button type="button" onClick={scrollNext} aria-label="Próximo depoimento" className={controlClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div aria-hidden="true" className="mt-4 flex justify-center gap-2">
        {testimonials.map((testimonial, index) => (
          <span
            key={testimonial.name}
            className={cn('h-1.5 w-6 rounded-full bg-white/30', selectedIndex === index && 'bg-gold')}
          />
        ))}
      </div>
    </>
  );
}
