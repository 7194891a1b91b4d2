import { type Canvas, mix } from '../kit/core.ts';
import type { Scene } from './types.ts';

/** Friendly illustrated avatars on a 400-unit square, scaled to the canvas. */
type Face = {
  bg: [string, string];
  skin: string;
  hair: string;
  shirt: string;
  hairstyle: 'long' | 'short' | 'bun';
  glasses?: boolean;
  beard?: boolean;
};

const faces: Face[] = [
  { bg: ['#f2b53a', '#e98a3a'], skin: '#e6b08a', hair: '#3a2218', shirt: '#a8322a', hairstyle: 'long' },
  {
    bg: ['#3f86cf', '#2a4f8a'],
    skin: '#8a5a3c',
    hair: '#1a1410',
    shirt: '#f3e3c3',
    hairstyle: 'short',
    beard: true,
  },
  {
    bg: ['#a8322a', '#6a1f2a'],
    skin: '#f0c9a8',
    hair: '#d9d4cc',
    shirt: '#2f5a4a',
    hairstyle: 'bun',
    glasses: true,
  },
];

function face(c: Canvas, f: Face): string {
  const bg = c.radial(
    [
      [0, f.bg[0]],
      [1, f.bg[1]],
    ],
    200,
    140,
    300,
  );
  const shade = mix(f.skin, '#5a2a1a', 0.2);
  const back =
    f.hairstyle === 'long'
      ? `<path d="M110,190 Q100,70 200,62 Q300,70 290,190 L300,330 Q200,350 100,330 Z" fill="${f.hair}"/>`
      : f.hairstyle === 'bun'
        ? `<circle cx="200" cy="70" r="42" fill="${f.hair}"/>`
        : '';
  const front =
    f.hairstyle === 'short'
      ? `<path d="M128,170 Q126,86 200,84 Q276,86 272,170 Q262,126 200,122 Q140,126 128,170 Z" fill="${f.hair}"/>`
      : f.hairstyle === 'bun'
        ? `<path d="M126,180 Q124,96 200,92 Q278,96 274,180 Q250,128 200,130 Q150,128 126,180 Z" fill="${f.hair}"/>`
        : `<path d="M124,200 Q120,90 200,86 Q284,90 276,200 Q262,130 214,126 Q180,150 124,200 Z" fill="${f.hair}"/>`;
  const glasses = f.glasses
    ? `<g fill="none" stroke="#1c1830" stroke-width="6"><circle cx="168" cy="196" r="24"/><circle cx="232" cy="196" r="24"/><path d="M192,196 H208"/></g>`
    : '';
  const beard = f.beard
    ? `<path d="M140,214 Q144,290 200,296 Q256,290 260,214 Q250,262 200,262 Q150,262 140,214 Z" fill="${f.hair}"/>`
    : '';
  return `<rect width="400" height="400" fill="${bg}"/>
    ${back}
    <path d="M70,400 Q76,300 200,290 Q324,300 330,400 Z" fill="${f.shirt}"/>
    <path d="M172,250 H228 V300 Q200,318 172,300 Z" fill="${shade}"/>
    <ellipse cx="200" cy="196" rx="74" ry="88" fill="${f.skin}"/>
    <ellipse cx="126" cy="200" rx="14" ry="20" fill="${shade}"/><ellipse cx="274" cy="200" rx="14" ry="20" fill="${shade}"/>
    ${front}
    <circle cx="168" cy="198" r="8" fill="#1c1410"/><circle cx="232" cy="198" r="8" fill="#1c1410"/>
    <path d="M150,174 Q168,164 184,172 M216,172 Q232,164 250,174" stroke="${mix(f.hair, '#000000', 0.2)}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <circle cx="150" cy="228" r="14" fill="#e86a6a" opacity=".25"/><circle cx="250" cy="228" r="14" fill="#e86a6a" opacity=".25"/>
    ${beard}
    <path d="M170,238 Q200,268 230,238 Q200,252 170,238 Z" fill="#fbf8f3" stroke="#7a2a22" stroke-width="5" stroke-linejoin="round"/>
    ${glasses}`;
}

export const portraitScenes: Scene[] = faces.map(
  (f) => (c: Canvas) => `<g transform="scale(${(c.w / 400).toFixed(4)})">${face(c, f)}</g>`,
);
