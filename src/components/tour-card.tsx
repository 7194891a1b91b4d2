import { Clock, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image';
import { paths } from '@/config/paths';
import type { Tour } from '@/domain/types';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

type TourCardProps = {
  tour: Tour;
  /** Where the cart puts its 'Adicionar' / 'Adicionado' toggle. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

export function TourCard({ tour, action, headingLevel: Heading = 'h3' }: TourCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow hover:shadow-xl focus-within:shadow-xl">
      <div className="relative overflow-hidden">
        <ResponsiveImage
          base={tour.image}
          kind="tour"
          alt=""
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute left-3 top-3 rounded-full bg-night/85 px-3 py-1 text-xs font-semibold text-gold backdrop-blur">
          {tour.difficulty}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="font-display text-2xl leading-tight tracking-wide text-primary">
          <Link
            to={paths.tour(tour.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {tour.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{tour.description}</p>
        <p className="flex flex-wrap gap-2 text-xs font-medium text-foreground/80">
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {tour.duration}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1">
            <Sun className="size-3.5" aria-hidden="true" />
            {tour.period}
          </span>
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p>
            <span className="block font-display text-3xl leading-none tracking-wide text-curtain">
              {brl.format(tour.price)}
            </span>
            <span className="text-xs text-muted-foreground">
              {tour.priceUnit === 'carro' ? 'por carro' : 'por pessoa'}
            </span>
          </p>
          {action ? <div className="relative z-10">{action}</div> : null}
        </div>
      </div>
    </article>
  );
}
