import { Clock, Mountain, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { priceUnitLabel } from '@/domain/catalogue/tours';
import type { Tour } from '@/domain/types';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/domain/money';

/** The catalogue price with 'por pessoa' or 'por carro'; the one place a tour price is formatted. */
export function TourPrice({ tour, size = 'md' }: { tour: Tour; size?: 'md' | 'lg' }) {
  return (
    <p className="flex flex-col">
      <span
        className={cn(
          'font-display leading-none tracking-wide text-curtain',
          size === 'lg' ? 'text-5xl' : 'text-3xl',
        )}
      >
        {formatBRL(tour.price)}
      </span>
      <span className="text-xs font-medium text-muted-foreground">{priceUnitLabel(tour)}</span>
    </p>
  );
}

type TourCardProps = {
  tour: Tour;
  /** Where the cart puts its 'Adicionar' / 'Adicionado' toggle. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
};

export function TourCard({ tour, action, headingLevel: Heading = 'h3' }: TourCardProps) {
  return (
    <article className="group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 motion-reduce:hover:translate-y-0">
      <div className="relative overflow-hidden bg-night">
        <ResponsiveImage
          base={tour.image}
          kind="tour"
          alt=""
          sizes="(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 48vw, calc(100vw - 2rem)"
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-gradient-to-t from-night/55 via-transparent to-transparent"
        />
        <Badge variant="night" className="absolute left-3 top-3">
          <Mountain aria-hidden="true" />
          {tour.difficulty}
        </Badge>
        {tour.category === 'experiencia' ? (
          <Badge variant="gold" className="absolute right-3 top-3">
            Experiência
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="font-display text-2xl leading-tight tracking-wide text-primary transition-colors group-hover:text-curtain">
          <Link
            to={paths.tour(tour.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {tour.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{tour.description}</p>
        <p className="flex flex-wrap gap-2">
          <Badge variant="muted">
            <Clock aria-hidden="true" />
            {tour.duration}
          </Badge>
          <Badge variant="muted">
            <Sun aria-hidden="true" />
            {tour.period}
          </Badge>
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-border/70 pt-4">
          <TourPrice tour={tour} />
          {action ? <div className="relative z-10">{action}</div> : null}
        </div>
      </div>
    </article>
  );
}
