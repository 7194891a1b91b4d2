import { mix, n, range } from '../kit/core.ts';
import { finish } from '../kit/finish.ts';
import { araucaria, grass, leafyTree } from '../kit/flora.ts';
import { meadow, road, water } from '../kit/land.ts';
import { barn } from '../kit/landmarks.ts';
import { fence } from '../kit/props.ts';
import { moods } from '../kit/sky.ts';
import { place, jardineira } from '../kit/vehicles.ts';
import { backdrop } from './common.ts';
import type { Scene } from './types.ts';

const m = moods.day;

/** Crop rows converging on a vanishing point across a hillside. */
function rows(
  c: Parameters<Scene>[0],
  vx: number,
  top: number,
  count: number,
  color: string,
  width: number,
  dash?: string,
): string {
  return range(count)
    .map((i) => {
      const t = (i + 0.5) / count;
      const x = c.x(-0.6 + t * 2.2);
      return `<path d="M${n(vx + (t - 0.5) * c.x(0.3))},${n(top)} L${n(x)},${c.h}" stroke="${color}" stroke-width="${n(width * c.u)}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
    })
    .join('');
}

const vineyard: Scene = (c) => {
  const top = c.y(0.56);
  const gm = moods.golden;
  return [
    backdrop(c, gm, {
      sun: [0.2, 0.3],
      sunSize: 50,
      streaks: 4,
      horizon: 0.52,
      layers: 4,
      near: '#5a4a32',
      pines: 10,
    }),
    `<rect y="${top}" width="${c.w}" height="${c.h - top}" fill="${c.linear([
      [0, '#9a9a44'],
      [1, '#5a6a2a'],
    ])}"/>`,
    place(c.x(0.62), top + 6 * c.u, c.x(0.18), barn('#8a5a3a')),
    rows(c, c.x(0.5), top, 16, '#2f5a24', 26, `${n(16 * c.u)} ${n(8 * c.u)}`),
    rows(c, c.x(0.5), top, 16, '#6a3a7a', 8, `${n(6 * c.u)} ${n(22 * c.u)}`),
    finish(c, { leak: 'left' }),
  ].join('');
};

function olive(c: Parameters<Scene>[0], x: number, ground: number, s: number): string {
  return `<path d="M${n(x - 6 * s)},${n(ground)} q${n(-4 * s)},${n(-30 * s)} ${n(4 * s)},${n(-50 * s)} M${n(x + 4 * s)},${n(ground)} q${n(8 * s)},${n(-30 * s)} ${n(0)},${n(-52 * s)}" stroke="#5a4a3a" stroke-width="${n(7 * s)}" fill="none"/>${range(
    5,
  )
    .map(
      (i) =>
        `<ellipse cx="${n(x + (i - 2) * 16 * s)}" cy="${n(ground - (60 + (i % 2) * 18) * s)}" rx="${n(c.r(24, 32) * s)}" ry="${n(18 * s)}" fill="${i % 2 ? '#62764a' : '#86966a'}"/>`,
    )
    .join('')}`;
}

const olives: Scene = (c) =>
  [
    backdrop(c, m, { sun: [0.8, 0.18], clouds: 3, horizon: 0.5, layers: 4, pines: 10 }),
    meadow(c, c.y(0.55), c.y(0.08), '#a8a05a', m, 1.2),
    range(4)
      .map((row) =>
        range(7 - row)
          .map((i) =>
            olive(
              c,
              c.x(0.04 + i * (0.15 + row * 0.05) + (row % 2) * 0.07 + c.r(-0.02, 0.02)),
              c.y(0.6 + row * 0.1),
              (0.8 + row * 0.55) * c.u,
            ),
          )
          .join(''),
      )
      .join(''),
    finish(c, { leak: 'right' }),
  ].join('');

