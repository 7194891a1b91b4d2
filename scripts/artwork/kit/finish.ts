import { type Canvas, n, range } from './core.ts';

/** The cinematic finish shared by every picture: a soft vignette and a warm light leak. */
export function finish(c: Canvas, o: { leak?: 'left' | 'right'; strength?: number } = {}): string {
  const s = o.strength ?? 0.5;
  const vignette = c.radial(
    [
      [0.55, '#120f21', 0],
      [1, '#120f21', s],
    ],
    c.w / 2,
    c.h / 2,
    Math.hypot(c.w, c.h) * 0.55,
  );
  const leakX = o.leak === 'left' ? 0 : c.w;
  const leak = o.leak
    ? `<rect width="${c.w}" height="${c.h}" fill="${c.radial(
        [
          [0, '#ffb347', 0.28],
          [1, '#ff7a3a', 0],
        ],
        leakX,
        c.h * 0.15,
        c.w * 0.45,
      )}"/>`
    : '';
  return `${leak}<rect width="${c.w}" height="${c.h}" fill="${vignette}"/>`;
}

/** Darkens the left third so overlaid white text stays readable (hero slides). */
export function textShade(c: Canvas, opacity = 0.6): string {
  const fill = c.linear(
    [
      [0, '#0d0b1a', opacity],
      [0.42, '#0d0b1a', opacity * 0.45],
      [0.7, '#0d0b1a', 0],
    ],
    [0, 0, 1, 0],
  );
  return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`;
}

/** Film-strip edges: dark bands with sprocket holes at top and bottom. */
export function filmStrip(c: Canvas, band = 34): string {
  const b = band * c.u;
  const hole = b * 0.42;
  const count = Math.ceil(c.w / (hole * 2.6));
  const holes = (y: number) =>
    range(count)
      .map(
        (i) =>
          `<rect x="${n(i * hole * 2.6 + hole * 0.6)}" y="${n(y)}" width="${n(hole * 1.4)}" height="${n(hole)}" rx="${n(hole * 0.25)}"/>`,
      )
      .join('');
  return `<g><rect width="${c.w}" height="${n(b)}" fill="#0d0b1a" opacity=".9"/><rect y="${n(c.h - b)}" width="${c.w}" height="${n(b)}" fill="#0d0b1a" opacity=".9"/><g fill="#fbf8f3" opacity=".55">${holes((b - hole) / 2)}${holes(c.h - (b + hole) / 2)}</g></g>`;
}

/** Soft sun rays fanning from a point (forest light, golden hour). */
/** `arc` is the fan's span in half-turns: downward by default, [1.05, 1.95] fans upward. */
export function rays(
  c: Canvas,
  x: number,
  y: number,
  color: string,
  count = 7,
  opacity = 0.18,
  arc: [number, number] = [0.15, 0.85],
): string {
  const len = Math.hypot(c.w, c.h);
  return range(count)
    .map((i) => {
      const a = Math.PI * (arc[0] + ((arc[1] - arc[0]) * i) / Math.max(1, count - 1));
      const spread = c.r(0.02, 0.05);
      const p1 = [x + Math.cos(a - spread) * len, y + Math.sin(a - spread) * len];
      const p2 = [x + Math.cos(a + spread) * len, y + Math.sin(a + spread) * len];
      return `<polygon points="${n(x)},${n(y)} ${n(p1[0]!)},${n(p1[1]!)} ${n(p2[0]!)},${n(p2[1]!)}" fill="${color}" opacity="${n(opacity * c.r(0.5, 1))}"/>`;
    })
    .join('');
}
