import { mix, n, range } from '../kit/core.ts';
import { finish } from '../kit/finish.ts';
import { araucaria, conifer, flowerBush, grass, hydrangea } from '../kit/flora.ts';
import { meadow } from '../kit/land.ts';
import { chapel, museum, tram } from '../kit/landmarks.ts';
import { chalet } from '../kit/chalet.ts';
import { painting, person } from '../kit/props.ts';
import { moods } from '../kit/sky.ts';
import { place } from '../kit/vehicles.ts';
import { backdrop } from './common.ts';
import type { Scene } from './types.ts';

const m = moods.day;

/** Bronze and granite abstract forms in the style of the sculpture park. */
function sculpture(x: number, ground: number, s: number, kind: number, color: string): string {
  const shapes = [
    `M${x},${ground} C${x - s},${ground - s * 1.6} ${x + s * 0.9},${ground - s * 2.2} ${x + s * 0.2},${ground - s * 3} C${x + s * 1.3},${ground - s * 1.8} ${x + s * 0.6},${ground - s} ${x + s * 0.7},${ground} Z`,
    `M${x - s * 0.5},${ground} L${x - s * 0.3},${ground - s * 2.4} Q${x + s * 0.3},${ground - s * 3.2} ${x + s * 0.6},${ground - s * 2.2} Q${x},${ground - s * 1.8} ${x + s * 0.3},${ground} Z`,
    `M${x - s},${ground} Q${x - s},${ground - s * 1.4} ${x},${ground - s * 1.5} Q${x + s},${ground - s * 1.4} ${x + s},${ground} L${x + s * 0.5},${ground} Q${x + s * 0.5},${ground - s * 0.9} ${x},${ground - s * 0.9} Q${x - s * 0.5},${ground - s * 0.9} ${x - s * 0.5},${ground} Z`,
  ];
  return `<rect x="${n(x - s * 0.6)}" y="${n(ground - s * 0.12)}" width="${n(s * 1.4)}" height="${n(s * 0.12)}" fill="#b5ad9e"/><path d="${shapes[kind % 3]}" fill="${color}"/><path d="${shapes[kind % 3]}" fill="#ffffff" opacity=".12" transform="translate(${n(-s * 0.08)} 0)"/>`;
}

const museumScene: Scene = (c) => {
  const ground = c.y(0.74);
  return [
    backdrop(c, m, { sun: [0.12, 0.16], clouds: 4, horizon: 0.6, pines: 10 }),
    meadow(c, c.y(0.7), c.y(0.03), m.grass, m),
    araucaria(c, c.x(0.1), ground, 520 * c.u, m.shade),
    araucaria(c, c.x(0.93), ground, 480 * c.u, m.shade),
    place(c.x(0.2), ground, c.x(0.6), museum()),
    `<rect y="${n(ground + 36 * c.u)}" width="${c.w}" height="${n(c.h - ground)}" fill="#cfc5b2"/>`,
    sculpture(c.x(0.5), c.y(0.93), 70 * c.u, 0, '#b87333'),
    person(c.x(0.3), c.y(0.95), 150 * c.u, '#a8322a', '#8a5a3c', '#1a1410'),
    person(c.x(0.68), c.y(0.97), 160 * c.u, '#3a6fb0', '#f0c9a8', '#7a4a2e'),
    finish(c, { leak: 'left' }),
  ].join('');
};

const sculpturePark: Scene = (c) =>
  [
    backdrop(c, moods.afternoon, { sun: [0.8, 0.2], clouds: 3, horizon: 0.5, pines: 16 }),
    meadow(c, c.y(0.6), c.y(0.08), moods.afternoon.grass, moods.afternoon, 1.1),
    range(6)
      .map((i) =>
        araucaria(
          c,
          c.x(0.1 + i * 0.17 + c.r(-0.03, 0.03)),
          c.y(0.6) + c.r(0, 30) * c.u,
          c.r(260, 380) * c.u,
          '#24402c',
        ),
      )
      .join(''),
    sculpture(c.x(0.22), c.y(0.82), 90 * c.u, 1, '#2b2b2b'),
    sculpture(c.x(0.5), c.y(0.74), 60 * c.u, 2, '#8a8f98'),
    sculpture(c.x(0.74), c.y(0.9), 120 * c.u, 0, '#b87333'),
    `<path d="M${c.x(0.35)},${c.h} Q${c.x(0.45)},${c.y(0.8)} ${c.x(0.58)},${c.y(0.66)}" stroke="#d8c9a8" stroke-width="${n(50 * c.u)}" fill="none"/>`,
    grass(c, 0, c.w, c.h, 60 * c.u, '#3f6b2e', 80),
    finish(c, { leak: 'right' }),
  ].join('');

