import type * as React from 'react';
import { imageSets, imageSrcSet, imageUrl, type ImageKind } from '@/domain/media';

type ResponsiveImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  base: string;
  kind: ImageKind;
  alt: string;
  /** The layout width hint, e.g. '(min-width: 1024px) 25vw, 100vw'. */
  sizes: string;
  /** Above-the-fold images: eager and fetched with high priority. */
  priority?: boolean;
};

/** An AVIF/WebP picture with intrinsic width and height, so it never shifts the layout. */
export function ResponsiveImage({ base, kind, alt, sizes, priority = false, ...img }: ResponsiveImageProps) {
  const set = imageSets[kind];
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(base, kind, 'avif')} sizes={sizes} />
      <img
        src={imageUrl(base, set.widths[1] ?? set.widths[0], 'webp')}
        srcSet={imageSrcSet(base, kind, 'webp')}
        sizes={sizes}
        width={set.width}
        height={set.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        {...img}
      />
    </picture>
  );
}
