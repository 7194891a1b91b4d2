import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as combos from '../src/domain/catalogue/combos.ts';
import * as faqs from '../src/domain/catalogue/faqs.ts';
import * as testimonials from '../src/domain/catalogue/testimonials.ts';
import * as tours from '../src/domain/catalogue/tours.ts';
import * as transfers from '../src/domain/catalogue/transfers.ts';
import * as vehicles from '../src/domain/catalogue/vehicles.ts';
import { fontJobs, fontsDir, subset, unicodeRange } from './subset-fonts.ts';

const css = readFileSync(path.resolve(import.meta.dirname, '../src/index.css'), 'utf8');

function inRange(range: string, code: number): boolean {
  return range.split(', ').some((part) => {
    const [from = '', to = from] = part.replace('U+', '').split('-');
    return code >= parseInt(from, 16) && code <= parseInt(to, 16);
  });
}

describe('the subset web fonts', () => {
  it.each(fontJobs.map((job) => job.file))('%s is what npm run fonts:subset makes', async (file) => {
    const job = fontJobs.find((candidate) => candidate.file === file)!;
    const committed = readFileSync(path.join(fontsDir, file));
    expect((await subset(job)).equals(committed)).toBe(true);
  });

  it('are declared in src/index.css with the subset’s unicode-range, so other characters fall back', () => {
    for (const { file } of fontJobs) {
      const face = css.split('@font-face').find((block) => block.includes(file));
      expect(face, file).toBeDefined();
      expect(face).toContain(`unicode-range: ${unicodeRange};`);
    }
  });

  it('cover every character of the catalogue: tours, combos, FAQs, testimonials, transfers, vehicles', () => {
    const text = JSON.stringify([combos, faqs, testimonials, tours, transfers, vehicles]);
    const outside = [...new Set(text)].filter(
      (character) => !inRange(unicodeRange, character.codePointAt(0)!),
    );
    expect(outside).toEqual([]);
  });
});
