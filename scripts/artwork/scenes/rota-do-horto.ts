import { type Canvas, mix, n, range } from '../kit/core.ts';
import { finish, rays } from '../kit/finish.ts';
import { araucaria, fern, grass } from '../kit/flora.ts';
import { rock, water } from '../kit/land.ts';
import { moods } from '../kit/sky.ts';
import { backdrop } from './common.ts';
import type { Scene } from './types.ts';

const m = moods.day;

/** Forest depth: rows of araucarias that darken and grow as they come forward, with haze between. */
function forest(c: Canvas, ground: number, layers: number, tint = m.haze): string {
  return range(layers)
    .map((l) => {
      const t = l / Math.max(1, layers - 1);
      const color = mix(tint, '#12261a', 0.3 + 0.7 * t);
      const count = Math.round(12 - t * 7);
      const trees = range(count)
        .map(() =>
          araucaria(
            c,
            c.r(-0.05, 1.05) * c.w,
            ground + (t * 40 - 20) * c.u,
            c.r(280, 420) * c.u * (0.7 + t * 0.9),
            color,
          ),
        )
        .join('');
      const haze = `<rect y="${n(ground - 300 * c.u)}" width="${c.w}" height="${n(320 * c.u)}" fill="${c.linear(
        [
          [0, tint, 0],
          [1, tint, 0.35],
        ],
      )}"/>`;
      return trees + (l < layers - 1 ? haze : '');
    })
    .join('');
}

const giants: Scene = (c) =>
  [
    backdrop(c, moods.morning, { sun: [0.6, 0.14], horizon: 0.6, layers: 2 }),
    forest(c, c.y(0.86), 4, moods.morning.haze),
    rays(c, c.x(0.6), c.y(0.05), '#fff4d0', 8, 0.16),
    `<rect y="${c.y(0.84)}" width="${c.w}" height="${c.y(0.16)}" fill="#2a3a22"/>`,
    range(6)
      .map((i) => fern(c.x(0.05 + i * 0.18), c.h, 120 * c.u, '#3f6b2e'))
      .join(''),
    finish(c, { strength: 0.6 }),
  ].join('');

/** A river tumbling towards the viewer between granite boulders. */
const river: Scene = (c) => {
  const d = `M${c.x(0.44)},${c.y(0.6)} C${c.x(0.3)},${c.y(0.75)} ${c.x(0.2)},${c.y(0.85)} ${c.x(0.05)},${c.h} H${c.x(0.95)} C${c.x(0.8)},${c.y(0.85)} ${c.x(0.6)},${c.y(0.72)} ${c.x(0.54)},${c.y(0.6)} Z`;
  return [
    backdrop(c, m, { sun: [0.5, 0.12], clouds: 2, horizon: 0.5, layers: 2 }),
    forest(c, c.y(0.64), 3),
    `<rect y="${c.y(0.6)}" width="${c.w}" height="${c.y(0.4)}" fill="#33502a"/>`,
    water(c, d, m, c.y(0.6), c.h),
    rock(c, c.x(0.42), c.y(0.7), 120 * c.u, 60 * c.u),
    rock(c, c.x(0.6), c.y(0.78), 180 * c.u, 90 * c.u),
    rock(c, c.x(0.3), c.y(0.9), 260 * c.u, 130 * c.u),
    rock(c, c.x(0.75), c.y(0.98), 320 * c.u, 150 * c.u, '#5f5a55'),
    range(12)
      .map(
        () =>
          `<path d="M${n(c.r(0.3, 0.7) * c.w)},${n(c.r(0.66, 0.98) * c.h)} q${n(30 * c.u)},${n(-8 * c.u)} ${n(60 * c.u)},0" stroke="#ffffff" stroke-width="${n(4 * c.u)}" fill="none" opacity=".6"/>`,
      )
      .join(''),
    range(4)
      .map((i) => fern(c.x(i < 2 ? 0.04 + i * 0.08 : 0.86 + (i - 2) * 0.08), c.h, 160 * c.u, '#2f5a24'))
      .join(''),
    finish(c),
  ].join('');
};

