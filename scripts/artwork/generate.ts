/**
 * Generates the shop's original artwork into public/: `npx tsx scripts/artwork/generate.ts`.
 * Every picture is an SVG composed in code (scenes/), rasterised once at full size with sharp
 * and encoded to AVIF and WebP at each srcset width.
 *   --only <text>   render only the sets whose base path contains <text>
 *   --preview <dir> write small PNGs and a contact sheet to <dir> instead of public/
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Canvas } from './kit/core.ts';
import { heightFor, imageSets, logo, ogImage, type ImageSet } from './manifest.ts';
import { logoSvg, ogScene } from './scenes/brand.ts';
import { sceneFor } from './scenes/index.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('--only');
const preview = flag('--preview');

function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function renderSvg(set: ImageSet): string {
  const { draw, width } = sceneFor(set.base);
  const canvas = new Canvas(width, heightFor(width, set.aspect), seedOf(set.base));
  return canvas.document(draw(canvas));
}

async function emit(set: ImageSet): Promise<Buffer> {
  const full = await sharp(Buffer.from(renderSvg(set)))
    .png()
    .toBuffer();
  if (preview) return full;
  mkdirSync(path.dirname(path.join(publicDir, set.base)), { recursive: true });
  for (const width of set.widths) {
    const resized = sharp(full).resize(width, heightFor(width, set.aspect), { fit: 'cover' });
    const file = path.join(publicDir, `${set.base}-${width}`);
    await resized.clone().avif({ quality: 50, effort: 4 }).toFile(`${file}.avif`);
    await resized.clone().webp({ quality: 72, effort: 4 }).toFile(`${file}.webp`);
  }
  return full;
}

async function contactSheet(items: { name: string; png: Buffer }[], dir: string) {
  const tile = 480;
  const cols = 3;
  const tiles = await Promise.all(
    items.map(async ({ png }) =>
      sharp(png).resize(tile, 320, { fit: 'contain', background: '#222' }).png().toBuffer(),
    ),
  );
  const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: cols * (tile + 4), height: rows * 324, channels: 3, background: '#222' } })
    .composite(
      tiles.map((input, i) => ({ input, left: (i % cols) * (tile + 4), top: Math.floor(i / cols) * 324 })),
    )
    .png()
    .toFile(path.join(dir, 'sheet.png'));
}

async function main() {
  const sets = imageSets.filter((set) => !only || set.base.includes(only));
  const rendered: { name: string; png: Buffer }[] = [];
  for (const set of sets) {
    const png = await emit(set);
    rendered.push({ name: set.base, png });
    console.log('rendered', set.base);
  }
  if (preview) {
    mkdirSync(preview, { recursive: true });
    for (const { name, png } of rendered)
      writeFileSync(path.join(preview, `${name.replaceAll('/', '_')}.png`), png);
    if (rendered.length) await contactSheet(rendered, preview);
  }
  if (!only || 'og-image'.includes(only) || only === 'brand') {
    const og = new Canvas(ogImage.width, ogImage.height, seedOf('og'));
    const jpeg = await sharp(Buffer.from(og.document(ogScene(og))))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    writeFileSync(preview ? path.join(preview, 'og.jpg') : path.join(publicDir, ogImage.path), jpeg);
    const logoFile = preview ? path.join(preview, 'logo.svg') : path.join(publicDir, logo.path);
    writeFileSync(logoFile, logoSvg());
    if (preview)
      await sharp(Buffer.from(logoSvg()), { density: 288 }).png().toFile(path.join(preview, 'logo.png'));
  }
}

await main();
