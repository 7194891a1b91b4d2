import { n } from './core.ts';

/**
 * A tiny condensed stroke alphabet on a 10×16 grid. Drawn as paths, so the word mark looks the
 * same in the browser's <img> (which cannot use the page's web fonts) and in the rasteriser.
 */
const glyphs: Record<string, { d: string; w: number }> = {
  A: { d: 'M0,16L5,0L10,16M2.2,10H7.8', w: 10 },
  B: { d: 'M0,8H5.5Q9,8 9,4Q9,0 5.5,0H0V16H6Q10,16 10,12Q10,8 6,8', w: 10 },
  C: { d: 'M10,3Q9,0 5,0Q0,0 0,5V11Q0,16 5,16Q9,16 10,13', w: 10 },
  D: { d: 'M0,0V16H4Q10,16 10,10V6Q10,0 4,0Z', w: 10 },
  E: { d: 'M10,0H0V16H10M0,8H8', w: 10 },
  H: { d: 'M0,0V16M10,0V16M0,8H10', w: 10 },
  I: { d: 'M1,0V16', w: 2 },
  L: { d: 'M0,0V16H9', w: 9 },
  M: { d: 'M0,16V0L6,10L12,0V16', w: 12 },
  N: { d: 'M0,16V0L10,16V0', w: 10 },
  O: { d: 'M5,0Q10,0 10,5V11Q10,16 5,16Q0,16 0,11V5Q0,0 5,0Z', w: 10 },
  P: { d: 'M0,16V0H6Q10,0 10,4.5Q10,9 6,9H0', w: 10 },
  R: { d: 'M0,16V0H6Q10,0 10,4.5Q10,9 6,9H0M5.5,9L10,16', w: 10 },
  S: { d: 'M10,3Q9,0 5,0Q0,0 0,4Q0,8 5,8Q10,8 10,12Q10,16 5,16Q1,16 0,13', w: 10 },
  T: { d: 'M0,0H10M5,0V16', w: 10 },
  U: { d: 'M0,0V11Q0,16 5,16Q10,16 10,11V0', w: 10 },
  V: { d: 'M0,0L5,16L10,0', w: 10 },
  ' ': { d: '', w: 5 },
};

/** Width in grid units of a word at letter-spacing `gap`. */
export function wordWidth(text: string, gap = 3.2): number {
  return [...text].reduce((sum, ch) => sum + (glyphs[ch]?.w ?? 10) + gap, -gap);
}

/**
 * The word as one stroked path. (x, y) is the top-left corner, `height` the cap height; the
 * stroke is drawn inside the grid (inset by half its width) so letters keep their proportions.
 */
export function word(
  text: string,
  x: number,
  y: number,
  height: number,
  color: string,
  weight = 2.6,
  gap = 3.2,
): string {
  const s = height / (16 + weight);
  let cx = 0;
  const parts: string[] = [];
  for (const ch of text) {
    const g = glyphs[ch] ?? glyphs[' ']!;
    if (g.d) parts.push(`<path transform="translate(${n(cx)} 0)" d="${g.d}"/>`);
    cx += g.w + gap;
  }
  return `<g transform="translate(${n(x + (weight / 2) * s)} ${n(y + (weight / 2) * s)}) scale(${s.toFixed(4)})" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linejoin="round" stroke-linecap="square">${parts.join('')}</g>`;
}

/** Same as `word`, centred horizontally on cx. */
export function wordCentred(
  text: string,
  cx: number,
  y: number,
  height: number,
  color: string,
  weight = 2.6,
  gap = 3.2,
): string {
  const s = height / (16 + weight);
  const w = (wordWidth(text, gap) + weight) * s;
  return word(text, cx - w / 2, y, height, color, weight, gap);
}
