import { n, range } from '../kit/core.ts';
import { chaletRow } from '../kit/chalet.ts';
import { finish, rays } from '../kit/finish.ts';
import { araucaria, flowerBush, hydrangea } from '../kit/flora.ts';
import { wordCentred } from '../kit/lettering.ts';
import { moods } from '../kit/sky.ts';
import { jardineira, noirBus, panoramic, place } from '../kit/vehicles.ts';
import type { VehicleSlug } from '../manifest.ts';
import { backdrop, lamp } from './common.ts';
import type { Scene } from './types.ts';

/** The Jardineira in Capivari on a golden afternoon, bulbs glowing. */
const jardineiraScene: Scene = (c) => {
  const g = moods.golden;
  const street = c.y(0.66);
  return [
    backdrop(c, g, {
      sun: [0.82, 0.22],
      sunSize: 40,
      streaks: 4,
      horizon: 0.5,
      layers: 3,
      near: '#6a4a3a',
      pines: 8,
    }),
    `<g opacity=".9">${chaletRow(c, c.x(-0.05), c.w, street, 150 * c.u, false)}</g>`,
    `<rect y="${street}" width="${c.w}" height="${c.h - street}" fill="${c.linear([
      [0, '#b9a27e'],
      [1, '#7a6450'],
    ])}"/>`,
    range(6)
      .map(
        (i) =>
          `<path d="M0,${n(street + (i + 1) * 30 * c.u * (1 + i * 0.25))}H${c.w}" stroke="#6f5a44" stroke-width="${n(2 * c.u)}" opacity=".35"/>`,
      )
      .join(''),
    place(c.x(0.06), c.y(0.9), c.x(0.86), jardineira({ lit: true })),
    flowerBush(c, c.x(0.97), c.h, 200 * c.u, '#2f5a34', hydrangea),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The Cine Bus Noir on a red carpet at a premiere night, searchlights in the sky. */
const noirScene: Scene = (c) => {
  const ground = c.y(0.9);
  return [
    backdrop(c, moods.dusk, { stars: 90, horizon: 0.6, layers: 3, pines: 8 }),
    rays(c, c.x(0.2), c.y(0.7), '#fff4d0', 3, 0.12),
    rays(c, c.x(0.8), c.y(0.7), '#fff4d0', 3, 0.12),
    `<rect y="${c.y(0.62)}" width="${c.w}" height="${c.y(0.38)}" fill="${c.linear([
      [0, '#2a2440'],
      [1, '#0d0b1a'],
    ])}"/>`,
    `<polygon points="${c.x(0.3)},${c.y(0.7)} ${c.x(0.7)},${c.y(0.7)} ${c.x(1)},${c.h} ${c.x(0)},${c.h}" fill="#a8322a"/>`,
    range(2)
      .map(
        (i) =>
          `<rect x="${n(c.x(0.08 + i * 0.8))}" y="${c.y(0.6)}" width="${n(10 * c.u)}" height="${n(110 * c.u)}" fill="#c9a227"/><circle cx="${n(c.x(0.08 + i * 0.8) + 5 * c.u)}" cy="${c.y(0.6)}" r="${n(12 * c.u)}" fill="#f2b53a"/>`,
      )
      .join(''),
    `<path d="M${n(c.x(0.08) + 5 * c.u)},${n(c.y(0.62))} Q${c.x(0.5)},${c.y(0.72)} ${n(c.x(0.88) + 5 * c.u)},${n(c.y(0.62))}" stroke="#7a1f1a" stroke-width="${n(8 * c.u)}" fill="none"/>`,
    place(c.x(0.07), ground, c.x(0.86), noirBus(true)),
    finish(c, { strength: 0.6 }),
  ].join('');
};

/** The coming Panorâmico 360, half under a veil on a dark stage, "EM BREVE" in lights. */
const panoramicScene: Scene = (c) => {
  const ground = c.y(0.86);
  const bus = place(c.x(0.1), ground, c.x(0.8), panoramic());
  const x0 = c.x(0.1);
  const w = c.x(0.8);
  const veil = `<path d="M${n(x0 - 10 * c.u)},${n(ground + 4 * c.u)} L${n(x0 - 4 * c.u)},${n(ground - w * 0.3)} Q${n(x0 + w * 0.05)},${n(ground - w * 0.47)} ${n(x0 + w * 0.2)},${n(ground - w * 0.46)} L${n(x0 + w * 0.58)},${n(ground - w * 0.45)} Q${n(x0 + w * 0.66)},${n(ground - w * 0.2)} ${n(x0 + w * 0.6)},${n(ground + 4 * c.u)} Z" fill="${c.linear(
    [
      [0, '#4a4470'],
      [1, '#2a2545'],
    ],
    [0, 0, 1, 0],
  )}"/>`;
  const folds = range(7)
    .map(
      (i) =>
        `<path d="M${n(x0 + w * (0.04 + i * 0.08))},${n(ground - w * 0.44)} q${n(w * 0.02)},${n(w * 0.2)} ${n(-w * 0.01)},${n(w * 0.44)}" stroke="#1c1830" stroke-width="${n(10 * c.u)}" opacity=".45" fill="none"/>`,
    )
    .join('');
  const signX = c.x(0.5);
  return [
    `<rect width="${c.w}" height="${c.h}" fill="#0d0b1a"/>`,
    `<polygon points="${c.x(0.44)},0 ${c.x(0.56)},0 ${c.x(0.92)},${ground} ${c.x(0.08)},${ground}" fill="#fff6d6" opacity=".13"/>`,
    `<ellipse cx="${c.x(0.5)}" cy="${ground}" rx="${c.x(0.45)}" ry="${n(50 * c.u)}" fill="#fff6d6" opacity=".16"/>`,
    `<rect y="${ground}" width="${c.w}" height="${c.h - ground}" fill="#16131f"/>`,
    bus,
    veil,
    folds,
    `<rect x="${n(signX - c.x(0.26))}" y="${c.y(0.08)}" width="${c.x(0.52)}" height="${c.y(0.2)}" rx="${n(16 * c.u)}" fill="#1c1830" stroke="#f2b53a" stroke-width="${n(6 * c.u)}"/>`,
    wordCentred('EM BREVE', signX, c.y(0.125), c.y(0.1), '#f2b53a', 3),
    range(18)
      .map((i) => {
        const x = signX - c.x(0.24) + (i * c.x(0.48)) / 17;
        return `<circle cx="${n(x)}" cy="${n(c.y(0.1))}" r="${n(6 * c.u)}" fill="#fff1b8"/><circle cx="${n(x)}" cy="${n(c.y(0.26))}" r="${n(6 * c.u)}" fill="#fff1b8"/>`;
      })
      .join(''),
    araucaria(c, c.x(0.03), ground, 380 * c.u, '#07060f'),
    lamp(c, c.x(0.96), ground, 300 * c.u, true),
    finish(c, { strength: 0.55 }),
  ].join('');
};

export const fleetScenes: Record<VehicleSlug, Scene> = {
  'jardineira-cinema': jardineiraScene,
  'cine-bus-noir': noirScene,
  'panoramico-360': panoramicScene,
};
