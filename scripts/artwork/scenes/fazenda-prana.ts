import { mix, n, range } from '../kit/core.ts';
import { finish, rays } from '../kit/finish.ts';
import { araucaria, grass, leafyTree } from '../kit/flora.ts';
import { meadow, ridge } from '../kit/land.ts';
import { fence, horse, person, stringLights } from '../kit/props.ts';
import { moods } from '../kit/sky.ts';
import { backdrop } from './common.ts';
import type { Scene } from './types.ts';

const m = moods.sunset;
const g = moods.golden;

function farmhouse(x: number, ground: number, w: number, lit: boolean): string {
  const h = w * 0.45;
  const glass = lit ? '#ffcf6a' : '#f6d9a0';
  return `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" fill="#efe1c6"/><polygon points="${n(x - w * 0.06)},${n(ground - h)} ${n(x + w * 0.5)},${n(ground - h - w * 0.3)} ${n(x + w * 1.06)},${n(ground - h)}" fill="#7a2e24"/><rect x="${n(x)}" y="${n(ground - h * 0.12)}" width="${n(w)}" height="${n(h * 0.12)}" fill="#8a5a3a"/>${range(
    3,
  )
    .map(
      (i) =>
        `<rect x="${n(x + w * (0.12 + i * 0.3))}" y="${n(ground - h * 0.75)}" width="${n(w * 0.14)}" height="${n(h * 0.4)}" fill="${glass}"/>`,
    )
    .join('')}`;
}

