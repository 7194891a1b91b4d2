/**
 * Verifies the generated artwork: every file the manifest promises exists under public/ with the
 * expected pixel size. `npx tsx scripts/artwork/check.ts`; exits non-zero on any problem.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { formats, heightFor, imageSets, logo, ogImage } from './manifest.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');

async function check(): Promise<string[]> {
  const problems: string[] = [];
  let bytes = 0;
  let files = 0;
  const expect = async (rel: string, width: number, height: number) => {
    const file = path.join(publicDir, rel);
    if (!existsSync(file)) return void problems.push(`missing ${rel}`);
    const meta = await sharp(file).metadata();
    if (meta.width !== width || meta.height !== height)
      problems.push(`${rel} is ${meta.width}×${meta.height}, expected ${width}×${height}`);
    bytes += statSync(file).size;
    files += 1;
  };
  for (const set of imageSets)
    for (const width of set.widths)
      for (const format of formats)
        await expect(`${set.base}-${width}.${format}`, width, heightFor(width, set.aspect));
  await expect(ogImage.path, ogImage.width, ogImage.height);
  const logoFile = path.join(publicDir, logo.path);
  if (!existsSync(logoFile) || !readFileSync(logoFile, 'utf8').includes('<svg'))
    problems.push(`missing ${logo.path}`);
  console.log(`${files} raster files, ${(bytes / 1024 / 1024).toFixed(2)} MB`);
  return problems;
}

const problems = await check();
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
console.log('artwork ok');
