import { type Canvas, mix, n, pick, range } from './core.ts';

/**
 * The araucaria (Paraná pine): a bare straight trunk and the candelabra crown, whorls of
 * branches that curve upward so their tufted tips end near one flat top.
 */
export function araucaria(
  c: Canvas,
  x: number,
  ground: number,
  height: number,
  color: string,
  lit?: string,
): string {
  const top = ground - height;
  const tw = height * 0.028;
  const trunk = `<path d="M${n(x - tw)},${n(ground)} L${n(x - tw * 0.4)},${n(top + height * 0.06)} L${n(x + tw * 0.4)},${n(top + height * 0.06)} L${n(x + tw)},${n(ground)} Z" fill="${color}"/>`;
  const whorls = 6;
  const crownDepth = height * c.r(0.26, 0.34);
  const branches: string[] = [];
  const tufts: string[] = [];
  for (let i = 0; i < whorls; i++) {
    const oy = top + height * 0.05 + (crownDepth * i) / (whorls - 1);
    for (const side of [-1, 1]) {
      if (i > 0 && c.rng() < 0.15) continue;
      const spread = height * (0.07 + 0.3 * (i / (whorls - 1)) ** 0.9) * c.r(0.75, 1.15);
      const tipX = x + side * spread;
      const tipY = top + height * c.r(-0.01, 0.05) + i * height * 0.008;
      branches.push(
        `M${n(x)},${n(oy)} Q${n(x + side * spread * 0.8)},${n(oy - height * 0.01)} ${n(tipX)},${n(tipY)}`,
      );
      const tw2 = height * (0.06 + 0.035 * (i / whorls)) * c.r(0.85, 1.15);
      const clump = [
        [tipX - side * tw2 * 0.35, tipY, tw2, 0.034],
        [tipX - side * tw2 * 0.9, tipY + height * 0.018, tw2 * 0.7, 0.026],
        [tipX + side * tw2 * 0.2, tipY - height * 0.012, tw2 * 0.55, 0.024],
      ];
      if (i > 0) {
        for (const t of [0.45, 0.72]) {
          const bx = (1 - t) ** 2 * x + 2 * (1 - t) * t * (x + side * spread * 0.8) + t * t * tipX;
          const by = (1 - t) ** 2 * oy + 2 * (1 - t) * t * (oy - height * 0.01) + t * t * tipY;
          clump.push([bx, by + height * 0.006, tw2 * 0.55, 0.02]);
        }
      }
      for (const [cx, cy, rx, ry] of clump)
        tufts.push(
          `<ellipse cx="${n(cx!)}" cy="${n(cy!)}" rx="${n(rx!)}" ry="${n(height * ry!)}" transform="rotate(${n(side * -12)} ${n(cx!)} ${n(cy!)})"/>`,
        );
    }
  }
  const topTuft = `<ellipse cx="${n(x)}" cy="${n(top + height * 0.02)}" rx="${n(height * 0.09)}" ry="${n(height * 0.036)}"/>`;
  const highlight = lit
    ? `<g fill="${lit}" opacity=".35">${tufts
        .slice(0, 4)
        .join('')
        .replace(/cy="([\d.]+)"/g, (_, v: string) => `cy="${n(Number(v) - height * 0.008)}"`)}</g>`
    : '';
  return `<g>${trunk}<path d="${branches.join('')}" stroke="${color}" stroke-width="${n(tw * 1.1)}" fill="none" stroke-linecap="round"/><g fill="${color}">${tufts.join('')}${topTuft}</g>${highlight}</g>`;
}

/** A row of araucarias of varied height, a common skyline on every ridge in town. */
export function araucariaRow(
  c: Canvas,
  x0: number,
  x1: number,
  ground: number,
  h0: number,
  h1: number,
  color: string,
  count: number,
): string {
  return range(count)
    .map(() => araucaria(c, c.r(x0, x1), ground + c.r(-4, 4) * c.u, c.r(h0, h1), color))
    .join('');
}

/** A narrow conifer (cypress or hedge pine) used in gardens and as distant texture. */
export function conifer(x: number, ground: number, height: number, color: string): string {
  const w = height * 0.22;
  return `<path d="M${n(x)},${n(ground - height)} C${n(x + w)},${n(ground - height * 0.55)} ${n(x + w * 1.1)},${n(ground - height * 0.15)} ${n(x + w * 0.4)},${n(ground)} L${n(x - w * 0.4)},${n(ground)} C${n(x - w * 1.1)},${n(ground - height * 0.15)} ${n(x - w)},${n(ground - height * 0.55)} ${n(x)},${n(ground - height)} Z" fill="${color}"/>`;
}

