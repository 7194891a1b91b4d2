import { type Canvas, mix, n, pick, range } from './core.ts';

export type ChaletStyle = {
  wall: string;
  roof: string;
  timber: string;
  shutter: string;
  stories: number;
  stone: boolean;
  lit: boolean;
};

const walls = ['#f4ead8', '#efe1c6', '#f7efe2', '#ead7b8', '#f3e2d0'];
const roofs = ['#7a2e24', '#5a3526', '#8e3b2a', '#3f3a3a', '#6b2a22'];
const shutters = ['#2f5d3a', '#8e2f25', '#3a4f7a', '#6b4228'];

export function randomStyle(c: Canvas, lit: boolean): ChaletStyle {
  return {
    wall: pick(c.rng, walls),
    roof: pick(c.rng, roofs),
    timber: pick(c.rng, ['#4a2f22', '#3b2418', '#5a3a26']),
    shutter: pick(c.rng, shutters),
    stories: c.rng() > 0.45 ? 2 : 3,
    stone: c.rng() > 0.5,
    lit,
  };
}

function windowAt(x: number, y: number, w: number, h: number, s: ChaletStyle, box: boolean): string {
  const glass = s.lit ? '#ffcf6a' : '#9fc3d6';
  const glow = s.lit
    ? `<rect x="${n(x - w * 0.3)}" y="${n(y - h * 0.3)}" width="${n(w * 1.6)}" height="${n(h * 1.6)}" fill="#ffc45a" opacity=".18" rx="${n(w * 0.4)}"/>`
    : '';
  const flowers = box
    ? `<rect x="${n(x - w * 0.1)}" y="${n(y + h)}" width="${n(w * 1.2)}" height="${n(h * 0.16)}" fill="${s.timber}"/>${range(
        5,
      )
        .map(
          (i) =>
            `<circle cx="${n(x + (w * 1.2 * (i + 0.5)) / 5 - w * 0.1)}" cy="${n(y + h)}" r="${n(w * 0.12)}" fill="${i % 2 ? '#d94c4c' : '#e86a92'}"/>`,
        )
        .join('')}`
    : '';
  return `${glow}<rect x="${n(x - w * 0.45)}" y="${n(y)}" width="${n(w * 0.4)}" height="${n(h)}" fill="${s.shutter}"/><rect x="${n(x + w * 1.05)}" y="${n(y)}" width="${n(w * 0.4)}" height="${n(h)}" fill="${s.shutter}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${glass}"/><path d="M${n(x + w / 2)},${n(y)}V${n(y + h)}M${n(x)},${n(y + h / 2)}H${n(x + w)}" stroke="${s.timber}" stroke-width="${n(w * 0.08)}"/>${flowers}`;
}

/**
 * A Capivari half-timbered (enxaimel) house with its gable to the street: steep roof, dark
 * beams with braces on a cream wall, shuttered windows with flower boxes, optional stone base.
 */
export function chalet(x: number, ground: number, w: number, s: ChaletStyle): string {
  const floor = w * 0.42;
  const h = floor * s.stories;
  const top = ground - h;
  const roofH = w * 0.62;
  const beam = w * 0.035;
  const parts: string[] = [];
  parts.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${s.wall}"/>`);
  parts.push(
    `<polygon points="${n(x + w * 0.08)},${n(top)} ${n(x + w / 2)},${n(top - roofH * 0.92)} ${n(x + w * 0.92)},${n(top)}" fill="${s.wall}"/>`,
  );
  if (s.stone)
    parts.push(
      `<rect x="${n(x)}" y="${n(ground - floor)}" width="${n(w)}" height="${n(floor)}" fill="${mix(s.wall, '#8a7f72', 0.55)}"/>`,
    );
  const timber: string[] = [];
  for (let f = 0; f <= s.stories; f++) timber.push(`M${n(x)},${n(top + f * floor)}H${n(x + w)}`);
  for (let f = s.stone ? 1 : 0; f < s.stories; f++) {
    const y0 = top + f * floor;
    const y1 = y0 + floor;
    for (const px of [0, 0.33, 0.67, 1]) timber.push(`M${n(x + w * px)},${n(y0)}V${n(y1)}`);
    timber.push(
      `M${n(x)},${n(y1)}L${n(x + w * 0.16)},${n(y0)}M${n(x + w)},${n(y1)}L${n(x + w * 0.84)},${n(y0)}`,
    );
  }
  timber.push(
    `M${n(x + w / 2)},${n(top - roofH * 0.85)}V${n(top)}M${n(x + w * 0.26)},${n(top - roofH * 0.45)}L${n(x + w / 2)},${n(top)}L${n(x + w * 0.74)},${n(top - roofH * 0.45)}`,
  );
  parts.push(`<path d="${timber.join('')}" stroke="${s.timber}" stroke-width="${n(beam)}" fill="none"/>`);
  parts.push(
    `<path d="M${n(x - w * 0.1)},${n(top + w * 0.04)} L${n(x + w / 2)},${n(top - roofH)} L${n(x + w * 1.1)},${n(top + w * 0.04)} L${n(x + w * 1.02)},${n(top + w * 0.08)} L${n(x + w / 2)},${n(top - roofH * 0.86)} L${n(x - w * 0.02)},${n(top + w * 0.08)} Z" fill="${s.roof}"/>`,
  );
  for (let f = 0; f < s.stories; f++) {
    const y = top + f * floor + floor * 0.22;
    const ww = w * 0.14;
    const ground0 = f === s.stories - 1;
    if (ground0) {
      parts.push(
        `<rect x="${n(x + w * 0.4)}" y="${n(y)}" width="${n(w * 0.2)}" height="${n(floor * 0.78)}" rx="${n(w * 0.1)}" fill="${s.lit ? '#ffd27a' : s.timber}"/>`,
      );
      parts.push(windowAt(x + w * 0.11, y + floor * 0.05, ww, floor * 0.38, s, false));
      parts.push(windowAt(x + w * 0.75, y + floor * 0.05, ww, floor * 0.38, s, false));
    } else {
      parts.push(windowAt(x + w * 0.2, y, ww, floor * 0.42, s, true));
      parts.push(windowAt(x + w * 0.66, y, ww, floor * 0.42, s, true));
    }
  }
  parts.push(windowAt(x + w * 0.44, top - roofH * 0.42, w * 0.12, roofH * 0.22, s, false));
  return `<g>${parts.join('')}</g>`;
}

/** A street of chalets of varied widths, heights and colours between x0 and x1. */
export function chaletRow(
  c: Canvas,
  x0: number,
  x1: number,
  ground: number,
  width: number,
  lit: boolean,
): string {
  const out: string[] = [];
  let x = x0;
  while (x < x1) {
    const w = width * c.r(0.8, 1.2);
    out.push(chalet(x, ground + c.r(-2, 2) * c.u, w, randomStyle(c, lit)));
    x += w * c.r(1.12, 1.3);
  }
  return out.join('');
}
