import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { BrandMark } from './brand-mark';

/** Each shape as its tag and its attributes, in order: what a drawing is, whatever the markup's spacing. */
const shapes = (parent: Element) =>
  [...parent.children].map((shape) => [
    shape.tagName.toLowerCase(),
    Object.fromEntries([...shape.attributes].map((attribute) => [attribute.name, attribute.value])),
  ]);

describe('BrandMark', () => {
  it('draws the emblem of public/logo.svg, shape for shape', () => {
    const logo = new DOMParser().parseFromString(
      readFileSync(path.join(process.cwd(), 'public/logo.svg'), 'utf8'),
      'image/svg+xml',
    );
    const emblem = logo.querySelector('g[transform="translate(0 0) scale(1)"]');
    expect(emblem).not.toBeNull();
    const { container } = render(<BrandMark />);
    const mark = container.querySelector('svg')!;
    expect(mark.getAttribute('viewBox')).toBe('0 0 48 48');
    expect(shapes(mark)).toEqual(shapes(emblem!));
    expect(shapes(mark)).toHaveLength(11);
  });

  it('is hidden from assistive technology, as the link around it names the shop', () => {
    const { container } = render(<BrandMark className="size-10" />);
    const mark = container.querySelector('svg')!;
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('focusable', 'false');
    expect(mark).toHaveClass('size-10');
  });
});
