import { ArrowLeft, ChevronsDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { getTourById, tourImages } from '@/domain/catalogue/tours';
import { largestImageUrl } from '@/domain/media';
import { cutDescription } from '@/domain/structured-data';
import { fromGallery } from './components/gallery-link';
import { TourNotFound } from './components/tour-not-found';

function useEscapeNavigatesTo(path: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!path) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(path, { state: fromGallery });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [path, navigate]);
}

export function GalleryPage() {
  const { id } = useParams();
  const tour = getTourById(id);
  const [firstLoaded, setFirstLoaded] = useState(false);
  useEscapeNavigatesTo(tour ? paths.tour(tour.id) : undefined);

  if (!tour) {
    return (
      <main className="min-h-dvh bg-background">
        <TourNotFound path={paths.gallery(id ?? '')} />
      </main>
    );
  }

  const tourPath = paths.tour(tour.id);
  const images = tourImages(tour);
  const total = images.length;
  // A cached first image may be complete before React attaches onLoad, so its element is checked too.
  const markLoaded = () => setFirstLoaded(true);
  const checkComplete = (node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth > 0) setFirstLoaded(true);
  };

  return (
    <div className="on-dark min-h-dvh bg-night text-primary-foreground">
      <Seo
        title={`Fotos: ${tour.title} | Movie Tour Campos do Jordão`}
        description={cutDescription(`Galeria de fotos do passeio ${tour.title}. ${tour.description}`, 150)}
        path={paths.gallery(tour.id)}
        image={largestImageUrl(tour.image, 'tour')}
      />
      <header className="sticky top-0 z-10 border-b border-gold/20 bg-night/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-3 px-4">
          <Link
            to={tourPath}
            state={fromGallery}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/15 transition-colors hover:border-gold hover:text-gold"
            aria-label={`Voltar para ${tour.title}`}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <div className="min-w-0">
            <p className="text-[0.65rem] font-semibold uppercase tracking-[0.3em] text-primary-foreground/60">
              Galeria de fotos
            </p>
            <h1 className="truncate font-display text-2xl leading-tight tracking-wide text-gold sm:text-3xl">
              {tour.title}
            </h1>
          </div>
          <kbd className="ml-auto hidden rounded-md border border-white/20 px-2 py-1 font-sans text-xs text-primary-foreground/70 sm:block">
            Esc para voltar
          </kbd>
        </div>
        <div aria-hidden="true" className="marquee-lights" />
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
        <p className="mb-5 flex items-center justify-center gap-2 text-sm text-primary-foreground/70 sm:hidden">
          <ChevronsDown className="size-4 animate-bounce" aria-hidden="true" />
          Role para ver mais fotos
        </p>
        <ul className="grid gap-6 sm:gap-10">
          {images.map((base, index) => (
            <li key={base}>
              <figure className="relative overflow-hidden rounded-2xl bg-night-soft shadow-2xl ring-1 ring-white/10">
                {index === 0 && !firstLoaded ? (
                  // Over the first photo's place, so nothing moves when it goes.
                  <p
                    role="status"
                    className="absolute inset-x-0 top-0 grid aspect-[3/2] place-items-center text-primary-foreground/80"
                  >
                    Carregando imagens...
                  </p>
                ) : null}
                <ResponsiveImage
                  base={base}
                  kind="tour"
                  alt={`${tour.title} — foto ${index + 1} de ${total}`}
                  sizes="(min-width: 896px) 864px, 100vw"
                  priority={index === 0}
                  ref={index === 0 ? checkComplete : undefined}
                  onLoad={index === 0 ? markLoaded : undefined}
                  onError={index === 0 ? markLoaded : undefined}
                  className="aspect-[3/2] w-full object-cover"
                />
                <figcaption className="px-4 py-2 text-right text-xs text-primary-foreground/60">
                  {index + 1} / {total}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link
            to={tourPath}
            state={fromGallery}
            className="inline-flex h-12 items-center gap-2 rounded-full bg-gold px-6 font-bold text-night transition-colors hover:bg-gold/90"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voltar ao passeio
          </Link>
        </div>
      </main>
    </div>
  );
}

export default GalleryPage;
