/**
 * Images are served from public/ as `<base>-<width>.<avif|webp>`; the operator replaces one by dropping a
 * file with the same name there. `base` is e.g. '/images/tours/rota-do-horto/1'.
 */
export const imageSets = {
  tour: { widths: [480, 720, 960, 1440], width: 1440, height: 960 },
  hero: { widths: [640, 960, 1280, 1920], width: 1920, height: 1080 },
  vehicle: { widths: [480, 960], width: 960, height: 720 },
  portrait: { widths: [96, 192], width: 192, height: 192 },
} as const;

export type ImageKind = keyof typeof imageSets;
export type ImageFormat = 'avif' | 'webp';

export function imageUrl(base: string, width: number, format: ImageFormat = 'webp'): string {
  return `${base}-${width}.${format}`;
}

export function imageSrcSet(base: string, kind: ImageKind, format: ImageFormat): string {
  return imageSets[kind].widths.map((w) => `${imageUrl(base, w, format)} ${w}w`).join(', ');
}

/** The largest rendition as a JPEG-free absolute-path URL, for structured data and social previews. */
export function largestImageUrl(base: string, kind: ImageKind): string {
  const { widths } = imageSets[kind];
  return imageUrl(base, widths[widths.length - 1] ?? widths[0], 'webp');
}