/** A broadleaf tree: a cluster of lobes on a short trunk. */
export function leafyTree(
  c: Canvas,
  x: number,
  ground: number,
  size: number,
  color: string,
  trunk = '#4a3426',
): string {
  const lobes = range(7)
    .map((i) => {
      const a = (i / 7) * Math.PI * 2;
      return `<circle cx="${n(x + Math.cos(a) * size * 0.28)}" cy="${n(ground - size * 0.75 + Math.sin(a) * size * 0.2)}" r="${n(size * c.r(0.22, 0.3))}"/>`;
    })
    .join('');
  return `<rect x="${n(x - size * 0.04)}" y="${n(ground - size * 0.5)}" width="${n(size * 0.08)}" height="${n(size * 0.5)}" fill="${trunk}"/><g fill="${color}">${lobes}<circle cx="${n(x)}" cy="${n(ground - size * 0.78)}" r="${n(size * 0.3)}"/></g><g fill="${mix(color, '#fff6c8', 0.22)}"><circle cx="${n(x - size * 0.12)}" cy="${n(ground - size * 0.92)}" r="${n(size * 0.16)}"/></g>`;
}

/** A bush carrying blossoms: hydrangeas when given blues and purples. */
export function flowerBush(
  c: Canvas,
  x: number,
  ground: number,
  size: number,
  leaf: string,
  blooms: readonly string[],
): string {
  const body = `<ellipse cx="${n(x)}" cy="${n(ground - size * 0.35)}" rx="${n(size * 0.6)}" ry="${n(size * 0.4)}" fill="${leaf}"/>`;
  const heads = range(7)
    .map(() => {
      const bx = x + c.r(-0.45, 0.45) * size;
      const by = ground - size * c.r(0.35, 0.7);
      const col = pick(c.rng, blooms);
      return `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(size * c.r(0.13, 0.19))}" fill="${col}"/><circle cx="${n(bx - size * 0.04)}" cy="${n(by - size * 0.04)}" r="${n(size * 0.07)}" fill="${mix(col, '#ffffff', 0.35)}"/>`;
    })
    .join('');
  return body + heads;
}

export const hydrangea = ['#6f8fe0', '#8a7ad8', '#a98ee0', '#5fa8e0', '#c9b6f0'] as const;
export const blossoms = ['#e86a92', '#f2b53a', '#fbf3e4', '#d94c4c', '#b85cc4', '#ff9f5a'] as const;

/** Scattered dots of colour over an area: flowerbeds seen from a distance. */
export function flowerField(
  c: Canvas,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  colors: readonly string[],
  size = 6,
): string {
  return range(count)
    .map(() => {
      const y = c.r(y0, y1);
      const depth = 0.4 + (0.6 * (y - y0)) / Math.max(1, y1 - y0);
      return `<circle cx="${n(c.r(x0, x1))}" cy="${n(y)}" r="${n(size * depth * c.u * c.r(0.7, 1.3))}" fill="${pick(c.rng, colors)}"/>`;
    })
    .join('');
}

/** Grass blades along a baseline. */
export function grass(
  c: Canvas,
  x0: number,
  x1: number,
  y: number,
  height: number,
  color: string,
  count: number,
): string {
  const d = range(count)
    .map(() => {
      const x = c.r(x0, x1);
      const h = height * c.r(0.5, 1);
      return `M${n(x - 3 * c.u)},${n(y)} Q${n(x)},${n(y - h * 0.6)} ${n(x + c.r(-0.4, 0.4) * h)},${n(y - h)} Q${n(x + 1 * c.u)},${n(y - h * 0.5)} ${n(x + 3 * c.u)},${n(y)}Z`;
    })
    .join('');
  return `<path d="${d}" fill="${color}"/>`;
}

/** A fern frond fan for forest floors. */
export function fern(x: number, y: number, size: number, color: string): string {
  const fronds = [-60, -35, -12, 12, 35, 60]
    .map(
      (a) =>
        `<ellipse cx="${n(x)}" cy="${n(y - size * 0.5)}" rx="${n(size * 0.12)}" ry="${n(size * 0.55)}" transform="rotate(${a} ${n(x)} ${n(y)})"/>`,
    )
    .join('');
  return `<g fill="${color}">${fronds}</g>`;
}