/** The auditorium from the stalls: red curtain, a spotlit stage and rows of seats. */
const auditorium: Scene = (c) => {
  const folds = range(24)
    .map(
      (i) =>
        `<rect x="${n(c.x(i / 24))}" y="0" width="${n(c.x(1 / 48))}" height="${c.y(0.72)}" fill="#7a1f1a" opacity=".5"/>`,
    )
    .join('');
  const seats = range(4)
    .map((row) =>
      range(14 - row)
        .map((i) => {
          const s = 1 + row * 0.35;
          const x = c.x(0.5) + (i - (13 - row) / 2) * 110 * c.u * s;
          const y = c.y(0.8 + row * 0.07);
          return `<rect x="${n(x - 44 * c.u * s)}" y="${n(y)}" width="${n(88 * c.u * s)}" height="${n(90 * c.u * s)}" rx="${n(18 * c.u * s)}" fill="${mix('#4a1c18', '#000000', row * 0.15)}"/>`;
        })
        .join(''),
    )
    .join('');
  return [
    `<rect width="${c.w}" height="${c.h}" fill="#1c1830"/>`,
    `<rect x="${c.x(0.08)}" y="${c.y(0.1)}" width="${c.x(0.84)}" height="${c.y(0.62)}" fill="#a8322a"/>`,
    `<g transform="translate(${c.x(0.08)} ${c.y(0.1)}) scale(.84 .86)">${folds}</g>`,
    `<path d="M${c.x(0.08)},${c.y(0.1)} H${c.x(0.92)} V${c.y(0.2)} Q${c.x(0.5)},${c.y(0.3)} ${c.x(0.08)},${c.y(0.2)} Z" fill="#8e2a22"/>`,
    `<path d="M${c.x(0.08)},${c.y(0.1)} H${c.x(0.92)} V${c.y(0.14)} H${c.x(0.08)} Z" fill="#f2b53a"/>`,
    `<ellipse cx="${c.x(0.5)}" cy="${c.y(0.7)}" rx="${c.x(0.2)}" ry="${c.y(0.05)}" fill="#ffe3a0" opacity=".45"/>`,
    `<polygon points="${c.x(0.46)},0 ${c.x(0.54)},0 ${c.x(0.7)},${c.y(0.72)} ${c.x(0.3)},${c.y(0.72)}" fill="#fff4d0" opacity=".14"/>`,
    `<rect x="${c.x(0.04)}" y="${c.y(0.72)}" width="${c.x(0.92)}" height="${c.y(0.05)}" fill="#3b2218"/>`,
    place(
      c.x(0.44),
      c.y(0.7),
      170 * c.u,
      `<path d="M440,0 L500,-260 L560,0 Z M380,-300 H620 V-240 H380 Z" fill="#1c1830"/>`,
    ),
    seats,
    finish(c, { strength: 0.7 }),
  ].join('');
};

