import { type Canvas, mix, n, range } from '../kit/core.ts';
import { finish } from '../kit/finish.ts';
import { araucaria, grass } from '../kit/flora.ts';
import { ridge, road, rock } from '../kit/land.ts';
import { person } from '../kit/props.ts';
import { cloud, moods, sky, stars } from '../kit/sky.ts';
import { jeep, place } from '../kit/vehicles.ts';
import { backdrop } from './common.ts';
import type { Scene } from './types.ts';

/** A sea of clouds: soft white banks filling the valleys up to y. */
export function cloudSea(c: Canvas, y: number, color: string): string {
  const banks = range(14)
    .map((i) => cloud(c, c.x(-0.1 + i * 0.09), y + c.r(-10, 30) * c.u, c.r(120, 200) * c.u, color, 0.95))
    .join('');
  return `${banks}<rect y="${n(y)}" width="${c.w}" height="${n(c.h - y)}" fill="${c.linear([
    [0, color],
    [1, mix(color, '#c9c2d8', 0.3)],
  ])}"/>`;
}

/** A granite monolith with vertical fissures, like the rock towers of the Mantiqueira. */
function monolith(x: number, ground: number, w: number, h: number, color: string): string {
  const d = `M${n(x - w / 2)},${n(ground)} C${n(x - w * 0.55)},${n(ground - h * 0.6)} ${n(x - w * 0.4)},${n(ground - h)} ${n(x)},${n(ground - h)} C${n(x + w * 0.45)},${n(ground - h)} ${n(x + w * 0.5)},${n(ground - h * 0.5)} ${n(x + w * 0.55)},${n(ground)} Z`;
  const cracks = range(5)
    .map(
      (i) =>
        `M${n(x - w * 0.3 + i * w * 0.15)},${n(ground - h * 0.85)} q${n(w * 0.03)},${n(h * 0.4)} 0,${n(h * 0.8)}`,
    )
    .join('');
  return `<path d="${d}" fill="${color}"/><path d="${cracks}" stroke="${mix(color, '#000000', 0.3)}" stroke-width="${n(w * 0.012)}" fill="none"/><path d="M${n(x - w * 0.35)},${n(ground - h * 0.85)} C${n(x - w * 0.2)},${n(ground - h * 1.0)} ${n(x + w * 0.2)},${n(ground - h)} ${n(x + w * 0.1)},${n(ground - h * 0.6)}" fill="${mix(color, '#ffffff', 0.2)}" opacity=".5"/>`;
}

