export function TourStops({ stops }: { stops: string[] }) {
  return (
    <section aria-labelledby="paradas-titulo">
      <h2 id="paradas-titulo" className="font-display text-3xl tracking-wide text-primary">
        Por onde passamos
      </h2>
      <ol className="relative mt-5 grid gap-3 sm:grid-cols-2">
        {stops.map((stop, index) => (
          <li
            key={stop}
            className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm font-medium shadow-sm"
          >
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-night font-display text-base text-gold"
            >
              {index + 1}
            </span>
            {stop}
          </li>
        ))}
      </ol>
    </section>
  );
}
