import { type Canvas, mix, n, range } from './core.ts';

export type Time = 'morning' | 'day' | 'afternoon' | 'golden' | 'sunset' | 'dusk' | 'night';

/** A time of day: sky stops (zenith → horizon), haze for distance, light and silhouette colours. */
export type Mood = {
  sky: [string, string, string];
  sun: string;
  haze: string;
  light: string;
  grass: string;
  shade: string;
  cloud: string;
  dark: boolean;
};

export const moods: Record<Time, Mood> = {
  morning: {
    sky: ['#5b8fd0', '#a9cfe8', '#f6e3c6'],
    sun: '#fff4d6',
    haze: '#cfe0ea',
    light: '#fff1d0',
    grass: '#5e9a4c',
    shade: '#1d3a2c',
    cloud: '#ffffff',
    dark: false,
  },
  day: {
    sky: ['#3f86cf', '#8fc4ea', '#dff0f7'],
    sun: '#fffbea',
    haze: '#c4dfee',
    light: '#fffbe8',
    grass: '#5a9a45',
    shade: '#173526',
    cloud: '#ffffff',
    dark: false,
  },
  afternoon: {
    sky: ['#4f86c6', '#a2c9e2', '#f7e2b8'],
    sun: '#fff0c4',
    haze: '#d8dccf',
    light: '#ffe7b5',
    grass: '#6f9d44',
    shade: '#1f3524',
    cloud: '#fff8ec',
    dark: false,
  },
  golden: {
    sky: ['#e9904a', '#f6bf6e', '#ffe6a8'],
    sun: '#fff3c8',
    haze: '#f3c58c',
    light: '#ffd08a',
    grass: '#8a8c3a',
    shade: '#3a2a22',
    cloud: '#ffe2b8',
    dark: false,
  },
  sunset: {
    sky: ['#3b2a63', '#c85a5a', '#ffb55e'],
    sun: '#ffe08a',
    haze: '#e98b6a',
    light: '#ffb06a',
    grass: '#4d4a2e',
    shade: '#241a2a',
    cloud: '#f59a7a',
    dark: false,
  },
  dusk: {
    sky: ['#17142c', '#4a3566', '#d9826a'],
    sun: '#f2b53a',
    haze: '#7a5578',
    light: '#f2b53a',
    grass: '#263226',
    shade: '#100e1c',
    cloud: '#a8708a',
    dark: true,
  },
  night: {
    sky: ['#0a0918', '#1c1830', '#3a3360'],
    sun: '#f4f0dc',
    haze: '#3a3560',
    light: '#f2b53a',
    grass: '#1a2220',
    shade: '#07060f',
    cloud: '#3a3560',
    dark: true,
  },
};

/** Sky gradient plus an optional sun (or moon at night) with a soft glow. */
export function sky(c: Canvas, m: Mood, sun?: { x: number; y: number; r?: number }): string {
  const fill = c.linear([
    [0, m.sky[0]],
    [0.55, m.sky[1]],
    [1, m.sky[2]],
  ]);
  let out = `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`;
  if (!sun) return out;
  const r = (sun.r ?? 42) * c.u;
  const glow = c.radial(
    [
      [0, m.sun, 0.85],
      [0.25, m.sun, 0.35],
      [1, m.sun, 0],
    ],
    sun.x,
    sun.y,
    r * 9,
  );
  out += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(r * 9)}" fill="${glow}"/>`;
  if (m === moods.night) {
    out += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(r * 0.8)}" fill="#f7f1dc"/><circle cx="${n(sun.x + r * 0.35)}" cy="${n(sun.y - r * 0.15)}" r="${n(r * 0.7)}" fill="${m.sky[1]}" opacity=".9"/>`;
  } else {
    out += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(r)}" fill="${mix(m.sun, '#ffffff', 0.4)}"/>`;
  }
  return out;
}

export function stars(c: Canvas, count: number, maxY: number): string {
  return range(count)
    .map(() => {
      const big = c.rng() > 0.93;
      return `<circle cx="${n(c.r(0, c.w))}" cy="${n(c.r(0, maxY) * c.r(0.3, 1))}" r="${n(c.u * (big ? c.r(1.8, 2.6) : c.r(0.6, 1.5)))}" fill="#fff8e6" opacity="${n(c.r(0.35, 1))}"/>`;
    })
    .join('');
}

/** A puffy cumulus: overlapping circles on a flat base, lit from above. */
export function cloud(c: Canvas, x: number, y: number, size: number, color: string, opacity = 0.9): string {
  const puffs = range(6)
    .map((i) => {
      const px = x + (i - 2.5) * size * 0.32 + c.r(-0.08, 0.08) * size;
      const r = size * (0.22 + Math.sin((i / 5) * Math.PI) * 0.22) * c.r(0.8, 1.15);
      return `<circle cx="${n(px)}" cy="${n(y - r * 0.6)}" r="${n(r)}"/>`;
    })
    .join('');
  const base = `<rect x="${n(x - size)}" y="${n(y - size * 0.15)}" width="${n(size * 2)}" height="${n(size * 0.15)}" rx="${n(size * 0.07)}"/>`;
  const shade = mix(color, '#7a7f9a', 0.25);
  return `<g opacity="${opacity}"><g fill="${shade}" transform="translate(0 ${n(size * 0.05)})">${puffs}${base}</g><g fill="${color}">${puffs}${base}</g></g>`;
}

/** Long thin streaks, good for sunset and dusk skies. */
export function streaks(c: Canvas, y0: number, y1: number, count: number, color: string): string {
  return range(count)
    .map(() => {
      const w = c.r(0.15, 0.4) * c.w;
      return `<rect x="${n(c.r(-0.1, 0.95) * c.w)}" y="${n(c.r(y0, y1))}" width="${n(w)}" height="${n(c.r(3, 9) * c.u)}" rx="${n(5 * c.u)}" fill="${color}" opacity="${n(c.r(0.3, 0.7))}"/>`;
    })
    .join('');
}
