import { Clapperboard, MapPinned, PawPrint } from 'lucide-react';

const highlights = [
  {
    Icon: Clapperboard,
    title: 'Veículos de cinema',
    text: 'Jardineiras e ônibus temáticos que parecem saídos de um filme.',
  },
  {
    Icon: MapPinned,
    title: 'Guias da serra',
    text: 'Roteiros conduzidos por quem conhece cada mirante e cada história.',
  },
  {
    Icon: PawPrint,
    title: 'Pet friendly',
    text: 'Seu pet é bem-vindo na maioria dos passeios, de qualquer porte.',
  },
];

export function IntroSection() {
  return (
    <section aria-labelledby="sobre-movie-tour" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-curtain">Em cartaz na serra</p>
          <h2
            id="sobre-movie-tour"
            className="mt-2 font-display text-5xl leading-none tracking-wide text-primary"
          >
            Sobre a Movie Tour
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-foreground/85">
            A Movie Tour leva você pelos cenários mais bonitos de Campos do Jordão a bordo de veículos
            temáticos inspirados no cinema. Do centrinho de Capivari aos mirantes da Serra da Mantiqueira,
            cada passeio é uma sessão ao ar livre com roteiro, trilha sonora e guias locais que transformam a
            viagem em história para contar. Reserve online, escolha a data e o ponto de embarque e deixe o
            resto com a gente.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {highlights.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-night text-gold">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-primary">{title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