/** The farm at golden hour: valley, sun low over the ranges, the farmhouse and fence. */
const goldenFarm: Scene = (c) => {
  const ground = c.y(0.72);
  return [
    backdrop(c, g, {
      sun: [0.62, 0.5],
      sunSize: 60,
      streaks: 6,
      horizon: 0.64,
      layers: 5,
      near: '#6a4a3a',
      pines: 8,
    }),
    rays(c, c.x(0.62), c.y(0.5), '#fff3c8', 9, 0.12, [1.05, 1.95]),
    meadow(c, c.y(0.74), c.y(0.06), '#a08a3a', g),
    farmhouse(c.x(0.08), ground, c.x(0.24), true),
    araucaria(c, c.x(0.36), ground + 10 * c.u, 420 * c.u, g.shade),
    fence(c, c.x(0.3), c.x(1.02), c.y(0.9), c.y(0.8), 60 * c.u, '#4a3226', 12),
    grass(c, 0, c.w, c.h, 90 * c.u, '#5a4a22', 120),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** Horses grazing against the sunset. */
const horses: Scene = (c) => {
  const ground = c.y(0.8);
  return [
    backdrop(c, m, {
      sun: [0.5, 0.5],
      sunSize: 70,
      streaks: 8,
      horizon: 0.84,
      layers: 4,
      amp: 0.3,
      near: '#7a4a5a',
    }),
    ridge(c, { base: ground + 30 * c.u, amp: c.y(0.03), waves: 1, rough: 0, fill: m.shade }),
    horse(c.x(0.28), ground + 4 * c.u, 340 * c.u, m.shade),
    horse(c.x(0.6), ground - 6 * c.u, 280 * c.u, m.shade, true),
    fence(c, c.x(-0.02), c.x(1.02), c.y(0.86), c.y(0.84), 80 * c.u, m.shade, 9),
    araucaria(c, c.x(0.88), ground, 440 * c.u, m.shade),
    grass(c, 0, c.w, c.h, 100 * c.u, '#120e18', 140),
    finish(c),
  ].join('');
};

/** The wooden deck over the valley, friends watching the sun go down. */
const deck: Scene = (c) => {
  const deckY = c.y(0.78);
  const rail = range(16)
    .map(
      (i) =>
        `<rect x="${n(c.x(i / 15) - 5 * c.u)}" y="${n(deckY - 110 * c.u)}" width="${n(10 * c.u)}" height="${n(110 * c.u)}" fill="#3a2418"/>`,
    )
    .join('');
  return [
    backdrop(c, m, { sun: [0.7, 0.52], sunSize: 56, streaks: 7, horizon: 0.7, layers: 5, near: '#3a2a3a' }),
    `<rect y="${deckY}" width="${c.w}" height="${c.h - deckY}" fill="${c.linear([
      [0, '#8a5a3a'],
      [1, '#4a2f22'],
    ])}"/>`,
    range(8)
      .map(
        (i) =>
          `<path d="M0,${n(deckY + i * 30 * c.u * (1 + i * 0.3))}H${c.w}" stroke="#3a2418" stroke-width="${n(3 * c.u)}" opacity=".6"/>`,
      )
      .join(''),
    person(c.x(0.34), deckY - 40 * c.u, 200 * c.u, '#2a2030', '#3a2a2a', '#120e18'),
    person(c.x(0.42), deckY - 40 * c.u, 190 * c.u, '#2a2030', '#3a2a2a', '#120e18'),
    rail,
    `<rect y="${n(deckY - 120 * c.u)}" width="${c.w}" height="${n(16 * c.u)}" fill="#4a2f22"/>`,
    person(c.x(0.6), deckY + 60 * c.u, 300 * c.u, '#a8322a', '#c68c63', '#3a2218'),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** The sunset itself: bands of cloud, ranges fading to violet, a lone araucaria. */
const sky: Scene = (c) =>
  [
    backdrop(c, m, { sun: [0.4, 0.62], sunSize: 80, streaks: 14, horizon: 0.74, layers: 6, near: '#2a1e30' }),
    rays(c, c.x(0.4), c.y(0.62), '#ffe08a', 11, 0.1, [1.05, 1.95]),
    araucaria(c, c.x(0.78), c.y(0.82), 560 * c.u, '#140f1a'),
    ridge(c, { base: c.y(0.92), amp: c.y(0.14), waves: 0.8, rough: 0.1, fill: '#140f1a' }),
    finish(c),
  ].join('');

/** The cafe terrace at dusk under strings of warm lights. */
const cafe: Scene = (c) => {
  const d = moods.dusk;
  const floor = c.y(0.74);
  const table = (x: number, s: number) =>
    `<ellipse cx="${n(x)}" cy="${n(floor + 60 * s)}" rx="${n(90 * s)}" ry="${n(18 * s)}" fill="#6b4228"/><rect x="${n(x - 6 * s)}" y="${n(floor + 60 * s)}" width="${n(12 * s)}" height="${n(110 * s)}" fill="#3a2418"/><circle cx="${n(x)}" cy="${n(floor + 40 * s)}" r="${n(10 * s)}" fill="#ffcf6a"/><circle cx="${n(x)}" cy="${n(floor + 40 * s)}" r="${n(40 * s)}" fill="#ffcf6a" opacity=".2"/>`;
  return [
    backdrop(c, d, { sun: [0.8, 0.6], sunSize: 40, stars: 60, streaks: 4, horizon: 0.66, layers: 4 }),
    farmhouse(c.x(-0.04), floor, c.x(0.36), true),
    `<rect y="${floor}" width="${c.w}" height="${c.h - floor}" fill="${c.linear([
      [0, '#4a3a3a'],
      [1, '#1c1520'],
    ])}"/>`,
    stringLights(
      c,
      [
        [0, c.y(0.2)],
        [c.x(0.35), c.y(0.3)],
        [c.x(0.7), c.y(0.22)],
        [c.w, c.y(0.32)],
      ],
      40 * c.u,
      10,
    ),
    stringLights(
      c,
      [
        [c.x(0.1), c.y(0.42)],
        [c.x(0.55), c.y(0.4)],
        [c.w, c.y(0.46)],
      ],
      30 * c.u,
      10,
    ),
    table(c.x(0.45), 1 * c.u),
    table(c.x(0.78), 1.4 * c.u),
    table(c.x(0.2), 1.8 * c.u),
    finish(c, { strength: 0.6 }),
  ].join('');
};

/** A picnic on the lawn: checked blanket, basket, wine and the sunset beyond. */
const picnic: Scene = (c) => {
  const blanket = c.id('p');
  c.defs.push(
    `<pattern id="${blanket}" width="${n(60 * c.u)}" height="${n(60 * c.u)}" patternUnits="userSpaceOnUse"><rect width="${n(60 * c.u)}" height="${n(60 * c.u)}" fill="#fbf8f3"/><rect width="${n(30 * c.u)}" height="${n(60 * c.u)}" fill="#a8322a" opacity=".8"/><rect width="${n(60 * c.u)}" height="${n(30 * c.u)}" fill="#a8322a" opacity=".6"/></pattern>`,
  );
  return [
    backdrop(c, g, {
      sun: [0.8, 0.5],
      sunSize: 60,
      streaks: 6,
      horizon: 0.62,
      layers: 5,
      near: '#6a4a3a',
      pines: 6,
    }),
    meadow(c, c.y(0.66), c.y(0.05), '#a08a3a', g),
    leafyTree(c, c.x(0.14), c.y(0.72), 460 * c.u, '#5a6a2a'),
    `<polygon points="${c.x(0.3)},${c.y(0.8)} ${c.x(0.78)},${c.y(0.76)} ${c.x(0.92)},${c.y(0.96)} ${c.x(0.2)},${c.y(1.02)}" fill="url(#${blanket})"/>`,
    `<path d="M${c.x(0.36)},${c.y(0.86)} h${n(160 * c.u)} l${n(-16 * c.u)},${n(100 * c.u)} h${n(-128 * c.u)} Z" fill="#b8863a"/><path d="M${n(c.x(0.36) + 20 * c.u)},${c.y(0.86)} q${n(60 * c.u)},${n(-110 * c.u)} ${n(120 * c.u)},0" stroke="#8a5a2a" stroke-width="${n(10 * c.u)}" fill="none"/>`,
    `<rect x="${c.x(0.6)}" y="${c.y(0.7)}" width="${n(36 * c.u)}" height="${n(130 * c.u)}" rx="${n(10 * c.u)}" fill="#3a1a2a"/><rect x="${n(c.x(0.6) + 10 * c.u)}" y="${c.y(0.66)}" width="${n(16 * c.u)}" height="${n(50 * c.u)}" fill="#3a1a2a"/><rect x="${c.x(0.6)}" y="${c.y(0.76)}" width="${n(36 * c.u)}" height="${n(40 * c.u)}" fill="#f2b53a"/>`,
    range(2)
      .map(
        (i) =>
          `<path d="M${n(c.x(0.67 + i * 0.05))},${c.y(0.74)} h${n(40 * c.u)} q0,${n(50 * c.u)} ${n(-20 * c.u)},${n(50 * c.u)} q${n(-20 * c.u)},0 ${n(-20 * c.u)},${n(-50 * c.u)} Z" fill="#fbf8f3" opacity=".8"/><path d="M${n(c.x(0.67 + i * 0.05) + 20 * c.u)},${n(c.y(0.74) + 50 * c.u)} v${n(50 * c.u)}" stroke="#fbf8f3" stroke-width="${n(4 * c.u)}"/>`,
      )
      .join(''),
    range(3)
      .map(
        (i) =>
          `<circle cx="${n(c.x(0.5 + i * 0.03))}" cy="${n(c.y(0.9))}" r="${n(16 * c.u)}" fill="${mix('#7a2a5a', '#a8322a', i / 2)}"/>`,
      )
      .join(''),
    grass(c, 0, c.w, c.h, 70 * c.u, '#6a5a22', 90),
    finish(c, { leak: 'right' }),
  ].join('');
};

export const fazendaPrana: Scene[] = [goldenFarm, horses, deck, sky, cafe, picnic];
