import { mix, n, range } from '../kit/core.ts';
import { finish, rays } from '../kit/finish.ts';
import {
  araucaria,
  blossoms,
  conifer,
  flowerBush,
  flowerField,
  grass,
  hydrangea,
  leafyTree,
} from '../kit/flora.ts';
import { meadow, ridge, water } from '../kit/land.ts';
import { moods } from '../kit/sky.ts';
import { backdrop } from './common.ts';
import type { Scene } from './types.ts';

const m = moods.afternoon;

/** Curved flower bands across a hillside: the terraced themed gardens. */
const terraces: Scene = (c) => {
  const bands = ['#e86a92', '#f2b53a', '#b85cc4', '#fbf3e4', '#d94c4c', '#6f8fe0', '#ff9f5a'];
  const beds = bands
    .map((col, i) => {
      const y = c.y(0.66 + i * 0.05);
      const w = (14 + i * 6) * c.u;
      return `<path d="M${-50},${n(y + 40 * c.u)} C${c.x(0.3)},${n(y - 50 * c.u)} ${c.x(0.6)},${n(y + 60 * c.u)} ${c.w + 50},${n(y - 10 * c.u)}" stroke="${col}" stroke-width="${n(w)}" fill="none" stroke-linecap="round"/><path d="M${-50},${n(y + 40 * c.u + w * 0.9)} C${c.x(0.3)},${n(y - 50 * c.u + w * 0.9)} ${c.x(0.6)},${n(y + 60 * c.u + w * 0.9)} ${c.w + 50},${n(y - 10 * c.u + w * 0.9)}" stroke="${mix(m.grass, m.light, 0.2)}" stroke-width="${n(w * 0.7)}" fill="none"/>`;
    })
    .join('');
  return [
    backdrop(c, m, { sun: [0.82, 0.22], clouds: 3, horizon: 0.56, pines: 12 }),
    meadow(c, c.y(0.66), c.y(0.06), m.grass, m),
    range(9)
      .map((i) =>
        conifer(
          c.x(0.05 + i * 0.11),
          c.y(0.64) + c.r(0, 20) * c.u,
          c.r(90, 150) * c.u,
          mix(m.shade, m.grass, 0.3),
        ),
      )
      .join(''),
    beds,
    leafyTree(c, c.x(0.9), c.y(0.8), 260 * c.u, '#3f7a3a'),
    flowerBush(c, c.x(0.08), c.h, 200 * c.u, '#2f5a34', hydrangea),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The English garden: a gravel walk between borders to a white gazebo. */
const english: Scene = (c) => {
  const ground = c.y(0.62);
  const gx = c.x(0.5);
  const gazebo = `<rect x="${n(gx - 90 * c.u)}" y="${n(ground - 20 * c.u)}" width="${n(180 * c.u)}" height="${n(20 * c.u)}" fill="#e9e4da"/>${range(
    4,
  )
    .map(
      (i) =>
        `<rect x="${n(gx - 80 * c.u + i * 52 * c.u)}" y="${n(ground - 170 * c.u)}" width="${n(10 * c.u)}" height="${n(150 * c.u)}" fill="#fbf8f3"/>`,
    )
    .join(
      '',
    )}<path d="M${n(gx - 110 * c.u)},${n(ground - 165 * c.u)} Q${n(gx)},${n(ground - 300 * c.u)} ${n(gx + 110 * c.u)},${n(ground - 165 * c.u)} Z" fill="#fbf8f3"/><circle cx="${n(gx)}" cy="${n(ground - 240 * c.u)}" r="${n(10 * c.u)}" fill="#c9a227"/>`;
  const topiary = (x: number, y: number, s: number) =>
    `<rect x="${n(x - 4 * s)}" y="${n(y - 30 * s)}" width="${n(8 * s)}" height="${n(30 * s)}" fill="#5a3a26"/><circle cx="${n(x)}" cy="${n(y - 50 * s)}" r="${n(32 * s)}" fill="#2f6b34"/><circle cx="${n(x - 10 * s)}" cy="${n(y - 60 * s)}" r="${n(14 * s)}" fill="#4f8f44"/>`;
  return [
    backdrop(c, m, { sun: [0.15, 0.2], clouds: 4, horizon: 0.58, layers: 3, pines: 8 }),
    `<rect y="${ground}" width="${c.w}" height="${c.h - ground}" fill="${c.linear([
      [0, '#7fb04f'],
      [1, '#3f7a34'],
    ])}"/>`,
    range(6)
      .map((i) => conifer(c.x(0.2 + i * 0.12), ground + 4, c.r(120, 200) * c.u, '#24502c'))
      .join(''),
    gazebo,
    `<path d="M${n(gx - 40 * c.u)},${ground} L${c.x(0.22)},${c.h} L${c.x(0.78)},${c.h} L${n(gx + 40 * c.u)},${ground} Z" fill="#e3d3b0"/>`,
    flowerField(c, c.x(0.0), c.x(0.45), ground + 20 * c.u, c.h, 260, blossoms, 9),
    flowerField(c, c.x(0.55), c.w, ground + 20 * c.u, c.h, 260, blossoms, 9),
    range(3)
      .map((i) => topiary(c.x(0.36 - i * 0.1), ground + (60 + i * 110) * c.u, 0.8 + i * 0.5))
      .join(''),
    range(3)
      .map((i) => topiary(c.x(0.64 + i * 0.1), ground + (60 + i * 110) * c.u, 0.8 + i * 0.5))
      .join(''),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** The hedge labyrinth seen from the terrace above, flattened into perspective. */
const labyrinth: Scene = (c) => {
  const rings = range(6)
    .map((i) => {
      const r = 60 + i * 70;
      const gap = (i % 2 ? 0.8 : 2.4) + i * 0.3;
      const a0 = gap;
      const a1 = gap + Math.PI * 2 - 0.5;
      const p = (a: number) => `${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`;
      return `<path d="M${p(a0)} A${r},${r} 0 1 1 ${p(a1)}" />`;
    })
    .join('');
  const spokes = range(6)
    .map((i) => {
      const a = i * 1.1 + 0.4;
      const r0 = 60 + i * 70;
      return `<path d="M${n(Math.cos(a) * r0)},${n(Math.sin(a) * r0)} L${n(Math.cos(a) * (r0 + 70))},${n(Math.sin(a) * (r0 + 70))}"/>`;
    })
    .join('');
  const maze = (dy: number, col: string) =>
    `<g transform="translate(${c.x(0.5)} ${n(c.y(0.74) + dy)}) scale(${n(1.35 * c.u)} ${n(0.5 * c.u)})" fill="none" stroke="${col}" stroke-width="34" stroke-linecap="round">${rings}${spokes}</g>`;
  return [
    backdrop(c, m, { sun: [0.7, 0.16], clouds: 2, horizon: 0.44, layers: 4, pines: 16 }),
    meadow(c, c.y(0.5), c.y(0.04), m.grass, m),
    `<ellipse cx="${c.x(0.5)}" cy="${c.y(0.74)}" rx="${n(c.x(0.47))}" ry="${n(c.y(0.23))}" fill="#c9b48a"/>`,
    maze(14 * c.u, '#1f4a26'),
    maze(0, '#3f8a3c'),
    `<circle cx="${c.x(0.5)}" cy="${c.y(0.74)}" r="${n(28 * c.u)}" fill="#fbf8f3"/><circle cx="${c.x(0.5)}" cy="${c.y(0.73)}" r="${n(14 * c.u)}" fill="#8fc4ea"/>`,
    araucaria(c, c.x(0.06), c.h * 1.02, 620 * c.u, m.shade),
    flowerBush(c, c.x(0.96), c.h, 220 * c.u, '#2f5a34', ['#e86a92', '#fbf3e4', '#d94c4c']),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** Hydrangeas close up with the garden melting into soft focus behind. */
const blooms: Scene = (c) => {
  const soft = c.blur(10 * c.u);
  return [
    `<g filter="${soft}">${backdrop(c, m, { sun: [0.75, 0.25], clouds: 2, horizon: 0.5, layers: 3 })}${meadow(c, c.y(0.55), c.y(0.05), m.grass, m)}${flowerField(c, 0, c.w, c.y(0.55), c.y(0.75), 200, blossoms, 14)}${range(
      5,
    )
      .map((i) => conifer(c.x(0.1 + i * 0.2), c.y(0.6), 200 * c.u, '#2f5a34'))
      .join('')}</g>`,
    rays(c, c.x(0.75), c.y(0.25), '#fff4d0', 6, 0.12),
    flowerBush(c, c.x(0.18), c.y(1.05), 520 * c.u, '#2b5530', hydrangea),
    flowerBush(c, c.x(0.62), c.y(1.1), 460 * c.u, '#2b5530', ['#8a7ad8', '#a98ee0', '#c9b6f0']),
    flowerBush(c, c.x(0.95), c.y(1.02), 400 * c.u, '#2b5530', hydrangea),
    grass(c, 0, c.w, c.h, 120 * c.u, '#24502c', 90),
    `<path d="M${c.x(0.46)},${c.y(0.34)} q${n(-30 * c.u)},${n(-40 * c.u)} ${n(-50 * c.u)},${n(-4 * c.u)} q${n(20 * c.u)},${n(30 * c.u)} ${n(50 * c.u)},${n(4 * c.u)} q${n(30 * c.u)},${n(-40 * c.u)} ${n(50 * c.u)},${n(-4 * c.u)} q${n(-20 * c.u)},${n(30 * c.u)} ${n(-50 * c.u)},${n(4 * c.u)}Z" fill="#f2b53a"/>`,
    finish(c),
  ].join('');
};

/** The lake: mountains mirrored, a wooden pier and a weeping willow. */
const lake: Scene = (c) => {
  const shore = c.y(0.58);
  const hills = backdrop(c, m, { sun: [0.3, 0.2], clouds: 3, horizon: 0.58, pines: 14 });
  return [
    hills,
    water(c, `M0,${n(shore)}H${c.w}V${c.h}H0Z`, m, shore, c.h, hills),
    `<rect y="${n(shore - 4 * c.u)}" width="${c.w}" height="${n(8 * c.u)}" fill="${mix(m.grass, m.shade, 0.4)}"/>`,
    `<path d="M${c.x(0.55)},${c.y(0.7)} H${c.x(0.95)} V${c.y(0.72)} H${c.x(0.55)} Z" fill="#8a5a3a"/>${range(
      6,
    )
      .map(
        (i) =>
          `<rect x="${n(c.x(0.57 + i * 0.07))}" y="${c.y(0.7)}" width="${n(8 * c.u)}" height="${n(50 * c.u)}" fill="#6b4228"/>`,
      )
      .join('')}`,
    `<path d="M0,${c.y(0.82)} Q${c.x(0.3)},${c.y(0.76)} ${c.x(0.45)},${c.h} H0Z" fill="${mix(m.grass, m.shade, 0.2)}"/>`,
    leafyTree(c, c.x(0.12), c.y(0.86), 420 * c.u, '#5f8f3a'),
    range(26)
      .map(() => {
        const x = c.x(c.r(0.0, 0.26));
        const y = c.y(c.r(0.5, 0.62));
        return `<path d="M${n(x)},${n(y)} q${n(6 * c.u)},${n(80 * c.u)} ${n(-4 * c.u)},${n(c.r(120, 220) * c.u)}" stroke="#6f9f44" stroke-width="${n(6 * c.u)}" fill="none"/>`;
      })
      .join(''),
    flowerField(c, 0, c.x(0.4), c.y(0.86), c.h, 120, blossoms, 8),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The Japanese garden: red arched bridge, stone lantern and maples against the mountains. */
const japanese: Scene = (c) => {
  const pond = c.y(0.72);
  const maple = (x: number, y: number, s: number) => leafyTree(c, x, y, s, '#c8452e', '#3b2a22');
  return [
    backdrop(c, m, { sun: [0.5, 0.18], clouds: 2, horizon: 0.55, layers: 4, pines: 10 }),
    ridge(c, { base: c.y(0.7), amp: c.y(0.08), waves: 1.2, rough: 0, fill: '#4f8a44' }),
    water(c, `M0,${n(pond)} Q${c.x(0.5)},${n(pond - 30 * c.u)} ${c.w},${n(pond)} V${c.h} H0 Z`, m, pond, c.h),
    maple(c.x(0.14), c.y(0.72), 300 * c.u),
    maple(c.x(0.86), c.y(0.7), 340 * c.u),
    `<path d="M${c.x(0.25)},${c.y(0.78)} Q${c.x(0.5)},${c.y(0.56)} ${c.x(0.75)},${c.y(0.78)}" stroke="#b8321f" stroke-width="${n(24 * c.u)}" fill="none"/>`,
    `<path d="M${c.x(0.27)},${c.y(0.7)} Q${c.x(0.5)},${c.y(0.48)} ${c.x(0.73)},${c.y(0.7)}" stroke="#b8321f" stroke-width="${n(10 * c.u)}" fill="none"/>`,
    range(9)
      .map((i) => {
        const t = i / 8;
        const x = c.x(0.27 + t * 0.46);
        const y = c.y(0.7) - Math.sin(t * Math.PI) * c.y(0.11);
        return `<rect x="${n(x - 4 * c.u)}" y="${n(y)}" width="${n(8 * c.u)}" height="${n(c.y(0.07))}" fill="#b8321f"/>`;
      })
      .join(''),
    `<g fill="#8a857c"><rect x="${c.x(0.84)}" y="${c.y(0.86)}" width="${n(60 * c.u)}" height="${n(14 * c.u)}"/><rect x="${n(c.x(0.84) + 20 * c.u)}" y="${c.y(0.76)}" width="${n(20 * c.u)}" height="${n(90 * c.u)}"/><rect x="${n(c.x(0.84) + 5 * c.u)}" y="${n(c.y(0.72))}" width="${n(50 * c.u)}" height="${n(40 * c.u)}"/><path d="M${n(c.x(0.84) - 15 * c.u)},${c.y(0.72)} L${n(c.x(0.84) + 30 * c.u)},${n(c.y(0.68))} L${n(c.x(0.84) + 75 * c.u)},${c.y(0.72)} Z"/></g><rect x="${n(c.x(0.84) + 15 * c.u)}" y="${n(c.y(0.73))}" width="${n(30 * c.u)}" height="${n(20 * c.u)}" fill="#ffcf6a"/>`,
    range(5)
      .map(
        (i) =>
          `<ellipse cx="${n(c.x(0.3 + i * 0.09))}" cy="${n(c.y(0.9 + (i % 2) * 0.03))}" rx="${n(30 * c.u)}" ry="${n(10 * c.u)}" fill="${['#f2873a', '#fbf8f3', '#f2b53a'][i % 3]}"/>`,
      )
      .join(''),
    finish(c, { leak: 'left' }),
  ].join('');
};

export const parqueAmantikir: Scene[] = [terraces, english, labyrinth, blooms, lake, japanese];
