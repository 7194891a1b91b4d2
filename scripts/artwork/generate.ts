/**
 * Generates the shop's artwork into public/: `npx tsx scripts/artwork/generate.ts`.
 * Every image is an original SVG poster scene rendered to AVIF and WebP at responsive widths.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  heroScenes,
  heroWidths,
  portraitWidths,
  tourScenes,
  tourWidths,
  vehicleSlugs,
  vehicleWidths,
} from './manifest.ts';
import { renderScene } from './scenes.ts';
import { cinemaBus, cinemaFrame, sky, svgDocument, ridge, seeded, araucaria } from './svg.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');

async function emit(svg: string, base: string, widths: number[], aspect: number) {
  mkdirSync(path.dirname(path.join(publicDir, base)), { recursive: true });
  for (const width of widths) {
    const height = Math.round(width / aspect);
    const raster = sharp(Buffer.from(svg), { density: 144 }).resize(width, height, { fit: 'cover' });
    await raster
      .clone()
      .avif({ quality: 50, effort: 4 })
      .toFile(path.join(publicDir, `${base}-${width}.avif`));
    await raster
      .clone()
      .webp({ quality: 72 })
      .toFile(path.join(publicDir, `${base}-${width}.webp`));
  }
}

function vehicleSvg(slug: (typeof vehicleSlugs)[number]): string {
  const w = 960;
  const h = 720;
  const rng = seeded(slug.length * 97);
  const night = slug === 'panoramico-360';
  const body = [
    sky(
      w,
      h,
      night
        ? { top: '#0b0a18', bottom: '#2a2545' }
        : { top: '#f0a04b', bottom: '#fce2a6', sun: { x: 720, y: 200, r: 40, color: '#fff2c2' } },
      slug,
    ),
    ridge(rng, w, h, h * 0.62, h * 0.2, night ? '#221f3c' : '#9b6548', 6),
    `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${night ? '#14131f' : '#5d4a3a'}"/>`,
    araucaria(90, h * 0.78, 420, night ? '#0b120e' : '#2a2a1f'),
    araucaria(880, h * 0.8, 360, night ? '#0b120e' : '#2a2a1f'),
  ];
  if (slug === 'jardineira-cinema') body.push(cinemaBus(170, h * 0.86, 620, '#a8322a', '#f3e3c3', true));
  if (slug === 'cine-bus-noir') body.push(cinemaBus(170, h * 0.86, 620, '#15121f', '#f2b53a'));
  if (slug === 'panoramico-360') {
    body.push(
      `<polygon points="480,0 300,${h * 0.86} 660,${h * 0.86}" fill="#fff6d6" opacity=".16"/>`,
      `<g opacity=".55">${cinemaBus(200, h * 0.86, 560, '#3b3656', '#6d6890')}</g>`,
      `<rect x="300" y="120" width="360" height="96" rx="14" fill="#1c1830" stroke="#f2b53a" stroke-width="6"/>`,
      ...Array.from(
        { length: 18 },
        (_, i) =>
          `<circle cx="${318 + i * 19.5}" cy="130" r="4" fill="#ffe9a8"/><circle cx="${318 + i * 19.5}" cy="206" r="4" fill="#ffe9a8"/>`,
      ),
      `<text x="480" y="190" text-anchor="middle" font-family="Bebas Neue, Oswald, Impact, Arial Narrow, sans-serif" font-size="64" font-weight="700" fill="#f2b53a" letter-spacing="6">EM BREVE</text>`,
    );
  }
  body.push(cinemaFrame(w, h, `${slug}-f`));
  return svgDocument(w, h, body.join(''));
}

const portraits = [
  { bg: '#f2b53a', skin: '#e9b48f', hair: '#3a2218', long: true },
  { bg: '#a8322a', skin: '#8a5a3c', hair: '#1a1410', long: false },
  { bg: '#1c1830', skin: '#f0c9a8', hair: '#d9d4cc', long: true },
];

function portraitSvg(index: number): string {
  const p = portraits[index]!;
  const hairBack = p.long
    ? `<path d="M55,95 Q50,40 96,36 Q142,40 137,95 L140,150 Q96,160 52,150 Z" fill="${p.hair}"/>`
    : '';
  return svgDocument(
    192,
    192,
    `<rect width="192" height="192" fill="${p.bg}"/>${hairBack}
     <path d="M30,192 Q34,140 96,136 Q158,140 162,192 Z" fill="${index === 1 ? '#f3e3c3' : '#2a2545'}"/>
     <rect x="84" y="112" width="24" height="28" fill="${p.skin}"/>
     <ellipse cx="96" cy="90" rx="34" ry="40" fill="${p.skin}"/>
     <path d="M62,82 Q64,46 96,46 Q130,46 130,82 Q114,62 96,66 Q76,62 62,82 Z" fill="${p.hair}"/>
     <circle cx="84" cy="92" r="3.5" fill="#1a1410"/><circle cx="108" cy="92" r="3.5" fill="#1a1410"/>
     <path d="M84,108 Q96,118 108,108" stroke="#7a3a2a" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  );
}

const logoSvg = svgDocument(
  48,
  48,
  `<circle cx="24" cy="24" r="22" fill="#1c1830" stroke="#f2b53a" stroke-width="3"/>
   <polygon points="6,34 17,20 24,28 31,16 42,34" fill="#f2b53a"/>
   <polygon points="31,16 35,22 27,22" fill="#fbf8f3"/>
   <g fill="#fbf8f3">${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${24 + 15 * Math.cos((a * Math.PI) / 180)}" cy="${24 + 15 * Math.sin((a * Math.PI) / 180)}" r="2"/>`).join('')}</g>`,
);

async function main() {
  for (const [tourId, scenes] of Object.entries(tourScenes)) {
    for (const [index, scene] of scenes.entries()) {
      await emit(
        renderScene(scene, 1440, 960, `${tourId}-${index}`),
        `images/tours/${tourId}/${index + 1}`,
        tourWidths,
        1.5,
      );
    }
    console.log('tour', tourId);
  }
  for (const [index, scene] of heroScenes.entries()) {
    await emit(
      renderScene(scene, 1920, 1080, `hero-${index}`),
      `images/hero/${index + 1}`,
      heroWidths,
      16 / 9,
    );
  }
  for (const slug of vehicleSlugs)
    await emit(vehicleSvg(slug), `images/vehicles/${slug}`, vehicleWidths, 4 / 3);
  for (let i = 0; i < portraits.length; i++)
    await emit(portraitSvg(i), `images/testimonials/${i + 1}`, portraitWidths, 1);

  const og = svgDocument(
    1200,
    630,
    `${renderScene(heroScenes[0]!, 1200, 630, 'og').replace(/^<svg[^>]*>|<\/svg>$/g, '')}
     <rect x="0" y="0" width="640" height="630" fill="#120f21" opacity=".55"/>
     <text x="70" y="300" font-family="Bebas Neue, Oswald, Impact, Arial Narrow, sans-serif" font-size="140" fill="#f2b53a" letter-spacing="4">MOVIE TOUR</text>
     <text x="74" y="370" font-family="Inter, Arial, sans-serif" font-size="44" fill="#fbf8f3">Passeios em Campos do Jordão</text>`,
  );
  await sharp(Buffer.from(og))
    .resize(1200, 630)
    .jpeg({ quality: 82 })
    .toFile(path.join(publicDir, 'og-image.jpg'));
  writeFileSync(path.join(publicDir, 'logo.svg'), logoSvg);
  console.log('done');
}

await main();
