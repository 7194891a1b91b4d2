import { formatBRL } from '@/domain/money';

const ticket =
  'M24 0H576a24 24 0 0 0 24 24V126a24 24 0 0 0 0 48V276a24 24 0 0 0-24 24H24A24 24 0 0 0 0 276V174a24 24 0 0 0 0-48V24A24 24 0 0 0 24 0Z';

/**
 * The card's own artwork: a cinema ticket in the shop's night blue, marquee gold and curtain red, with its marquee
 * lights, the words 'Vale-presente' and the amount. Scales with its width; the small print sits beside it in HTML so
 * it stays legible at 360 px.
 */
export function GiftCardArtwork({ valor, title }: { valor: number | null; title?: string }) {
  const bulbs = Array.from({ length: 15 }, (_, i) => 40 + i * 37);
  return (
    <svg
      viewBox="0 0 600 300"
      role="img"
      aria-label={title ?? `Vale-presente Movie Tour de ${valor ? formatBRL(valor) : 'valor a escolher'}`}
      className="block h-auto w-full"
    >
      <defs>
        <linearGradient id="gift-card-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a2545" />
          <stop offset="1" stopColor="#120f21" />
        </linearGradient>
        <radialGradient id="gift-card-spot" cx="0.5" cy="0" r="0.8">
          <stop offset="0" stopColor="#f2b53a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f2b53a" stopOpacity="0" />
        </radialGradient>
      </defs>
      {/* The ticket: notched at both sides like a cinema stub. */}
      <path d={ticket} fill="url(#gift-card-screen)" />
      <path d={ticket} fill="url(#gift-card-spot)" />
      <rect x="18" y="18" width="564" height="264" rx="14" fill="none" stroke="#f2b53a" strokeWidth="3" />
      {bulbs.map((x) => (
        <g key={x}>
          <circle cx={x} cy="34" r="5" fill="#f2b53a" />
          <circle cx={x} cy="266" r="5" fill="#f2b53a" />
        </g>
      ))}
      {/* A film strip along the left edge. */}
      <g fill="#a8322a">
        <rect x="44" y="62" width="34" height="176" rx="4" />
      </g>
      <g fill="#120f21">
        {[72, 104, 136, 168, 200].map((y) => (
          <rect key={y} x="52" y={y} width="18" height="18" rx="3" />
        ))}
      </g>
      <text
        x="330"
        y="92"
        textAnchor="middle"
        fill="#f2b53a"
        fontFamily="'Bebas Neue', Impact, sans-serif"
        fontSize="30"
        letterSpacing="6"
      >
        MOVIE TOUR · CAMPOS DO JORDÃO
      </text>
      <text
        x="330"
        y="150"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="'Bebas Neue', Impact, sans-serif"
        fontSize="64"
        letterSpacing="4"
      >
        VALE-PRESENTE
      </text>
      <text
        x="330"
        y="228"
        textAnchor="middle"
        fill="#f2b53a"
        fontFamily="'Bebas Neue', Impact, sans-serif"
        fontSize="72"
        letterSpacing="2"
      >
        {valor ? formatBRL(valor) : 'R$ —'}
      </text>
    </svg>
  );
}
