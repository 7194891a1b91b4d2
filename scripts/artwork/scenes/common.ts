import { type Canvas, range } from '../kit/core.ts';
import { araucaria } from '../kit/flora.ts';
import { ranges } from '../kit/land.ts';
import { cloud, type Mood, sky, stars, streaks } from '../kit/sky.ts';

export type BackdropOptions = {
  /** Sun (or moon) position as fractions of width and height. */
  sun?: [number, number];
  sunSize?: number;
  clouds?: number;
  streaks?: number;
  stars?: number;
  /** Where the nearest range meets the land, as a fraction of height. */
  horizon: number;
  layers?: number;
  amp?: number;
  rough?: number;
  near?: string;
  /** Araucaria silhouettes along the nearest ridge. */
  pines?: number;
};

/** Sky, sun, clouds and receding Mantiqueira ranges: the shared back plate of most scenes. */
export function backdrop(c: Canvas, m: Mood, o: BackdropOptions): string {
  const out = [sky(c, m, o.sun ? { x: c.x(o.sun[0]), y: c.y(o.sun[1]), r: o.sunSize } : undefined)];
  if (o.stars) out.push(stars(c, o.stars, c.y(o.horizon)));
  if (o.streaks) out.push(streaks(c, c.y(0.12), c.y(o.horizon - 0.15), o.streaks, m.cloud));
  for (const i of range(o.clouds ?? 0)) {
    out.push(
      cloud(
        c,
        c.r(0.05, 0.95) * c.w,
        c.y(0.1 + 0.22 * c.rng()),
        c.r(70, 150) * c.u * (1 - i * 0.05),
        m.cloud,
        0.85,
      ),
    );
  }
  const amp = (o.amp ?? 0.22) * c.h;
  const near = o.near ?? m.shade;
  out.push(
    ranges(c, m, {
      top: c.y(o.horizon) - amp * 0.6,
      bottom: c.y(o.horizon),
      count: o.layers ?? 4,
      near,
      amp,
      rough: o.rough,
    }),
  );
  for (const _ of range(o.pines ?? 0)) {
    out.push(araucaria(c, c.r(0, c.w), c.y(o.horizon) - c.r(0, amp * 0.3), c.r(40, 90) * c.u, near));
  }
  return out.join('');
}

/** Lamp post with a warm globe; lit adds a halo. */
export function lamp(c: Canvas, x: number, ground: number, height: number, lit: boolean): string {
  const halo = lit
    ? `<circle cx="${x}" cy="${ground - height}" r="${height * 0.3}" fill="${c.radial(
        [
          [0, '#ffd27a', 0.7],
          [1, '#ffd27a', 0],
        ],
        x,
        ground - height,
        height * 0.3,
      )}"/>`
    : '';
  return `<rect x="${x - height * 0.02}" y="${ground - height}" width="${height * 0.04}" height="${height}" fill="#1c1830"/>${halo}<circle cx="${x}" cy="${ground - height}" r="${height * 0.06}" fill="${lit ? '#fff1c4' : '#f3e3c3'}"/>`;
}
