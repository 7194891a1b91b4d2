import { TourCard } from '@/components/tour-card';
import { CartToggle } from '@/features/cart';
import type { Tour } from '@/domain/types';

export function RelatedTours({ tours }: { tours: Tour[] }) {
  if (tours.length === 0) return null;
  return (
    <section aria-labelledby="relacionados-titulo" className="mt-20">
      <p className="text-sm font-semibold uppercase tracking-[0.25em] text-curtain">Na mesma sessão</p>
      <h2 id="relacionados-titulo" className="mt-1 font-display text-4xl tracking-wide text-primary">
        Você também pode gostar
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tours.map((tour) => (
          <li key={tour.id} className="flex">
            <TourCard tour={tour} action={<CartToggle tour={tour} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
