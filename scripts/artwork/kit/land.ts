import { type Canvas, mix, n, range, smoothPath } from './core.ts';
import type { Mood } from './sky.ts';

export type RidgeOptions = {
  base: number;
  amp: number;
  /** Number of major humps across the width. */
  waves?: number;
  /** 0 = smooth rounded Mantiqueira hills, 1 = jagged rock. */
  rough?: number;
  fill: string;
};

/** A mountain or hill silhouette from a sum of seeded sines, filled down to the bottom. */
export function ridgeLine(c: Canvas, o: RidgeOptions): [number, number][] {
  const waves = o.waves ?? 3;
  const rough = o.rough ?? 0.2;
  const phases = range(4).map(() => c.r(0, Math.PI * 2));
  const steps = 48;
  return range(steps + 1).map((i) => {
    const t = i / steps;
    const a = Math.sin(t * Math.PI * waves + phases[0]!) * 0.55;
    const b = Math.sin(t * Math.PI * waves * 2.3 + phases[1]!) * 0.3;
    const j = (Math.sin(t * Math.PI * waves * 7 + phases[2]!) + c.r(-1, 1)) * 0.12 * rough;
    const v = (a + b + j + 1) / 2;
    return [c.x(t * 1.04 - 0.02), o.base - v * o.amp];
  });
}

export function ridge(c: Canvas, o: RidgeOptions): string {
  return `<path d="${smoothPath(ridgeLine(c, o), c.h)}" fill="${o.fill}"/>`;
}

/** A horizontal band of haze that fades upward: depth between mountain layers. */
export function mist(c: Canvas, y: number, height: number, color: string, opacity = 0.6): string {
  const fill = c.linear([
    [0, color, 0],
    [1, color, opacity],
  ]);
  return `<rect x="0" y="${n(y - height)}" width="${c.w}" height="${n(height)}" fill="${fill}"/>`;
}

/**
 * Several ranges receding into haze (atmospheric perspective): the nearest takes `near`,
 * the farthest nearly the haze colour, each followed by a mist band.
 */
export function ranges(
  c: Canvas,
  m: Mood,
  o: {
    top: number;
    bottom: number;
    count: number;
    near: string;
    amp: number;
    rough?: number;
    waves?: number;
  },
): string {
  return range(o.count)
    .map((i) => {
      const t = o.count === 1 ? 1 : i / (o.count - 1);
      const base = o.top + (o.bottom - o.top) * t;
      const fill = mix(m.haze, o.near, 0.25 + 0.75 * t);
      const r = ridge(c, {
        base,
        amp: o.amp * (1 - 0.35 * t),
        waves: (o.waves ?? 2.5) + i * 0.6,
        rough: o.rough,
        fill,
      });
      return r + (i < o.count - 1 ? mist(c, base + c.u * 10, o.amp * 0.5, m.haze, 0.45) : '');
    })
    .join('');
}

/** Rolling foreground ground with a vertical light-to-dark gradient. */
export function meadow(c: Canvas, base: number, amp: number, color: string, m: Mood, waves = 1.4): string {
  const fill = c.linear([
    [0, mix(color, m.light, 0.25)],
    [1, mix(color, m.shade, 0.45)],
  ]);
  return ridge(c, { base, amp, waves, rough: 0, fill });
}

/** Water surface with reflected sky tones and light glints. */
/** `reflect` is drawn mirrored about y0 inside the water (pass what stands on the shore). */
export function water(c: Canvas, d: string, m: Mood, y0: number, y1: number, reflect?: string): string {
  const fill = c.linear([
    [0, mix(m.sky[1], m.sky[2], 0.35)],
    [1, mix(m.sky[0], m.shade, 0.35)],
  ]);
  const glints = range(26)
    .map(() => {
      const y = c.r(y0, y1);
      return `<rect x="${n(c.r(0, c.w))}" y="${n(y)}" width="${n(c.r(14, 60) * c.u)}" height="${n(2.5 * c.u)}" rx="${n(c.u)}" fill="${m.light}" opacity="${n(c.r(0.25, 0.6))}"/>`;
    })
    .join('');
  const clip = c.id('w');
  c.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  const mirrored = reflect
    ? `<g clip-path="url(#${clip})"><g opacity=".32" transform="translate(0 ${n(y0 * 2)}) scale(1 -1)">${reflect}</g></g>`
    : '';
  return `<path d="${d}" fill="${fill}"/>${mirrored}<g clip-path="url(#${clip})">${glints}</g>`;
}

/** A rounded granite boulder with a lit top. */
export function rock(_c: Canvas, x: number, y: number, w: number, h: number, color = '#6f6a66'): string {
  const d = `M${n(x - w / 2)},${n(y)} C${n(x - w / 2)},${n(y - h * 0.8)} ${n(x - w * 0.2)},${n(y - h)} ${n(x + w * 0.05)},${n(y - h)} C${n(x + w * 0.4)},${n(y - h)} ${n(x + w / 2)},${n(y - h * 0.6)} ${n(x + w / 2)},${n(y)} Z`;
  const lit = `M${n(x - w * 0.38)},${n(y - h * 0.55)} C${n(x - w * 0.3)},${n(y - h * 0.92)} ${n(x + w * 0.2)},${n(y - h * 1.02)} ${n(x + w * 0.32)},${n(y - h * 0.7)} C${n(x)},${n(y - h * 0.8)} ${n(x - w * 0.2)},${n(y - h * 0.7)} ${n(x - w * 0.38)},${n(y - h * 0.55)} Z`;
  return `<path d="${d}" fill="${color}"/><path d="${lit}" fill="${mix(color, '#ffffff', 0.3)}"/>`;
}

/** A road receding to a vanishing point: wide at the bottom, a ribbon at the horizon. */
export function road(
  c: Canvas,
  points: [number, number][],
  width0: number,
  width1: number,
  color: string,
  line?: string,
): string {
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  points.forEach(([x, y], i) => {
    const t = i / (points.length - 1);
    const w = width0 + (width1 - width0) * t;
    left.push([x - w / 2, y]);
    right.push([x + w / 2, y]);
  });
  const d = `${smoothPath(left)}L${smoothPath(right.reverse()).slice(1)}Z`;
  const centre = line
    ? `<path d="${smoothPath(points)}" stroke="${line}" stroke-width="${n(5 * c.u)}" stroke-dasharray="${n(30 * c.u)} ${n(26 * c.u)}" fill="none"/>`
    : '';
  return `<path d="${d}" fill="${color}"/>${centre}`;
}