/** A tasting table by the window: cheeses, a bottle of red, glasses and grapes. */
const tasting: Scene = (c) => {
  const table = c.y(0.66);
  const win = `<rect x="${c.x(0.1)}" y="${c.y(0.06)}" width="${c.x(0.8)}" height="${c.y(0.52)}" fill="#4a2f22"/>`;
  const view = backdrop(c, m, { sun: [0.7, 0.2], clouds: 2, horizon: 0.42, layers: 3 });
  const clip = c.id('v');
  c.defs.push(
    `<clipPath id="${clip}"><rect x="${c.x(0.12)}" y="${c.y(0.09)}" width="${c.x(0.76)}" height="${c.y(0.46)}"/></clipPath>`,
  );
  const cheese = (x: number, r: number, col: string) =>
    `<ellipse cx="${n(x)}" cy="${n(table + 30 * c.u)}" rx="${n(r)}" ry="${n(r * 0.35)}" fill="${mix(col, '#000000', 0.15)}"/><rect x="${n(x - r)}" y="${n(table + 30 * c.u - r * 0.5)}" width="${n(r * 2)}" height="${n(r * 0.5)}" fill="${mix(col, '#000000', 0.15)}"/><ellipse cx="${n(x)}" cy="${n(table + 30 * c.u - r * 0.5)}" rx="${n(r)}" ry="${n(r * 0.35)}" fill="${col}"/>`;
  return [
    `<rect width="${c.w}" height="${c.h}" fill="#6b4a32"/>`,
    win,
    `<g clip-path="url(#${clip})">${view}${meadow(c, c.y(0.44), c.y(0.04), '#6a8a3a', m)}${rows(c, c.x(0.5), c.y(0.44), 12, '#2f5a24', 14)}</g>`,
    `<path d="M${c.x(0.5)},${c.y(0.06)}V${c.y(0.58)}M${c.x(0.1)},${c.y(0.32)}H${c.x(0.9)}" stroke="#4a2f22" stroke-width="${n(14 * c.u)}"/>`,
    `<rect y="${table}" width="${c.w}" height="${c.h - table}" fill="${c.linear([
      [0, '#a8764a'],
      [1, '#5a3a22'],
    ])}"/>`,
    `<ellipse cx="${c.x(0.42)}" cy="${n(table + 60 * c.u)}" rx="${c.x(0.28)}" ry="${n(60 * c.u)}" fill="#c99a62"/>`,
    cheese(c.x(0.3), 110 * c.u, '#f2d27a'),
    cheese(c.x(0.5), 80 * c.u, '#fbeec4'),
    `<path d="M${c.x(0.62)},${n(table + 20 * c.u)} l${n(90 * c.u)},${n(30 * c.u)} l${n(-90 * c.u)},${n(30 * c.u)} Z" fill="#f2c75a"/>`,
    `<rect x="${c.x(0.72)}" y="${c.y(0.32)}" width="${n(70 * c.u)}" height="${n(260 * c.u)}" rx="${n(18 * c.u)}" fill="#3a1226"/><rect x="${n(c.x(0.72) + 22 * c.u)}" y="${c.y(0.22)}" width="${n(26 * c.u)}" height="${n(110 * c.u)}" fill="#3a1226"/><rect x="${c.x(0.72)}" y="${c.y(0.45)}" width="${n(70 * c.u)}" height="${n(90 * c.u)}" fill="#fbf8f3"/><rect x="${n(c.x(0.72) + 10 * c.u)}" y="${n(c.y(0.45) + 30 * c.u)}" width="${n(50 * c.u)}" height="${n(10 * c.u)}" fill="#a8322a"/>`,
    range(2)
      .map((i) => {
        const x = c.x(0.82 + i * 0.08);
        return `<path d="M${n(x - 36 * c.u)},${c.y(0.42)} h${n(72 * c.u)} q0,${n(100 * c.u)} ${n(-36 * c.u)},${n(100 * c.u)} q${n(-36 * c.u)},0 ${n(-36 * c.u)},${n(-100 * c.u)}Z" fill="#fbf8f3" opacity=".5"/><path d="M${n(x - 32 * c.u)},${n(c.y(0.42) + 50 * c.u)} h${n(64 * c.u)} q0,${n(50 * c.u)} ${n(-32 * c.u)},${n(50 * c.u)} q${n(-32 * c.u)},0 ${n(-32 * c.u)},${n(-50 * c.u)}Z" fill="#7a1a2a"/><path d="M${n(x)},${n(c.y(0.42) + 100 * c.u)} v${n(90 * c.u)} m${n(-34 * c.u)},0 h${n(68 * c.u)}" stroke="#fbf8f3" stroke-width="${n(6 * c.u)}" opacity=".8"/>`;
      })
      .join(''),
    range(14)
      .map(
        (i) =>
          `<circle cx="${n(c.x(0.14) + (i % 4) * 26 * c.u + Math.floor(i / 4) * 13 * c.u)}" cy="${n(table + 40 * c.u + Math.floor(i / 4) * 22 * c.u)}" r="${n(14 * c.u)}" fill="${i % 3 ? '#6a2a6a' : '#8a3a8a'}"/>`,
      )
      .join(''),
    finish(c, { strength: 0.45 }),
  ].join('');
};

const barnScene: Scene = (c) => {
  const ground = c.y(0.7);
  return [
    backdrop(c, moods.morning, { sun: [0.15, 0.22], clouds: 4, horizon: 0.58, pines: 12 }),
    meadow(c, c.y(0.68), c.y(0.04), moods.morning.grass, moods.morning),
    place(c.x(0.3), ground, c.x(0.42), barn()),
    araucaria(c, c.x(0.82), ground + 10 * c.u, 480 * c.u, moods.morning.shade),
    `<ellipse cx="${c.x(0.2)}" cy="${n(ground + 30 * c.u)}" rx="${n(80 * c.u)}" ry="${n(50 * c.u)}" fill="#e3c46a"/><ellipse cx="${c.x(0.13)}" cy="${n(ground + 50 * c.u)}" rx="${n(70 * c.u)}" ry="${n(44 * c.u)}" fill="#d8b45a"/>`,
    fence(c, c.x(-0.02), c.x(1.02), c.y(0.9), c.y(0.86), 90 * c.u, '#6b4a32', 10),
    grass(c, 0, c.w, c.h, 80 * c.u, '#3f6b2e', 120),
    finish(c, { leak: 'left' }),
  ].join('');
};