/** The Pico do Itapeva lookout: railing on the rock, the Paraíba valley far below. */
const lookout: Scene = (c) => {
  const m = moods.day;
  const ledge = c.y(0.76);
  const towns = range(40)
    .map(
      () =>
        `<rect x="${n(c.r(0.3, 1) * c.w)}" y="${n(c.y(0.56) + c.r(0, 40) * c.u)}" width="${n(c.r(3, 8) * c.u)}" height="${n(3 * c.u)}" fill="#f3e3c3" opacity=".7"/>`,
    )
    .join('');
  return [
    backdrop(c, m, { sun: [0.85, 0.14], clouds: 4, horizon: 0.42, layers: 2, amp: 0.06, near: '#7a9ab0' }),
    `<rect y="${c.y(0.42)}" width="${c.w}" height="${c.y(0.3)}" fill="${c.linear([
      [0, '#a9c3c8'],
      [1, '#6f9a6a'],
    ])}"/>`,
    `<path d="M${c.x(0.3)},${c.y(0.5)} Q${c.x(0.5)},${c.y(0.58)} ${c.x(0.7)},${c.y(0.52)} T${c.w},${c.y(0.6)}" stroke="#cfe6ee" stroke-width="${n(6 * c.u)}" fill="none"/>`,
    towns,
    ridge(c, { base: c.y(0.72), amp: c.y(0.3), waves: 0.6, rough: 0.5, fill: '#4a5a3a' }),
    `<path d="M0,${ledge} Q${c.x(0.5)},${n(ledge - 40 * c.u)} ${c.w},${n(ledge + 30 * c.u)} V${c.h} H0 Z" fill="#6a6258"/>`,
    `<path d="M0,${n(ledge - 70 * c.u)} H${c.w}" stroke="#5a3a26" stroke-width="${n(12 * c.u)}"/><path d="${range(
      10,
    )
      .map((i) => `M${n(c.x(i / 9))},${n(ledge - 70 * c.u)}V${n(ledge + 10 * c.u)}`)
      .join('')}" stroke="#5a3a26" stroke-width="${n(10 * c.u)}"/>`,
    person(c.x(0.24), ledge, 300 * c.u, '#a8322a', '#e9b48f', '#3a2218'),
    person(c.x(0.32), ledge + 10 * c.u, 270 * c.u, '#1c1830', '#8a5a3c', '#1a1410'),
    rock(c, c.x(0.85), c.h + 10 * c.u, 400 * c.u, 200 * c.u, '#5f5a55'),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** Dawn above the cloud sea, ridges rising out of it like islands. */
const cloudsScene: Scene = (c) => {
  const m = moods.morning;
  return [
    sky(c, { ...m, sky: ['#3a4a8a', '#e3a0a0', '#ffd9a0'] }, { x: c.x(0.3), y: c.y(0.5), r: 60 }),
    ridge(c, { base: c.y(0.6), amp: c.y(0.22), waves: 2, rough: 0.4, fill: '#6a6a9a' }),
    ridge(c, { base: c.y(0.66), amp: c.y(0.16), waves: 1.5, rough: 0.5, fill: '#4a4a78' }),
    cloudSea(c, c.y(0.68), '#fdeee0'),
    monolith(c.x(0.78), c.y(0.9), 260 * c.u, 420 * c.u, '#3a3558'),
    ridge(c, { base: c.y(1.02), amp: c.y(0.14), waves: 0.8, rough: 0.3, fill: '#241f3a' }),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** High-altitude grasslands: golden tufts, granite outcrops and a few araucarias. */
const fields: Scene = (c) => {
  const m = moods.afternoon;
  return [
    backdrop(c, m, { sun: [0.7, 0.2], clouds: 5, horizon: 0.5, layers: 3, pines: 6 }),
    ridge(c, { base: c.y(0.7), amp: c.y(0.16), waves: 1.2, rough: 0, fill: '#b8a860' }),
    ridge(c, { base: c.y(0.9), amp: c.y(0.14), waves: 1, rough: 0, fill: '#a08a44' }),
    rock(c, c.x(0.3), c.y(0.66), 200 * c.u, 80 * c.u),
    rock(c, c.x(0.64), c.y(0.82), 280 * c.u, 110 * c.u),
    araucaria(c, c.x(0.86), c.y(0.7), 300 * c.u, '#2a3a22'),
    araucaria(c, c.x(0.12), c.y(0.78), 240 * c.u, '#2a3a22'),
    grass(c, 0, c.w, c.y(0.92), 80 * c.u, '#c9a85a', 160),
    grass(c, 0, c.w, c.h, 140 * c.u, '#8a6a2a', 140),
    finish(c, { leak: 'right' }),
  ].join('');
};

const peaks: Scene = (c) => {
  const m = moods.golden;
  return [
    backdrop(c, m, {
      sun: [0.2, 0.3],
      sunSize: 50,
      streaks: 5,
      horizon: 0.62,
      layers: 4,
      rough: 0.6,
      near: '#5a4a44',
    }),
    monolith(c.x(0.6), c.y(0.78), 420 * c.u, 560 * c.u, '#6a5a58'),
    monolith(c.x(0.82), c.y(0.8), 240 * c.u, 340 * c.u, '#5a4a48'),
    ridge(c, { base: c.y(0.86), amp: c.y(0.14), waves: 1.4, rough: 0.3, fill: '#3a3a2a' }),
    range(5)
      .map((i) =>
        araucaria(c, c.x(0.08 + i * 0.1), c.y(0.82) + c.r(0, 30) * c.u, c.r(140, 220) * c.u, '#1f2a1a'),
      )
      .join(''),
    grass(c, 0, c.w, c.h, 90 * c.u, '#2a2a1a', 120),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** The 4x4 climbing the dirt track towards the ridge. */
const track: Scene = (c) => {
  const m = moods.day;
  return [
    backdrop(c, m, { sun: [0.15, 0.15], clouds: 4, horizon: 0.5, layers: 3, pines: 10 }),
    ridge(c, { base: c.y(0.62), amp: c.y(0.14), waves: 1.3, rough: 0.1, fill: '#7a9a4a' }),
    `<rect y="${c.y(0.6)}" width="${c.w}" height="${c.y(0.4)}" fill="#6a8a3e"/>`,
    road(
      c,
      [
        [c.x(0.15), c.h * 1.02],
        [c.x(0.45), c.y(0.82)],
        [c.x(0.7), c.y(0.68)],
        [c.x(0.62), c.y(0.58)],
      ],
      c.x(0.36),
      16 * c.u,
      '#a8845a',
    ),
    place(c.x(0.34), c.y(0.86), c.x(0.34), jeep()),
    `<ellipse cx="${c.x(0.3)}" cy="${c.y(0.84)}" rx="${n(120 * c.u)}" ry="${n(40 * c.u)}" fill="#d9c9a8" opacity=".5" filter="${c.blur(14 * c.u)}"/>`,
    rock(c, c.x(0.85), c.y(0.9), 260 * c.u, 100 * c.u),
    grass(c, c.x(0.6), c.w, c.h, 100 * c.u, '#4a6a2a', 80),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** Dusk at altitude: first stars and the Milky Way over the ridge. */
const starry: Scene = (c) => {
  const m = moods.dusk;
  const milky = `<ellipse cx="${c.x(0.55)}" cy="${c.y(0.3)}" rx="${c.x(0.6)}" ry="${n(70 * c.u)}" fill="#c9b6f0" opacity=".14" transform="rotate(-24 ${c.x(0.55)} ${c.y(0.3)})" filter="${c.blur(28 * c.u)}"/>`;
  return [
    sky(c, m),
    milky,
    stars(c, 340, c.y(0.75)),
    ridge(c, { base: c.y(0.72), amp: c.y(0.12), waves: 2, rough: 0.3, fill: '#3a2a4a' }),
    ridge(c, { base: c.y(0.9), amp: c.y(0.18), waves: 1, rough: 0.4, fill: '#120e1c' }),
    araucaria(c, c.x(0.74), c.y(0.86), 380 * c.u, '#0a0812'),
    person(c.x(0.3), c.y(0.84), 160 * c.u, '#0a0812', '#0a0812', '#0a0812'),
    `<circle cx="${c.x(0.3)}" cy="${n(c.y(0.84) - 150 * c.u)}" r="${n(8 * c.u)}" fill="#f2b53a"/>`,
    finish(c, { strength: 0.6 }),
  ].join('');
};

export const rotaAltoLajeado: Scene[] = [lookout, cloudsScene, fields, peaks, track, starry];
