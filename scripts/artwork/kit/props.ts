import { type Canvas, n, range } from './core.ts';

/** A standing horse in silhouette, 200 × 150 units facing right, placed by its hooves. */
export function horse(x: number, ground: number, size: number, color: string, flip = false): string {
  const s = size / 200;
  const t = `translate(${n(x)} ${n(ground - 150 * s)}) scale(${flip ? -s : s} ${s})${flip ? ' translate(-200 0)' : ''}`;
  return `<g transform="${t}" fill="${color}"><path d="M20,60 C40,45 120,45 140,52 L160,28 C165,18 175,14 185,18 L198,36 C196,43 186,43 180,39 L166,56 C161,70 158,80 150,86 L152,150 L144,150 L139,98 L130,150 L122,150 L124,93 C100,99 70,99 55,93 L50,150 L42,150 L38,99 L30,150 L22,150 L21,96 C10,86 12,70 20,60 Z"/><path d="M20,62 C5,75 4,112 12,132 L19,129 C15,110 18,86 26,70 Z"/><path d="M177,21 L181,5 L187,19 Z"/></g>`;
}

/** A seated or standing person seen from behind, for decks and lookouts. */
export function person(
  x: number,
  ground: number,
  height: number,
  shirt: string,
  skin: string,
  hair: string,
): string {
  const h = height;
  return `<path d="M${n(x - h * 0.16)},${n(ground)} L${n(x - h * 0.13)},${n(ground - h * 0.62)} Q${n(x)},${n(ground - h * 0.72)} ${n(x + h * 0.13)},${n(ground - h * 0.62)} L${n(x + h * 0.16)},${n(ground)} Z" fill="${shirt}"/><circle cx="${n(x)}" cy="${n(ground - h * 0.8)}" r="${n(h * 0.12)}" fill="${skin}"/><path d="M${n(x - h * 0.125)},${n(ground - h * 0.78)} Q${n(x)},${n(ground - h * 0.98)} ${n(x + h * 0.125)},${n(ground - h * 0.78)} Z" fill="${hair}"/>`;
}

/** String of warm bulbs hanging in catenaries between points. */
export function stringLights(c: Canvas, points: [number, number][], sag: number, perSpan = 9): string {
  const out: string[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2 + sag * 2;
    out.push(
      `<path d="M${n(x0)},${n(y0)} Q${n(mx)},${n(my)} ${n(x1)},${n(y1)}" stroke="#2a2420" stroke-width="${n(2 * c.u)}" fill="none"/>`,
    );
    for (const k of range(perSpan)) {
      const t = (k + 0.5) / perSpan;
      const bx = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1;
      const by = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1;
      out.push(
        `<circle cx="${n(bx)}" cy="${n(by + 6 * c.u)}" r="${n(14 * c.u)}" fill="#ffc95a" opacity=".25"/><circle cx="${n(bx)}" cy="${n(by + 6 * c.u)}" r="${n(5 * c.u)}" fill="#fff1b8"/>`,
      );
    }
  }
  return out.join('');
}

/** A wooden rail fence along a line. */
export function fence(
  c: Canvas,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  height: number,
  color: string,
  posts = 10,
): string {
  const d = range(posts + 1)
    .map((i) => {
      const t = i / posts;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      return `M${n(x)},${n(y)}V${n(y - height)}`;
    })
    .join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${n(8 * c.u)}"/><path d="M${n(x0)},${n(y0 - height * 0.8)}L${n(x1)},${n(y1 - height * 0.8)}M${n(x0)},${n(y0 - height * 0.4)}L${n(x1)},${n(y1 - height * 0.4)}" stroke="${color}" stroke-width="${n(6 * c.u)}"/>`;
}

/** A framed painting hung on a wall, its picture a tiny landscape in the shop's palette. */
export function painting(x: number, y: number, w: number, h: number, hue: [string, string, string]): string {
  const [skyC, hill, sun] = hue;
  return `<rect x="${n(x - w * 0.06)}" y="${n(y - w * 0.06)}" width="${n(w * 1.12)}" height="${n(h + w * 0.12)}" fill="#c9a227"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${skyC}"/><circle cx="${n(x + w * 0.7)}" cy="${n(y + h * 0.35)}" r="${n(h * 0.13)}" fill="${sun}"/><path d="M${n(x)},${n(y + h * 0.75)} Q${n(x + w * 0.3)},${n(y + h * 0.4)} ${n(x + w * 0.6)},${n(y + h * 0.7)} T${n(x + w)},${n(y + h * 0.6)} V${n(y + h)} H${n(x)} Z" fill="${hill}"/>`;
}
