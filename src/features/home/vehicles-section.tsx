import { Sparkles } from 'lucide-react';
import { ResponsiveImage } from '@/components/responsive-image';
import { anchors } from '@/config/paths';
import { vehicles } from '@/domain/catalogue/vehicles';
import { cn } from '@/lib/cn';

export function VehiclesSection() {
  return (
    <section id={anchors.vehicles} aria-labelledby="nossos-carros-titulo" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-curtain">O elenco</p>
          <h2
            id="nossos-carros-titulo"
            className="mt-2 font-display text-5xl leading-none tracking-wide text-primary"
          >
            Nossos carros
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-foreground/80">
            Cada veículo é um cenário: poltronas confortáveis, janelas amplas para a paisagem e detalhes que
            lembram as grandes salas de cinema.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {vehicles.map((vehicle) => {
            const comingSoon = vehicle.status === 'em-breve';
            return (
              <li
                key={vehicle.id}
                className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
              >
                <div className="relative">
                  <ResponsiveImage
                    base={vehicle.image}
                    kind="vehicle"
                    alt={vehicle.imageAlt}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className={cn(
                      'aspect-[4/3] w-full object-cover',
                      comingSoon && 'brightness-[0.55] grayscale-[35%]',
                    )}
                  />
                  <span
                    className={cn(
                      'absolute left-3 top-3 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider',
                      comingSoon ? 'bg-gold text-night' : 'bg-night text-gold',
                    )}
                  >
                    {comingSoon ? <Sparkles aria-hidden="true" className="size-3.5" /> : null}
                    {comingSoon ? 'Em breve' : 'Em operação'}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="font-display text-3xl tracking-wide text-primary">{vehicle.name}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{vehicle.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
