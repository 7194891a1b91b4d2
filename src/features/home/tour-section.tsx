import { TourCard } from '@/components/tour-card';
import { CartToggle } from '@/features/cart';
import type { Tour } from '@/domain/types';
import { cn } from '@/lib/cn';

type TourSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  tours: readonly Tour[];
  className?: string;
};

/** A titled grid of tour cards: one column on phones, two on tablets, four on large screens. */
export function TourSection({ id, eyebrow, title, description, tours, className }: TourSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-curtain">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 font-display text-5xl leading-none tracking-wide text-primary">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-foreground/80">{description}</p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid={`${id}-grid`}>
          {tours.map((tour) => (
            <li key={tour.id} className="flex">
              <TourCard tour={tour} action={<CartToggle tour={tour} />} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
