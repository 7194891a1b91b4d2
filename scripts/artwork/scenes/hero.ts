import { n, range } from '../kit/core.ts';
import { chaletRow } from '../kit/chalet.ts';
import { filmStrip, finish, rays, textShade } from '../kit/finish.ts';
import { araucaria, flowerBush, hydrangea } from '../kit/flora.ts';
import { meadow, ridge, road } from '../kit/land.ts';
import { wordCentred } from '../kit/lettering.ts';
import { person, stringLights } from '../kit/props.ts';
import { moods } from '../kit/sky.ts';
import { jardineira, place } from '../kit/vehicles.ts';
import { backdrop, lamp } from './common.ts';
import { cloudSea } from './rota-alto-lajeado.ts';
import type { Scene } from './types.ts';

/** 1: the Jardineira on the mountain road at golden hour, Capivari in the valley behind. */
const goldenRoad: Scene = (c) => {
  const g = moods.golden;
  return [
    backdrop(c, g, {
      sun: [0.72, 0.32],
      sunSize: 60,
      streaks: 6,
      horizon: 0.56,
      layers: 4,
      near: '#6a4a3a',
      pines: 12,
    }),
    rays(c, c.x(0.72), c.y(0.32), '#fff3c8', 9, 0.1, [1.05, 1.95]),
    meadow(c, c.y(0.62), c.y(0.04), '#8a7a3a', g),
    chaletRow(c, c.x(0.4), c.x(1.0), c.y(0.64), 70 * c.u, true),
    ridge(c, { base: c.y(0.76), amp: c.y(0.08), waves: 1, rough: 0, fill: '#5a5a2a' }),
    road(
      c,
      [
        [c.x(-0.05), c.y(1.05)],
        [c.x(0.4), c.y(0.92)],
        [c.x(0.8), c.y(0.84)],
        [c.x(1.05), c.y(0.8)],
      ],
      c.y(0.22),
      c.y(0.08),
      '#4a4046',
      '#f2b53a',
    ),
    place(c.x(0.42), c.y(0.94), c.x(0.36), jardineira({ lit: true })),
    araucaria(c, c.x(0.08), c.y(1.02), 820 * c.u, '#2a1e1a'),
    araucaria(c, c.x(0.2), c.y(0.96), 560 * c.u, '#2a1e1a'),
    textShade(c, 0.55),
    filmStrip(c),
    finish(c, { leak: 'right', strength: 0.45 }),
  ].join('');
};

/** 2: Pico do Itapeva at dawn above the sea of clouds. */
const seaOfClouds: Scene = (c) => {
  const m = { ...moods.morning, sky: ['#2a2f5a', '#c98a9a', '#ffd2a0'] as [string, string, string] };
  return [
    backdrop(c, m, { sun: [0.7, 0.56], sunSize: 55, horizon: 0.6, layers: 3, near: '#4a4a78', rough: 0.4 }),
    rays(c, c.x(0.7), c.y(0.56), '#ffe8c0', 8, 0.12, [1.05, 1.95]),
    cloudSea(c, c.y(0.66), '#fbe9dc'),
    ridge(c, { base: c.y(1.0), amp: c.y(0.3), waves: 0.7, rough: 0.5, fill: '#1f1a30' }),
    range(4)
      .map((i) => araucaria(c, c.x(0.04 + i * 0.08), c.y(0.9 - i * 0.04), (300 - i * 40) * c.u, '#15111f'))
      .join(''),
    `<path d="M${c.x(0.6)},${c.h} L${c.x(0.66)},${c.y(0.78)} L${c.x(0.72)},${c.y(0.7)} L${c.x(0.8)},${c.y(0.66)} L${c.x(0.9)},${c.y(0.68)} L${c.x(1.02)},${c.y(0.62)} V${c.h} Z" fill="#15111f"/>`,
    `<path d="M${c.x(0.76)},${c.y(0.67)} h${n(160 * c.u)} M${c.x(0.76)},${c.y(0.67)} v${n(40 * c.u)} M${n(c.x(0.76) + 80 * c.u)},${c.y(0.67)} v${n(40 * c.u)} M${n(c.x(0.76) + 160 * c.u)},${c.y(0.67)} v${n(40 * c.u)}" stroke="#0b0914" stroke-width="${n(7 * c.u)}"/>`,
    person(c.x(0.8), c.y(0.672), 130 * c.u, '#0b0914', '#0b0914', '#0b0914'),
    person(c.x(0.835), c.y(0.675), 118 * c.u, '#0b0914', '#0b0914', '#0b0914'),
    textShade(c, 0.55),
    filmStrip(c),
    finish(c, { strength: 0.45 }),
  ].join('');
};

/** 3: Capivari at night: lit chalets, string lights and a marquee over the square. */
const capivariNight: Scene = (c) => {
  const n0 = moods.night;
  const street = c.y(0.8);
  return [
    backdrop(c, n0, { sun: [0.86, 0.18], sunSize: 40, stars: 220, horizon: 0.5, layers: 3, pines: 14 }),
    meadow(c, c.y(0.58), c.y(0.04), '#161a22', n0),
    chaletRow(c, c.x(0.2), c.x(1.02), street, 190 * c.u, true),
    `<rect y="${street}" width="${c.w}" height="${c.h - street}" fill="${c.linear([
      [0, '#3a2e3a'],
      [1, '#141020'],
    ])}"/>`,
    `<ellipse cx="${c.x(0.65)}" cy="${c.y(0.88)}" rx="${c.x(0.35)}" ry="${c.y(0.06)}" fill="#f2b53a" opacity=".18"/>`,
    stringLights(
      c,
      [
        [c.x(0.2), c.y(0.38)],
        [c.x(0.45), c.y(0.42)],
        [c.x(0.7), c.y(0.36)],
        [c.w, c.y(0.42)],
      ],
      28 * c.u,
      8,
    ),
    `<rect x="${c.x(0.52)}" y="${c.y(0.14)}" width="${c.x(0.32)}" height="${c.y(0.13)}" rx="${n(12 * c.u)}" fill="#1c1830" stroke="#f2b53a" stroke-width="${n(6 * c.u)}"/>`,
    wordCentred('MOVIE TOUR', c.x(0.68), c.y(0.165), c.y(0.065), '#f2b53a', 3),
    range(22)
      .map(
        (i) =>
          `<circle cx="${n(c.x(0.53) + (i * c.x(0.3)) / 21)}" cy="${n(c.y(0.155))}" r="${n(5 * c.u)}" fill="#fff1b8"/><circle cx="${n(c.x(0.53) + (i * c.x(0.3)) / 21)}" cy="${n(c.y(0.255))}" r="${n(5 * c.u)}" fill="#fff1b8"/>`,
      )
      .join(''),
    range(4)
      .map((i) => lamp(c, c.x(0.3 + i * 0.2), street + 6 * c.u, 200 * c.u, true))
      .join(''),
    flowerBush(c, c.x(0.96), c.h, 200 * c.u, '#1a2a20', hydrangea),
    textShade(c, 0.6),
    filmStrip(c),
    finish(c, { strength: 0.5 }),
  ].join('');
};

export const heroScenes: Scene[] = [goldenRoad, seaOfClouds, capivariNight];
