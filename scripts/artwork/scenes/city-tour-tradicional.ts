import { mix, n, range } from '../kit/core.ts';
import { chaletRow } from '../kit/chalet.ts';
import { finish } from '../kit/finish.ts';
import { araucaria, conifer, flowerBush, flowerField, hydrangea, blossoms } from '../kit/flora.ts';
import { meadow, road, water } from '../kit/land.ts';
import { palace, portal } from '../kit/landmarks.ts';
import { word } from '../kit/lettering.ts';
import { moods } from '../kit/sky.ts';
import { jardineira, noirBus, place } from '../kit/vehicles.ts';
import { backdrop, lamp } from './common.ts';
import type { Scene } from './types.ts';

const m = moods.morning;

/** Capivari's main street: chalets, hydrangeas and the Jardineira passing by. */
const capivari: Scene = (c) => {
  const street = c.y(0.76);
  return [
    backdrop(c, m, { sun: [0.78, 0.2], clouds: 3, horizon: 0.58, pines: 14 }),
    meadow(c, c.y(0.66), c.y(0.05), m.grass, m),
    chaletRow(c, c.x(-0.03), c.w, street, 150 * c.u, false),
    `<rect y="${street}" width="${c.w}" height="${c.h - street}" fill="${c.linear([
      [0, '#b9ab98'],
      [1, '#857565'],
    ])}"/>`,
    `<path d="${range(9)
      .map((i) => `M0,${n(street + (i + 1) * 24 * c.u * (1 + i * 0.2))}H${c.w}`)
      .join('')}" stroke="#6f6152" stroke-width="${n(2 * c.u)}" opacity=".35"/>`,
    range(5)
      .map((i) => lamp(c, c.x(0.08 + i * 0.22), street + 4, 150 * c.u, false))
      .join(''),
    place(c.x(0.26), c.y(0.95), c.x(0.5), jardineira()),
    flowerBush(c, c.x(0.05), c.h, 160 * c.u, '#2f5a34', hydrangea),
    flowerBush(c, c.x(0.95), c.h, 180 * c.u, '#2f5a34', hydrangea),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The road through the half-timbered city portal, lined with hydrangeas. */
const portalScene: Scene = (c) => {
  const ground = c.y(0.7);
  return [
    backdrop(c, m, { sun: [0.2, 0.18], clouds: 2, horizon: 0.6, pines: 10 }),
    meadow(c, c.y(0.66), c.y(0.04), m.grass, m),
    araucaria(c, c.x(0.12), ground, 420 * c.u, m.shade),
    araucaria(c, c.x(0.9), ground, 380 * c.u, m.shade),
    place(c.x(0.28), ground, c.x(0.44), portal()),
    road(
      c,
      [
        [c.x(0.5), c.h * 1.02],
        [c.x(0.5), ground],
      ],
      c.x(0.7),
      c.x(0.12),
      '#6d6560',
      '#f3e3c3',
    ),
    range(6)
      .map((i) =>
        flowerBush(
          c,
          c.x(0.02 + i * 0.035),
          ground + (i + 1) * 45 * c.u,
          (40 + i * 18) * c.u,
          '#2f5a34',
          hydrangea,
        ),
      )
      .join(''),
    range(6)
      .map((i) =>
        flowerBush(
          c,
          c.x(0.98 - i * 0.035),
          ground + (i + 1) * 45 * c.u,
          (40 + i * 18) * c.u,
          '#2f5a34',
          hydrangea,
        ),
      )
      .join(''),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** Palácio Boa Vista, the governor's winter palace, on its lawns. */
const palaceScene: Scene = (c) => {
  const ground = c.y(0.68);
  return [
    backdrop(c, moods.day, { sun: [0.85, 0.14], clouds: 4, horizon: 0.6, pines: 8 }),
    meadow(c, c.y(0.7), c.y(0.04), moods.day.grass, moods.day),
    range(5)
      .map((i) =>
        conifer(c.x(0.06 + i * 0.04), ground + 6, (160 + i * 20) * c.u, mix(moods.day.shade, '#2f5a34', 0.5)),
      )
      .join(''),
    place(c.x(0.25), ground, c.x(0.5), palace()),
    range(5)
      .map((i) =>
        conifer(c.x(0.8 + i * 0.04), ground + 6, (220 - i * 20) * c.u, mix(moods.day.shade, '#2f5a34', 0.5)),
      )
      .join(''),
    `<path d="M${c.x(0.5)},${ground} L${c.x(0.3)},${c.h} L${c.x(0.7)},${c.h} Z" fill="#d8c9a8"/>`,
    flowerField(c, c.x(0.05), c.x(0.3), c.y(0.8), c.h, 160, blossoms, 8),
    flowerField(c, c.x(0.7), c.x(0.95), c.y(0.8), c.h, 160, blossoms, 8),
    finish(c),
  ].join('');
};

/** The chairlift climbing Morro do Elefante above the town. */
const chairlift: Scene = (c) => {
  const hill: [number, number][] = [
    [c.x(-0.05), c.y(0.85)],
    [c.x(0.4), c.y(0.6)],
    [c.x(0.75), c.y(0.3)],
    [c.x(1.05), c.y(0.25)],
  ];
  const cable = (t: number): [number, number] => [c.x(0.05 + t * 0.85), c.y(0.78 - t * 0.55)];
  const chairs = range(7)
    .map((i) => {
      const [x, y] = cable(0.08 + i * 0.13);
      const col = i % 2 ? '#a8322a' : '#f2b53a';
      const rider =
        i % 3 === 2
          ? ''
          : `<circle cx="${n(x + 4 * c.u)}" cy="${n(y + 26 * c.u)}" r="${n(9 * c.u)}" fill="${['#e9b48f', '#8a5a3c'][i % 2]}"/><rect x="${n(x - 6 * c.u)}" y="${n(y + 34 * c.u)}" width="${n(20 * c.u)}" height="${n(18 * c.u)}" rx="${n(5 * c.u)}" fill="${['#3a6fb0', '#2f7a5a'][i % 2]}"/>`;
      return `${rider}<path d="M${n(x)},${n(y)}V${n(y + 50 * c.u)}" stroke="#222" stroke-width="${n(3 * c.u)}"/><rect x="${n(x - 22 * c.u)}" y="${n(y + 50 * c.u)}" width="${n(44 * c.u)}" height="${n(12 * c.u)}" fill="${col}"/><rect x="${n(x - 22 * c.u)}" y="${n(y + 30 * c.u)}" width="${n(8 * c.u)}" height="${n(24 * c.u)}" fill="${col}"/>`;
    })
    .join('');
  const towers = [0.2, 0.5, 0.8]
    .map((t) => {
      const [x, y] = cable(t);
      return `<path d="M${n(x)},${n(y)}V${n(y + 260 * c.u)}M${n(x - 30 * c.u)},${n(y)}H${n(x + 30 * c.u)}" stroke="#3a3a44" stroke-width="${n(8 * c.u)}"/>`;
    })
    .join('');
  return [
    backdrop(c, m, { sun: [0.2, 0.2], clouds: 3, horizon: 0.55, layers: 3 }),
    `<path d="M${hill.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} L${c.w},${c.h} L0,${c.h} Z" fill="${c.linear(
      [
        [0, '#5e9a4c'],
        [1, '#2d5a34'],
      ],
    )}"/>`,
    flowerField(c, c.x(0.35), c.w, c.y(0.55), c.h, 160, hydrangea, 7),
    range(26)
      .map(() => {
        const t = c.r(0.25, 1);
        return araucaria(
          c,
          c.x(t * 0.95),
          c.y(0.85 - t * 0.58) + c.r(10, 80) * c.u,
          c.r(60, 130) * c.u,
          m.shade,
        );
      })
      .join(''),
    towers,
    `<path d="M${n(cable(0)[0])},${n(cable(0)[1])} L${n(cable(1)[0])},${n(cable(1)[1])}" stroke="#222" stroke-width="${n(3 * c.u)}"/>`,
    chairs,
    chaletRow(c, c.x(-0.02), c.x(0.55), c.y(0.98), 120 * c.u, false),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** A chocolate shop front in Capivari: awning, lit window of truffles and boxes. */
const chocolate: Scene = (c) => {
  const wall = '#efe1c6';
  const win = { x: c.x(0.2), y: c.y(0.42), w: c.x(0.6), h: c.y(0.38) };
  const shelves = range(3)
    .map(
      (row) =>
        range(9)
          .map((i) => {
            const x = win.x + 30 * c.u + (i * (win.w - 60 * c.u)) / 9;
            const y = win.y + 70 * c.u + row * 100 * c.u;
            const box = (i + row) % 3 === 0;
            return box
              ? `<rect x="${n(x)}" y="${n(y - 30 * c.u)}" width="${n(60 * c.u)}" height="${n(42 * c.u)}" fill="${row === 1 ? '#a8322a' : '#f2b53a'}"/><path d="M${n(x + 30 * c.u)},${n(y - 30 * c.u)}V${n(y + 12 * c.u)}" stroke="#fbf8f3" stroke-width="${n(5 * c.u)}"/>`
              : range(3)
                  .map(
                    (k) =>
                      `<circle cx="${n(x + (12 + k * 18) * c.u)}" cy="${n(y)}" r="${n(10 * c.u)}" fill="${['#5a3322', '#7a4a2e', '#3b2218'][k]}"/>`,
                  )
                  .join('');
          })
          .join('') +
        `<rect x="${n(win.x)}" y="${n(win.y + 84 * c.u + row * 100 * c.u)}" width="${n(win.w)}" height="${n(8 * c.u)}" fill="#6b4228"/>`,
    )
    .join('');
  const stripes = range(12)
    .map(
      (i) =>
        `<rect x="${n(c.x(0.14) + i * c.x(0.06))}" y="${c.y(0.27)}" width="${n(c.x(0.03))}" height="${c.y(0.1)}" fill="#fbf8f3"/>`,
    )
    .join('');
  return [
    backdrop(c, m, { sun: [0.9, 0.1], horizon: 0.35, layers: 2 }),
    `<rect x="${c.x(0.05)}" y="${c.y(0.08)}" width="${c.x(0.9)}" height="${c.y(0.92)}" fill="${wall}"/>`,
    `<path d="M${c.x(0.05)},${c.y(0.08)}H${c.x(0.95)}M${c.x(0.05)},${c.y(0.18)}H${c.x(0.95)}M${c.x(0.15)},${c.y(0.08)}V${c.y(0.18)}M${c.x(0.85)},${c.y(0.08)}V${c.y(0.18)}M${c.x(0.05)},${c.y(0.18)}L${c.x(0.15)},${c.y(0.08)}M${c.x(0.95)},${c.y(0.18)}L${c.x(0.85)},${c.y(0.08)}" stroke="#4a2f22" stroke-width="${n(16 * c.u)}"/>`,
    `<rect x="${c.x(0.3)}" y="${c.y(0.19)}" width="${c.x(0.4)}" height="${c.y(0.08)}" rx="${n(10 * c.u)}" fill="#3b2218"/>`,
    word('CHOCOLATE', c.x(0.335), c.y(0.205), c.y(0.05), '#f2b53a', 2.8),
    `<rect x="${c.x(0.14)}" y="${c.y(0.27)}" width="${c.x(0.72)}" height="${c.y(0.1)}" fill="#a8322a"/>${stripes}`,
    `<path d="${range(12)
      .map(
        (i) =>
          `M${n(c.x(0.14) + i * c.x(0.06))},${c.y(0.37)} q${n(c.x(0.03))},${n(30 * c.u)} ${n(c.x(0.06))},0`,
      )
      .join('')}" fill="#a8322a"/>`,
    `<rect x="${n(win.x - 16 * c.u)}" y="${n(win.y - 16 * c.u)}" width="${n(win.w + 32 * c.u)}" height="${n(win.h + 32 * c.u)}" fill="#4a2f22"/>`,
    `<rect x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h)}" fill="${c.linear([
      [0, '#ffe3a8'],
      [1, '#f2b56a'],
    ])}"/>`,
    shelves,
    `<rect x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h)}" fill="${c.linear(
      [
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#ffffff', 0.12],
      ],
      [0, 0, 1, 1],
    )}"/>`,
    `<rect y="${c.y(0.86)}" width="${c.w}" height="${c.y(0.14)}" fill="#8a7f72"/>`,
    flowerBush(c, c.x(0.1), c.y(0.96), 170 * c.u, '#2f5a34', hydrangea),
    flowerBush(c, c.x(0.9), c.y(0.96), 170 * c.u, '#2f5a34', hydrangea),
    lamp(c, c.x(0.04), c.y(0.9), 420 * c.u, true),
    finish(c, { leak: 'right' }),
  ].join('');
};

/** The Cine Bus Noir by Capivari's lake, chalets reflected in the water. */
const lakeside: Scene = (c) => {
  const shore = c.y(0.56);
  const row = chaletRow(c, c.x(0.0), c.w, shore, 110 * c.u, false);
  return [
    backdrop(c, m, { sun: [0.7, 0.16], clouds: 3, horizon: 0.46, pines: 10 }),
    `<rect y="${c.y(0.44)}" width="${c.w}" height="${c.y(0.13)}" fill="${mix(m.grass, m.shade, 0.3)}"/>`,
    row,
    water(c, `M0,${shore}H${c.w}V${c.y(0.8)}H0Z`, m, shore, c.y(0.8), row),
    range(3)
      .map(
        (i) =>
          `<path d="M${n(c.x(0.2 + i * 0.25))},${n(c.y(0.68))} q${n(30 * c.u)},${n(26 * c.u)} ${n(80 * c.u)},0 Z" fill="${['#f2b53a', '#fbf8f3', '#a8322a'][i]}"/><path d="M${n(c.x(0.2 + i * 0.25) + 30 * c.u)},${n(c.y(0.68))}V${n(c.y(0.64))}" stroke="#fbf8f3" stroke-width="${n(4 * c.u)}"/>`,
      )
      .join(''),
    `<rect y="${c.y(0.8)}" width="${c.w}" height="${c.y(0.2)}" fill="#9a8c7a"/>`,
    place(c.x(0.22), c.y(0.97), c.x(0.56), noirBus()),
    finish(c, { leak: 'left' }),
  ].join('');
};

export const cityTourTradicional: Scene[] = [
  capivari,
  portalScene,
  palaceScene,
  chairlift,
  chocolate,
  lakeside,
];
