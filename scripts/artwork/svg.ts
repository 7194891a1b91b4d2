/** Small SVG drawing kit for the shop's poster-style artwork (seeded, so output is reproducible). */
export type Rng = () => number;

export function seeded(seed: number): Rng {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 100_000) / 100_000;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

export type Sky = { top: string; bottom: string; sun?: { x: number; y: number; r: number; color: string } };

export function sky(w: number, h: number, { top, bottom, sun }: Sky, id: string): string {
  const glow = sun
    ? `<radialGradient id="glow-${id}"><stop offset="0" stop-color="${sun.color}" stop-opacity=".9"/><stop offset="1" stop-color="${sun.color}" stop-opacity="0"/></radialGradient>
       <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 4}" fill="url(#glow-${id})"/>
       <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${sun.color}"/>`
    : '';
  return `<defs><linearGradient id="sky-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky-${id})"/>${glow}`;
}

/** A mountain ridge as a filled polyline from left to right. */
export function ridge(
  rng: Rng,
  w: number,
  h: number,
  base: number,
  amplitude: number,
  color: string,
  peaks = 6,
): string {
  const points: string[] = [`0,${h}`, `0,${base}`];
  const step = w / peaks;
  for (let i = 0; i <= peaks; i++) {
    const x = i * step + between(rng, -step * 0.2, step * 0.2);
    const y = base - between(rng, amplitude * 0.35, amplitude);
    points.push(`${Math.max(0, Math.min(w, x)).toFixed(0)},${y.toFixed(0)}`);
    if (i < peaks)
      points.push(`${(x + step / 2).toFixed(0)},${(base - between(rng, 0, amplitude * 0.3)).toFixed(0)}`);
  }
  points.push(`${w},${base}`, `${w},${h}`);
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** The araucaria: a straight trunk with the candelabra crown of upturned branches. */
export function araucaria(x: number, ground: number, size: number, color: string): string {
  const top = ground - size;
  const trunk = `<rect x="${x - size * 0.02}" y="${top + size * 0.15}" width="${size * 0.04}" height="${size * 0.85}" fill="${color}"/>`;
  const crown = [0, 1, 2].map((tier) => {
    const y = top + tier * size * 0.09;
    const spread = size * (0.22 + tier * 0.08);
    return `<path d="M${x - spread},${y + size * 0.12} Q${x - spread * 0.5},${y - size * 0.02} ${x},${y + size * 0.05} Q${x + spread * 0.5},${y - size * 0.02} ${x + spread},${y + size * 0.12} L${x + spread * 0.9},${y + size * 0.16} Q${x},${y + size * 0.1} ${x - spread * 0.9},${y + size * 0.16} Z" fill="${color}"/>`;
  });
  return trunk + crown.join('');
}

export function pine(x: number, ground: number, size: number, color: string): string {
  return `<polygon points="${x},${ground - size} ${x - size * 0.28},${ground} ${x + size * 0.28},${ground}" fill="${color}"/>`;
}

/** A half-timbered Capivari-style house. */
export function chalet(
  x: number,
  ground: number,
  size: number,
  wall: string,
  roof: string,
  beam: string,
): string {
  const w = size;
  const h = size * 0.7;
  const top = ground - h;
  return `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>
    <polygon points="${x - w * 0.12},${top} ${x + w / 2},${top - h * 0.75} ${x + w * 1.12},${top}" fill="${roof}"/>
    <path d="M${x},${top + h * 0.35} H${x + w} M${x + w * 0.33},${top} V${ground} M${x + w * 0.66},${top} V${ground} M${x},${top} L${x + w * 0.33},${top + h * 0.35} M${x + w},${top} L${x + w * 0.66},${top + h * 0.35}" stroke="${beam}" stroke-width="${size * 0.035}"/>
    <rect x="${x + w * 0.42}" y="${top + h * 0.55}" width="${w * 0.16}" height="${h * 0.45}" fill="${beam}"/>
    <rect x="${x + w * 0.1}" y="${top + h * 0.5}" width="${w * 0.14}" height="${h * 0.18}" fill="#f6d27a"/>
    <rect x="${x + w * 0.76}" y="${top + h * 0.5}" width="${w * 0.14}" height="${h * 0.18}" fill="#f6d27a"/>`;
}

/** A vintage cinema bus: body, windows, wheels, marquee bulbs. */
export function cinemaBus(
  x: number,
  ground: number,
  size: number,
  body: string,
  trim: string,
  openSides = false,
): string {
  const w = size;
  const h = size * 0.42;
  const top = ground - h - size * 0.08;
  const windows = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${x + w * (0.1 + i * 0.16)}" y="${top + h * 0.14}" width="${w * 0.12}" height="${h * 0.32}" rx="${w * 0.015}" fill="${openSides ? 'none' : '#bfe3f2'}" stroke="${trim}" stroke-width="${w * 0.01}"/>`,
  ).join('');
  const bulbs = Array.from(
    { length: 14 },
    (_, i) =>
      `<circle cx="${x + w * (0.06 + i * 0.065)}" cy="${top + h * 0.58}" r="${w * 0.009}" fill="#ffe9a8"/>`,
  ).join('');
  return `<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="${w * 0.06}" fill="${body}"/>
    <rect x="${x}" y="${top + h * 0.62}" width="${w}" height="${h * 0.14}" fill="${trim}"/>
    <rect x="${x + w * 0.04}" y="${top - h * 0.1}" width="${w * 0.92}" height="${h * 0.12}" rx="${w * 0.02}" fill="${trim}"/>
    ${windows}${bulbs}
    <circle cx="${x + w * 0.2}" cy="${ground - size * 0.06}" r="${size * 0.08}" fill="#1a1a1a"/><circle cx="${x + w * 0.2}" cy="${ground - size * 0.06}" r="${size * 0.035}" fill="#bbb"/>
    <circle cx="${x + w * 0.8}" cy="${ground - size * 0.06}" r="${size * 0.08}" fill="#1a1a1a"/><circle cx="${x + w * 0.8}" cy="${ground - size * 0.06}" r="${size * 0.035}" fill="#bbb"/>
    <circle cx="${x + w * 0.5}" cy="${top + h * 0.88}" r="${w * 0.045}" fill="none" stroke="${trim}" stroke-width="${w * 0.01}"/>`;
}

/** Film-strip framing and a vignette: the cinematic signature of every image. */
export function cinemaFrame(w: number, h: number, id: string): string {
  const hole = Math.round(h * 0.022);
  const holes = (y: number) =>
    Array.from(
      { length: Math.ceil(w / (hole * 3)) },
      (_, i) =>
        `<rect x="${i * hole * 3 + hole}" y="${y}" width="${hole * 1.6}" height="${hole}" rx="${hole * 0.25}" fill="#fbf8f3" opacity=".5"/>`,
    ).join('');
  return `<defs><radialGradient id="vig-${id}" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#120f21" stop-opacity=".55"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#vig-${id})"/>
    <rect width="${w}" height="${hole * 2}" fill="#120f21" opacity=".85"/>${holes(hole * 0.5)}
    <rect y="${h - hole * 2}" width="${w}" height="${hole * 2}" fill="#120f21" opacity=".85"/>${holes(h - hole * 1.5)}`;
}

export function svgDocument(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