/** A trail into the woods with a wooden sign. */
const trail: Scene = (c) =>
  [
    backdrop(c, moods.afternoon, { sun: [0.5, 0.3], horizon: 0.6, layers: 2 }),
    forest(c, c.y(0.72), 4, moods.afternoon.haze),
    `<rect y="${c.y(0.7)}" width="${c.w}" height="${c.y(0.3)}" fill="#3a4a24"/>`,
    `<path d="M${c.x(0.47)},${c.y(0.7)} C${c.x(0.4)},${c.y(0.8)} ${c.x(0.62)},${c.y(0.86)} ${c.x(0.35)},${c.h} H${c.x(0.75)} C${c.x(0.85)},${c.y(0.86)} ${c.x(0.5)},${c.y(0.8)} ${c.x(0.53)},${c.y(0.7)} Z" fill="#b08a5a"/>`,
    rays(c, c.x(0.5), c.y(0.2), '#fff0c4', 7, 0.14),
    `<rect x="${c.x(0.2)}" y="${c.y(0.62)}" width="${n(14 * c.u)}" height="${c.y(0.3)}" fill="#5a3a26"/><path d="M${n(c.x(0.2) - 70 * c.u)},${c.y(0.64)} h${n(170 * c.u)} l${n(30 * c.u)},${n(25 * c.u)} l${n(-30 * c.u)},${n(25 * c.u)} h${n(-170 * c.u)} Z" fill="#8a5a3a"/><path d="M${n(c.x(0.2) - 50 * c.u)},${n(c.y(0.64) + 25 * c.u)} h${n(150 * c.u)}" stroke="#f3e3c3" stroke-width="${n(6 * c.u)}" stroke-dasharray="${n(20 * c.u)} ${n(8 * c.u)}"/>`,
    range(8)
      .map((i) =>
        fern(
          c.x(i < 4 ? i * 0.08 : 0.7 + (i - 4) * 0.09),
          c.y(0.98),
          c.r(120, 200) * c.u,
          i % 2 ? '#3f6b2e' : '#2f5a24',
        ),
      )
      .join(''),
    finish(c, { leak: 'right', strength: 0.55 }),
  ].join('');

const waterfall: Scene = (c) => {
  const fall = `M${c.x(0.44)},${c.y(0.2)} Q${c.x(0.5)},${c.y(0.19)} ${c.x(0.56)},${c.y(0.2)} L${c.x(0.6)},${c.y(0.8)} H${c.x(0.4)} Z`;
  return [
    backdrop(c, m, { sun: [0.8, 0.1], horizon: 0.3, layers: 2 }),
    `<path d="M0,${c.y(0.14)} Q${c.x(0.25)},${c.y(0.1)} ${c.x(0.44)},${c.y(0.2)} L${c.x(0.4)},${c.y(0.8)} H0 Z" fill="#5f5a55"/><path d="M${c.w},${c.y(0.16)} Q${c.x(0.75)},${c.y(0.1)} ${c.x(0.56)},${c.y(0.2)} L${c.x(0.6)},${c.y(0.8)} H${c.w} Z" fill="#4f4a46"/>`,
    range(5)
      .map((i) =>
        araucaria(
          c,
          c.x(i < 3 ? 0.04 + i * 0.13 : 0.72 + (i - 3) * 0.18),
          c.y(0.16),
          c.r(160, 240) * c.u,
          '#1f3a2a',
        ),
      )
      .join(''),
    `<path d="${fall}" fill="${c.linear([
      [0, '#dff3fb'],
      [1, '#a9d6ea'],
    ])}"/>`,
    range(10)
      .map(() => {
        const x = c.r(0.45, 0.56) * c.w;
        return `<path d="M${n(x)},${c.y(0.22)} L${n(x + c.r(-10, 20) * c.u)},${c.y(0.78)}" stroke="#ffffff" stroke-width="${n(c.r(3, 8) * c.u)}" opacity=".7"/>`;
      })
      .join(''),
    water(c, `M0,${c.y(0.78)} Q${c.x(0.5)},${c.y(0.74)} ${c.w},${c.y(0.78)} V${c.h} H0 Z`, m, c.y(0.76), c.h),
    `<ellipse cx="${c.x(0.5)}" cy="${c.y(0.79)}" rx="${c.x(0.16)}" ry="${n(40 * c.u)}" fill="#ffffff" opacity=".75" filter="${c.blur(12 * c.u)}"/>`,
    rock(c, c.x(0.15), c.y(0.92), 300 * c.u, 120 * c.u),
    rock(c, c.x(0.86), c.y(0.96), 360 * c.u, 150 * c.u, '#5f5a55'),
    fern(c.x(0.04), c.h, 200 * c.u, '#2f5a24'),
    finish(c),
  ].join('');
};

