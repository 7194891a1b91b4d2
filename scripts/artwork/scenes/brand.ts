import { type Canvas, n, range } from '../kit/core.ts';
import { chaletRow } from '../kit/chalet.ts';
import { filmStrip, finish } from '../kit/finish.ts';
import { araucaria } from '../kit/flora.ts';
import { meadow, road } from '../kit/land.ts';
import { word, wordWidth } from '../kit/lettering.ts';
import { moods } from '../kit/sky.ts';
import { jardineira, place } from '../kit/vehicles.ts';
import { backdrop } from './common.ts';

/** The mark on a 48-unit square: a gold film reel whose lower half is the mountain skyline. */
function mark(x: number, y: number, s: number): string {
  const holes = range(5)
    .map((i) => {
      const a = -Math.PI / 2 + ((i - 2) * Math.PI) / 5.2;
      return `<circle cx="${n(24 + Math.cos(a) * 13)}" cy="${n(24 + Math.sin(a) * 13)}" r="3.4" fill="#1c1830"/>`;
    })
    .join('');
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">
    <circle cx="24" cy="24" r="23" fill="#f2b53a"/>
    <circle cx="24" cy="24" r="19.5" fill="#1c1830"/>
    <circle cx="24" cy="24" r="17" fill="#f2b53a"/>
    ${holes}
    <circle cx="24" cy="24" r="2.6" fill="#1c1830"/>
    <path d="M7.6,31 L15,22.5 L20,27.5 L28,18 L40.4,31 A17,17 0 0 1 7.6,31 Z" fill="#1c1830"/>
    <path d="M28,18 L31.2,21.4 L28,21 L25.4,23.6 Z" fill="#fbf8f3"/>
  </g>`;
}

/** The logo for the night-blue top bar: mark plus the "MOVIE TOUR" word mark drawn as paths. */
export function logoSvg(): string {
  const cap = 20;
  const weight = 2.8;
  const wordW = (wordWidth('MOVIE TOUR') + weight) * (cap / (16 + weight));
  const width = Math.ceil(48 + 10 + wordW + 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="Movie Tour">
  <title>Movie Tour</title>
  ${mark(0, 0, 1)}
  ${word('MOVIE TOUR', 58, 14, cap, '#fbf8f3', weight)}
  <rect x="58" y="39" width="${n(wordW)}" height="2.4" fill="#f2b53a"/>
</svg>
`;
}

/** Social preview card: golden-hour scene with the Jardineira, the brand on a night-blue panel. */
export function ogScene(c: Canvas): string {
  const g = moods.golden;
  const panel = c.linear(
    [
      [0, '#1c1830', 0.97],
      [0.78, '#1c1830', 0.9],
      [1, '#1c1830', 0],
    ],
    [0, 0, 1, 0],
  );
  const title = 96;
  const bulbs = range(16)
    .map(
      (i) =>
        `<circle cx="${n(70 + i * 32)}" cy="168" r="5" fill="#fff1b8"/><circle cx="${n(70 + i * 32)}" cy="330" r="5" fill="#fff1b8"/>`,
    )
    .join('');
  return [
    backdrop(c, g, {
      sun: [0.78, 0.36],
      sunSize: 34,
      streaks: 5,
      horizon: 0.6,
      layers: 4,
      near: '#6a4a3a',
      pines: 10,
    }),
    meadow(c, c.y(0.64), c.y(0.04), '#8a7a3a', g),
    chaletRow(c, c.x(0.52), c.w, c.y(0.68), 48, true),
    road(
      c,
      [
        [c.x(0.3), c.y(1.05)],
        [c.x(0.7), c.y(0.9)],
        [c.x(1.05), c.y(0.84)],
      ],
      c.y(0.2),
      c.y(0.08),
      '#4a4046',
      '#f2b53a',
    ),
    place(c.x(0.55), c.y(0.93), c.x(0.36), jardineira({ lit: true })),
    araucaria(c, c.x(0.96), c.y(1.0), 420, '#2a1e1a'),
    `<rect width="${c.x(0.62)}" height="${c.h}" fill="${panel}"/>`,
    bulbs,
    mark(70, 200, 2),
    word('MOVIE', 180, 196, title * 0.45, '#f2b53a', 3),
    word('TOUR', 180, 252, title * 0.45, '#f2b53a', 3),
    `<text x="70" y="400" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#fbf8f3">Passeios em Campos do Jordão</text>`,
    `<text x="70" y="450" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="26" fill="#f2b53a">Tours temáticos em veículos de cinema</text>`,
    filmStrip(c, 26),
    finish(c, { strength: 0.35 }),
  ].join('');
}