/** A dirt road between fields, yellow ipê trees in bloom, the Jardineira on its way. */
const countryRoad: Scene = (c) =>
  [
    backdrop(c, moods.afternoon, { sun: [0.75, 0.2], clouds: 4, horizon: 0.52, layers: 4, pines: 12 }),
    meadow(c, c.y(0.56), c.y(0.05), moods.afternoon.grass, moods.afternoon, 1.3),
    road(
      c,
      [
        [c.x(0.3), c.h * 1.02],
        [c.x(0.55), c.y(0.75)],
        [c.x(0.5), c.y(0.6)],
        [c.x(0.58), c.y(0.53)],
      ],
      c.x(0.5),
      20 * c.u,
      '#c49a6a',
    ),
    leafyTree(c, c.x(0.16), c.y(0.7), 360 * c.u, '#f2c72a', '#5a3a26'),
    leafyTree(c, c.x(0.82), c.y(0.66), 280 * c.u, '#f2c72a', '#5a3a26'),
    leafyTree(c, c.x(0.7), c.y(0.58), 120 * c.u, '#f2c72a', '#5a3a26'),
    place(c.x(0.45), c.y(0.8), c.x(0.26), jardineira()),
    fence(c, c.x(0.62), c.x(1.02), c.y(0.74), c.y(0.96), 70 * c.u, '#6b4a32', 8),
    finish(c, { leak: 'right' }),
  ].join('');

/** Trout farm: stone-edged rearing ponds in a wooded valley. */
const trout: Scene = (c) => {
  const mm = moods.morning;
  const pond = (x: number, y: number, w: number, h: number) =>
    `<rect x="${n(x - 8 * c.u)}" y="${n(y - 8 * c.u)}" width="${n(w + 16 * c.u)}" height="${n(h + 16 * c.u)}" fill="#a79c8c"/>${water(c, `M${n(x)},${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`, mm, y, y + h)}${range(
      3,
    )
      .map(
        () =>
          `<path d="M${n(x + c.r(0.1, 0.8) * w)},${n(y + c.r(0.2, 0.8) * h)} q${n(20 * c.u)},${n(-10 * c.u)} ${n(40 * c.u)},0 l${n(12 * c.u)},${n(-8 * c.u)} v${n(16 * c.u)} l${n(-12 * c.u)},${n(-8 * c.u)} q${n(-20 * c.u)},${n(10 * c.u)} ${n(-40 * c.u)},0Z" fill="#4a6a7a" opacity=".7"/>`,
      )
      .join('')}`;
  return [
    backdrop(c, mm, { sun: [0.5, 0.16], clouds: 2, horizon: 0.46, layers: 3, pines: 20 }),
    meadow(c, c.y(0.5), c.y(0.04), mm.grass, mm),
    range(7)
      .map((i) => araucaria(c, c.x(0.02 + i * 0.16), c.y(0.52), c.r(200, 320) * c.u, mm.shade))
      .join(''),
    pond(c.x(0.1), c.y(0.58), c.x(0.35), c.y(0.12)),
    pond(c.x(0.55), c.y(0.58), c.x(0.35), c.y(0.12)),
    pond(c.x(0.06), c.y(0.76), c.x(0.4), c.y(0.17)),
    pond(c.x(0.54), c.y(0.76), c.x(0.4), c.y(0.17)),
    `<path d="M${n(c.x(0.75))},${n(c.y(0.82))} q${n(20 * c.u)},${n(-60 * c.u)} ${n(60 * c.u)},${n(-20 * c.u)}" stroke="#cfe0ea" stroke-width="${n(4 * c.u)}" fill="none"/><path d="M${n(c.x(0.74))},${n(c.y(0.74))} q${n(30 * c.u)},${n(-30 * c.u)} ${n(60 * c.u)},${n(-4 * c.u)} l${n(16 * c.u)},${n(-12 * c.u)} v${n(24 * c.u)} l${n(-16 * c.u)},${n(-10 * c.u)} q${n(-30 * c.u)},${n(24 * c.u)} ${n(-60 * c.u)},${n(2 * c.u)}Z" fill="#c98a7a"/>`,
    finish(c, { leak: 'left' }),
  ].join('');
};

export const agroTurismo: Scene[] = [vineyard, olives, tasting, barnScene, countryRoad, trout];
