/** Core of the artwork kit: seeded randomness, colour mixing and an SVG canvas that collects defs. */
export type Rng = () => number;

/** mulberry32: tiny, fast and reproducible, so regenerating gives byte-identical SVG. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const rand = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();
export const range = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');

/** One SVG document under construction: size, randomness and the defs its shapes reference. */
export class Canvas {
  readonly defs: string[] = [];
  private counter = 0;
  readonly rng: Rng;

  constructor(
    readonly w: number,
    readonly h: number,
    seed: number,
  ) {
    this.rng = seeded(seed);
  }

  /** Horizontal position as a fraction of the width. */
  x(t: number): number {
    return this.w * t;
  }

  /** Vertical position as a fraction of the height. */
  y(t: number): number {
    return this.h * t;
  }

  /** Size unit: 1 at a 960 px tall canvas, so shapes scale with the image. */
  get u(): number {
    return this.h / 960;
  }

  r(min: number, max: number): number {
    return rand(this.rng, min, max);
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Vertical (default) or custom-direction linear gradient; returns `url(#id)`. */
  linear(list: Stop[], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.id('l');
    const [x1, y1, x2, y2] = dir;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space centred on (cx, cy). */
  radial(list: Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id('r');
    const t = sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy * (1 - sy))}) scale(1 ${sy})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${t}>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; returns `url(#id)`. */
  blur(std: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  document(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

/** Smooth closed-bottom path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: [number, number][], bottom?: number): string {
  if (points.length < 2) return '';
  const p = points;
  let d = `M${n(p[0]![0])},${n(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)},${n(c1[1]!)} ${n(c2[0]!)},${n(c2[1]!)} ${n(p2[0])},${n(p2[1])}`;
  }
  if (bottom !== undefined) d += `L${n(p[p.length - 1]![0])},${n(bottom)}L${n(p[0]![0])},${n(bottom)}Z`;
  return d;
}
