import { n, range } from '../kit/core.ts';
import { finish } from '../kit/finish.ts';
import { leafyTree } from '../kit/flora.ts';
import { meadow, ridge, road, water } from '../kit/land.ts';
import { basilica, oldBasilica, sanctuary } from '../kit/landmarks.ts';
import { person } from '../kit/props.ts';
import { moods } from '../kit/sky.ts';
import { place, sedan } from '../kit/vehicles.ts';
import { backdrop } from './common.ts';
import type { Scene } from './types.ts';

const m = moods.day;

/** The sanctuary's dome and tower over its esplanade. */
const esplanade: Scene = (c) => {
  const ground = c.y(0.76);
  return [
    backdrop(c, m, { sun: [0.15, 0.14], clouds: 4, horizon: 0.66, layers: 3, amp: 0.12 }),
    sanctuary(c.x(0.22), ground, c.x(0.42)),
    `<rect y="${ground}" width="${c.w}" height="${c.h - ground}" fill="${c.linear([
      [0, '#d9cdb8'],
      [1, '#a89a84'],
    ])}"/>`,
    range(12)
      .map(
        (i) =>
          `<path d="M${n(c.x(0.5))},${ground} L${n(c.x(-0.6 + i * 0.2))},${c.h}" stroke="#b8ab94" stroke-width="${n(3 * c.u)}"/>`,
      )
      .join(''),
    range(7)
      .map((i) =>
        person(
          c.x(0.12 + i * 0.13 + c.r(-0.03, 0.03)),
          c.y(0.9 + (i % 3) * 0.03),
          c.r(120, 170) * c.u,
          ['#3a6fb0', '#f2b53a', '#fbf8f3', '#a8322a'][i % 4]!,
          ['#e9b48f', '#8a5a3c', '#c68c63'][i % 3]!,
          '#2a1a12',
        ),
      )
      .join(''),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The Passarela da Fé: a long raised walkway on arches between the two basilicas. */
const passarela: Scene = (c) => {
  const gm = moods.golden;
  const deck = (t: number) => c.y(0.5) + t * c.y(0.08);
  const arches = range(9)
    .map((i) => {
      const x0 = c.x(-0.05 + i * 0.12);
      const x1 = x0 + c.x(0.12);
      const y = deck(i / 9);
      return `<path d="M${n(x0)},${n(y)} H${n(x1)} V${c.h} H${n(x1 - 16 * c.u)} V${n(y + 110 * c.u)} Q${n((x0 + x1) / 2)},${n(y + 20 * c.u)} ${n(x0 + 16 * c.u)},${n(y + 110 * c.u)} V${c.h} H${n(x0)} Z" fill="#e9dcc4"/>`;
    })
    .join('');
  return [
    backdrop(c, gm, { sun: [0.82, 0.3], sunSize: 50, streaks: 5, horizon: 0.6, layers: 3, near: '#6a5a4a' }),
    place(c.x(0.7), c.y(0.6), c.x(0.22), basilica()),
    place(c.x(0.02), c.y(0.58), c.x(0.2), oldBasilica()),
    meadow(c, c.y(0.8), c.y(0.04), '#8a8a4a', gm),
    arches,
    `<path d="M${c.x(-0.05)},${n(deck(0) - 60 * c.u)} L${c.x(1.05)},${n(deck(1) - 60 * c.u)}" stroke="#c9a227" stroke-width="${n(8 * c.u)}"/>`,
    range(14)
      .map(
        (i) =>
          `<rect x="${n(c.x(i / 13))}" y="${n(deck(i / 13) - 60 * c.u)}" width="${n(5 * c.u)}" height="${n(60 * c.u)}" fill="#c9a227"/>`,
      )
      .join(''),
    range(5)
      .map((i) =>
        person(
          c.x(0.2 + i * 0.15),
          deck(0.2 + i * 0.15),
          c.r(90, 120) * c.u,
          ['#3a6fb0', '#a8322a', '#fbf8f3'][i % 3]!,
          '#c68c63',
          '#2a1a12',
        ),
      )
      .join(''),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The old basilica on its hilltop square, with palms and steps. */
const oldChurch: Scene = (c) => {
  const ground = c.y(0.64);
  const palm = (x: number, s: number) =>
    `<path d="M${n(x)},${n(ground + 40 * c.u)} q${n(10 * s)},${n(-150 * s)} ${n(-6 * s)},${n(-300 * s)}" stroke="#6b5a44" stroke-width="${n(14 * s)}" fill="none"/>${range(
      7,
    )
      .map(
        (i) =>
          `<path d="M${n(x - 6 * s)},${n(ground + 40 * c.u - 300 * s)} q${n(Math.cos(i) * 80 * s)},${n(-40 * s)} ${n(Math.cos(i * 0.9) * 150 * s)},${n(40 * s + (i % 3) * 30 * s)}" stroke="#3f7a3a" stroke-width="${n(14 * s)}" fill="none" stroke-linecap="round"/>`,
      )
      .join('')}`;
  return [
    backdrop(c, moods.morning, { sun: [0.8, 0.2], clouds: 3, horizon: 0.6, layers: 3 }),
    place(c.x(0.32), ground, c.x(0.36), oldBasilica()),
    `<rect y="${ground}" width="${c.w}" height="${c.h - ground}" fill="#cfc3ac"/>`,
    range(7)
      .map(
        (i) =>
          `<rect x="${n(c.x(0.5) - (200 + i * 60) * c.u)}" y="${n(ground + i * 44 * c.u)}" width="${n((400 + i * 120) * c.u)}" height="${n(44 * c.u)}" fill="${i % 2 ? '#e0d6c2' : '#d2c6ae'}"/>`,
      )
      .join(''),
    palm(c.x(0.16), 1.2 * c.u),
    palm(c.x(0.84), 1.3 * c.u),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** The Paraíba do Sul riverfront with boats, the sanctuary across the water. */
const riverfront: Scene = (c) => {
  const shore = c.y(0.58);
  const far = sanctuary(c.x(0.52), shore - 6 * c.u, c.x(0.24));
  const boat = (x: number, y: number, s: number, col: string) =>
    `<path d="M${n(x)},${n(y)} h${n(200 * s)} l${n(-30 * s)},${n(40 * s)} h${n(-150 * s)} Z" fill="${col}"/><rect x="${n(x + 60 * s)}" y="${n(y - 50 * s)}" width="${n(80 * s)}" height="${n(50 * s)}" fill="#fbf8f3"/>`;
  return [
    backdrop(c, moods.afternoon, { sun: [0.25, 0.2], clouds: 4, horizon: 0.54, layers: 3, amp: 0.12 }),
    `<rect y="${c.y(0.52)}" width="${c.w}" height="${c.y(0.07)}" fill="#5a8a44"/>`,
    range(8)
      .map((i) => leafyTree(c, c.x(0.04 + i * 0.06), shore, c.r(70, 110) * c.u, '#3f7a3a'))
      .join(''),
    far,
    water(c, `M0,${shore} H${c.w} V${c.y(0.88)} H0 Z`, moods.afternoon, shore, c.y(0.88), far),
    boat(c.x(0.2), c.y(0.72), 1.3 * c.u, '#a8322a'),
    boat(c.x(0.62), c.y(0.66), 0.9 * c.u, '#3a6fb0'),
    `<rect y="${c.y(0.88)}" width="${c.w}" height="${c.y(0.12)}" fill="#b8ab94"/><path d="${range(20)
      .map((i) => `M${n(c.x(i / 19))},${c.y(0.88)}v${n(-50 * c.u)}`)
      .join('')}M0,${n(c.y(0.88) - 44 * c.u)}H${c.w}" stroke="#3a3a44" stroke-width="${n(5 * c.u)}"/>`,
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The road winding down the Serra into the Paraíba valley. */
const descent: Scene = (c) =>
  [
    backdrop(c, m, { sun: [0.75, 0.16], clouds: 4, horizon: 0.5, layers: 4, amp: 0.1, near: '#6a8a9a' }),
    `<rect y="${c.y(0.5)}" width="${c.w}" height="${c.y(0.5)}" fill="#8aaa6a"/>`,
    ridge(c, { base: c.y(0.82), amp: c.y(0.36), waves: 0.7, rough: 0.1, fill: '#4a7a3a' }),
    road(
      c,
      [
        [c.x(0.9), c.h * 1.02],
        [c.x(0.55), c.y(0.86)],
        [c.x(0.8), c.y(0.74)],
        [c.x(0.45), c.y(0.66)],
        [c.x(0.62), c.y(0.56)],
        [c.x(0.4), c.y(0.52)],
      ],
      c.x(0.3),
      8 * c.u,
      '#5a5560',
      '#f2b53a',
    ),
    place(c.x(0.54), c.y(0.75), c.x(0.09), sedan()),
    range(8)
      .map((i) =>
        leafyTree(c, c.x(0.05 + i * 0.05), c.y(0.9 + (i % 2) * 0.04), c.r(140, 200) * c.u, '#2f5a2a'),
      )
      .join(''),
    finish(c, { leak: 'left' }),
  ].join('');

/** The per-car service: a dark sedan at the roadside, the sanctuary in the distance. */
const car: Scene = (c) => {
  const ground = c.y(0.88);
  return [
    backdrop(c, moods.golden, {
      sun: [0.78, 0.34],
      sunSize: 50,
      streaks: 4,
      horizon: 0.62,
      layers: 3,
      amp: 0.1,
      near: '#7a6a5a',
    }),
    sanctuary(c.x(0.6), c.y(0.66), c.x(0.16)),
    meadow(c, c.y(0.7), c.y(0.04), '#9a9a4a', moods.golden),
    `<rect y="${c.y(0.78)}" width="${c.w}" height="${c.y(0.22)}" fill="#4a4550"/><path d="M0,${c.y(0.83)}H${c.w}" stroke="#f2b53a" stroke-width="${n(6 * c.u)}" stroke-dasharray="${n(40 * c.u)} ${n(30 * c.u)}"/>`,
    place(c.x(0.12), ground, c.x(0.62), sedan()),
    finish(c, { leak: 'right' }),
  ].join('');
};

export const turismoAparecida: Scene[] = [esplanade, passarela, oldChurch, riverfront, descent, car];
