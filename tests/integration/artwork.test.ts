import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../../src/domain/catalogue/testimonials.ts';
import { tours } from '../../src/domain/catalogue/tours.ts';
import { vehicles } from '../../src/domain/catalogue/vehicles.ts';
import { imageSets, imageUrl, type ImageKind } from '../../src/domain/media.ts';
import { heroSlides } from '../../src/features/home/hero-slides.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');

// Every image the pages reference, with the kind that fixes its widths and aspect ratio.
const referenced: [string, ImageKind][] = [
  ...tours.flatMap((tour) => tour.gallery.map((base): [string, ImageKind] => [base, 'tour'])),
  ...vehicles.map((vehicle): [string, ImageKind] => [vehicle.image, 'vehicle']),
  ...testimonials.map((testimonial): [string, ImageKind] => [testimonial.src, 'portrait']),
  ...heroSlides.map((slide): [string, ImageKind] => [slide.image, 'hero']),
];

describe('shipped artwork', () => {
  it('covers every image the catalogue and the home page reference', () => {
    expect(referenced.length).toBe(8 * 6 + 3 + 3 + 3);
  });

  it.each(referenced)('%s exists in every width and format at the promised size', async (base, kind) => {
    const set = imageSets[kind];
    for (const width of set.widths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = path.join(publicDir, imageUrl(base, width, format));
        expect(existsSync(file), file).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.width, file).toBe(width);
        expect(meta.height, file).toBe(Math.round((width * set.height) / set.width));
      }
    }
  });

  it('ships the logo and the social card', async () => {
    expect(existsSync(path.join(publicDir, 'logo.svg'))).toBe(true);
    expect(await sharp(path.join(publicDir, 'og-image.jpg')).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  });
});