const chapelScene: Scene = (c) => {
  const mm = moods.morning;
  const ground = c.y(0.62);
  return [
    backdrop(c, mm, { sun: [0.8, 0.22], clouds: 3, horizon: 0.58, pines: 12 }),
    meadow(c, c.y(0.64), c.y(0.05), mm.grass, mm),
    place(c.x(0.36), ground, c.x(0.28), chapel()),
    araucaria(c, c.x(0.2), ground + 10 * c.u, 460 * c.u, mm.shade),
    araucaria(c, c.x(0.82), ground + 10 * c.u, 400 * c.u, mm.shade),
    range(8)
      .map(
        (i) =>
          `<rect x="${n(c.x(0.5) - (110 + i * 36) * c.u)}" y="${n(ground + i * 40 * c.u)}" width="${n((220 + i * 72) * c.u)}" height="${n(40 * c.u)}" fill="${i % 2 ? '#d9d2c3' : '#c9c2b5'}"/>`,
      )
      .join(''),
    range(4)
      .map((i) =>
        flowerBush(c, c.x(0.12 + i * 0.06), c.y(0.76 + i * 0.07), (90 + i * 40) * c.u, '#2f5a34', hydrangea),
      )
      .join(''),
    range(4)
      .map((i) =>
        flowerBush(c, c.x(0.88 - i * 0.06), c.y(0.76 + i * 0.07), (90 + i * 40) * c.u, '#2f5a34', hydrangea),
      )
      .join(''),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** A gallery room: pale walls, framed landscapes, a bench and warm track lights. */
const gallery: Scene = (c) => {
  const floor = c.y(0.74);
  const hues: [string, string, string][] = [
    ['#f6c7a1', '#454a78', '#ffe3b0'],
    ['#8fc4ea', '#3f7a3a', '#fffbea'],
    ['#3b2a63', '#241a2a', '#ffb55e'],
    ['#f0a04b', '#5d4a3a', '#fff3c8'],
  ];
  return [
    `<rect width="${c.w}" height="${c.h}" fill="#efe9df"/>`,
    `<polygon points="0,0 ${c.x(0.12)},${c.y(0.12)} ${c.x(0.12)},${floor} 0,${c.h}" fill="#e2dacc"/>`,
    `<polygon points="${c.w},0 ${c.x(0.88)},${c.y(0.12)} ${c.x(0.88)},${floor} ${c.w},${c.h}" fill="#e2dacc"/>`,
    `<rect x="0" y="0" width="${c.w}" height="${c.y(0.12)}" fill="#f7f3ec"/>`,
    `<polygon points="0,${c.h} ${c.x(0.12)},${floor} ${c.x(0.88)},${floor} ${c.w},${c.h}" fill="${c.linear([
      [0, '#b88a5a'],
      [1, '#7a5234'],
    ])}"/>`,
    range(9)
      .map(
        (i) =>
          `<path d="M${n(c.x(0.12 + i * 0.095))},${floor} L${n(c.x(-0.3 + i * 0.2))},${c.h}" stroke="#6b4228" stroke-width="${n(2 * c.u)}" opacity=".5"/>`,
      )
      .join(''),
    range(3)
      .map(
        (i) =>
          `<polygon points="${n(c.x(0.25 + i * 0.25))},${c.y(0.12)} ${n(c.x(0.19 + i * 0.25))},${c.y(0.6)} ${n(c.x(0.31 + i * 0.25))},${c.y(0.6)}" fill="#fff4d0" opacity=".28"/><rect x="${n(c.x(0.24 + i * 0.25))}" y="${c.y(0.12)}" width="${n(c.x(0.02))}" height="${n(20 * c.u)}" fill="#1c1830"/>`,
      )
      .join(''),
    painting(c.x(0.17), c.y(0.3), c.x(0.16), c.y(0.24), hues[0]!),
    painting(c.x(0.42), c.y(0.24), c.x(0.16), c.y(0.34), hues[1]!),
    painting(c.x(0.67), c.y(0.3), c.x(0.16), c.y(0.24), hues[2]!),
    `<rect x="${c.x(0.36)}" y="${c.y(0.8)}" width="${c.x(0.28)}" height="${n(26 * c.u)}" fill="#1c1830"/><rect x="${c.x(0.38)}" y="${c.y(0.8)}" width="${n(16 * c.u)}" height="${n(90 * c.u)}" fill="#1c1830"/><rect x="${n(c.x(0.62) - 16 * c.u)}" y="${c.y(0.8)}" width="${n(16 * c.u)}" height="${n(90 * c.u)}" fill="#1c1830"/>`,
    person(c.x(0.7), c.y(0.93), 300 * c.u, '#f2b53a', '#5e3b28', '#1a1410'),
    finish(c, { strength: 0.35 }),
  ].join('');
};

/** Emílio Ribas station: the half-timbered platform with the blue mountain tram. */
const station: Scene = (c) => {
  const platform = c.y(0.76);
  const mm = moods.afternoon;
  return [
    backdrop(c, mm, { sun: [0.85, 0.2], clouds: 3, horizon: 0.56, pines: 14 }),
    meadow(c, c.y(0.62), c.y(0.04), mm.grass, mm),
    conifer(c.x(0.04), c.y(0.64), 260 * c.u, '#24502c'),
    chalet(c.x(0.06), c.y(0.7), c.x(0.26), {
      wall: '#f4ead8',
      roof: '#2f5d3a',
      timber: '#4a2f22',
      shutter: '#8e2f25',
      stories: 2,
      stone: true,
      lit: false,
    }),
    `<rect x="${c.x(0.3)}" y="${c.y(0.45)}" width="${c.x(0.7)}" height="${n(24 * c.u)}" fill="#6b4228"/>${range(
      5,
    )
      .map(
        (i) =>
          `<rect x="${n(c.x(0.34 + i * 0.16))}" y="${c.y(0.45)}" width="${n(12 * c.u)}" height="${c.y(0.31)}" fill="#4a2f22"/>`,
      )
      .join('')}`,
    `<circle cx="${c.x(0.5)}" cy="${c.y(0.52)}" r="${n(26 * c.u)}" fill="#fbf8f3" stroke="#1c1830" stroke-width="${n(5 * c.u)}"/><path d="M${c.x(0.5)},${c.y(0.52)}v${n(-16 * c.u)}M${c.x(0.5)},${c.y(0.52)}h${n(12 * c.u)}" stroke="#1c1830" stroke-width="${n(4 * c.u)}"/>`,
    place(c.x(0.36), c.y(0.82), c.x(0.58), tram()),
    `<rect y="${n(c.y(0.82))}" width="${c.w}" height="${n(c.h - c.y(0.82))}" fill="#7a6a5a"/>`,
    `<path d="M0,${n(c.y(0.86))}H${c.w}M0,${n(c.y(0.94))}H${c.w}" stroke="#3a3a3a" stroke-width="${n(8 * c.u)}"/>`,
    `<rect x="0" y="${platform}" width="${c.x(0.3)}" height="${n(c.y(0.06))}" fill="#c9c2b5"/>`,
    finish(c, { leak: 'right' }),
  ].join('');
};

export const cityTourCultural: Scene[] = [
  museumScene,
  sculpturePark,
  auditorium,
  chapelScene,
  gallery,
  station,
];