const bridge: Scene = (c) => {
  const deck = (t: number) => c.y(0.66) - Math.sin(t * Math.PI) * c.y(0.08);
  const planks = range(26)
    .map((i) => {
      const t = i / 25;
      return `<rect x="${n(c.x(0.08 + t * 0.84) - 14 * c.u)}" y="${n(deck(t))}" width="${n(28 * c.u)}" height="${n(20 * c.u)}" fill="${i % 2 ? '#8a5a3a' : '#7a4a2e'}"/>`;
    })
    .join('');
  const posts = range(9)
    .map((i) => {
      const t = i / 8;
      const x = c.x(0.08 + t * 0.84);
      return `<rect x="${n(x - 5 * c.u)}" y="${n(deck(t) - 90 * c.u)}" width="${n(10 * c.u)}" height="${n(90 * c.u)}" fill="#5a3a26"/>`;
    })
    .join('');
  const rail = `<path d="M${c.x(0.08)},${n(deck(0) - 84 * c.u)} Q${c.x(0.5)},${n(deck(0.5) * 2 - deck(0) - 84 * c.u)} ${c.x(0.92)},${n(deck(1) - 84 * c.u)}" stroke="#5a3a26" stroke-width="${n(10 * c.u)}" fill="none"/>`;
  return [
    backdrop(c, moods.morning, { sun: [0.3, 0.18], horizon: 0.55, layers: 2 }),
    forest(c, c.y(0.66), 3, moods.morning.haze),
    water(c, `M0,${c.y(0.7)} H${c.w} V${c.h} H0 Z`, moods.morning, c.y(0.7), c.h),
    `<path d="M0,${c.y(0.62)} L${c.x(0.12)},${c.y(0.68)} L${c.x(0.1)},${c.h} H0 Z M${c.w},${c.y(0.62)} L${c.x(0.88)},${c.y(0.68)} L${c.x(0.9)},${c.h} H${c.w} Z" fill="#3a4a24"/>`,
    `<path d="M${c.x(0.3)},${c.h} L${c.x(0.32)},${n(deck(0.27))} M${c.x(0.7)},${c.h} L${c.x(0.68)},${n(deck(0.72))}" stroke="#4a2f22" stroke-width="${n(16 * c.u)}"/>`,
    planks,
    posts,
    rail,
    rock(c, c.x(0.5), c.y(0.95), 220 * c.u, 80 * c.u),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** A still trout pond in a clearing, fish rising and mist over the water. */
const pond: Scene = (c) => {
  const mm = moods.morning;
  const shore = c.y(0.6);
  const trees = forest(c, shore, 3, mm.haze);
  return [
    backdrop(c, mm, { sun: [0.7, 0.2], horizon: 0.5, layers: 2 }),
    trees,
    water(c, `M0,${shore} H${c.w} V${c.h} H0 Z`, mm, shore, c.h, trees),
    `<rect y="${n(shore - 30 * c.u)}" width="${c.w}" height="${n(60 * c.u)}" fill="#ffffff" opacity=".35" filter="${c.blur(16 * c.u)}"/>`,
    range(4)
      .map(
        (i) =>
          `<ellipse cx="${n(c.x(0.2 + i * 0.2))}" cy="${n(c.y(0.72 + (i % 2) * 0.1))}" rx="${n(60 * c.u)}" ry="${n(12 * c.u)}" fill="none" stroke="#ffffff" stroke-width="${n(3 * c.u)}" opacity=".5"/>`,
      )
      .join(''),
    `<path d="M${c.x(0.58)},${c.y(0.8)} q${n(40 * c.u)},${n(-70 * c.u)} ${n(100 * c.u)},${n(-20 * c.u)} l${n(20 * c.u)},${n(-16 * c.u)} v${n(34 * c.u)} l${n(-20 * c.u)},${n(-12 * c.u)} q${n(-50 * c.u)},${n(40 * c.u)} ${n(-100 * c.u)},${n(20 * c.u)} Z" fill="#b88a7a"/>`,
    grass(c, 0, c.x(0.3), c.h, 140 * c.u, '#2f4a24', 60),
    finish(c, { leak: 'right' }),
  ].join('');
};

export const rotaDoHorto: Scene[] = [giants, river, trail, waterfall, bridge, pond];
