import { Images } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The navigation state of a return from the gallery (its Escape and its links back to the tour). */
export const fromGallery = { from: 'gallery' } as const;

/**
 * 'Veja todas as informações sobre esse passeio': the tour's gallery. Coming back from the gallery, the keyboard's
 * focus returns here, where the visitor left the page, not to the top of the document.
 */
export function GalleryLink({ tourId }: { tourId: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const { state } = useLocation();
  const back = (state as { from?: unknown } | null)?.from === fromGallery.from;

  useEffect(() => {
    if (back) link.current?.focus({ preventScroll: false });
  }, [back]);

  return (
    <Link
      ref={link}
      to={paths.gallery(tourId)}
      className={cn(
        buttonVariants({ variant: 'outline', size: 'lg' }),
        'h-auto min-h-12 whitespace-normal rounded-full border-night/20 py-3 text-center hover:border-curtain hover:text-curtain',
      )}
    >
      <Images aria-hidden="true" />
      Veja todas as informações sobre esse passeio
    </Link>
  );
}
