import { ArrowLeft, ChevronsDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { getTourById } from '@/domain/catalogue/tours';
import { cutDescription } from '@/domain/structured-data';
import { TourNotFound } from './components/tour-not-found';

export function GalleryPage() {
  const { id } = useParams();
  const tour = getTourById(id);
  const navigate = useNavigate();
  const [firstLoaded, setFirstLoaded] = useState(false);

  useEffect(() => {
    if (!tour) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(paths.tour(tour.id));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [tour, navigate]);

  if (!tour) return <TourNotFound path={paths.gallery(id ?? '')} />;

  return (
    <div className="min-h-dvh bg-night text-primary-foreground">
      <Seo
        title={`Fotos: ${tour.title} | Movie Tour`}
        description={cutDescription(`Galeria de fotos do passeio ${tour.title}. ${tour.description}`, 150)}
        path={paths.gallery(tour.id)}
      />
      <header className="on-dark sticky top-0 z-10 border-b border-white/10 bg-night/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-3 px-4">
          <Link
            to={paths.tour(tour.id)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
            aria-label={`Voltar para ${tour.title}`}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <h1 className="truncate font-display text-3xl tracking-wide text-gold">{tour.title}</h1>
          <span className="ml-auto hidden text-xs text-primary-foreground/70 sm:block">Esc para voltar</span>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6">
        {firstLoaded ? null : (
          <p role="status" className="py-4 text-center text-primary-foreground/80">
            Carregando imagens...
          </p>
        )}
        <p className="mb-4 flex items-center justify-center gap-2 text-sm text-primary-foreground/70 sm:hidden">
          <ChevronsDown className="size-4 animate-bounce" aria-hidden="true" />
          Role para ver mais fotos
        </p>
        <ul className="grid gap-6">
          {tour.gallery.map((base, index) => (
            <li key={base}>
              <ResponsiveImage
                base={base}
                kind="tour"
                alt={`${tour.title} — foto ${index + 1} de ${tour.gallery.length}`}
                sizes="(min-width: 896px) 864px, 100vw"
                priority={index === 0}
                ref={
                  index === 0
                    ? (node: HTMLImageElement | null) => void (node?.complete && setFirstLoaded(true))
                    : undefined
                }
                onLoad={index === 0 ? () => setFirstLoaded(true) : undefined}
                onError={index === 0 ? () => setFirstLoaded(true) : undefined}
                className="aspect-[3/2] w-full rounded-2xl object-cover shadow-2xl"
              />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to={paths.tour(tour.id)}
            className="inline-flex h-12 items-center gap-2 rounded-full bg-gold px-6 font-bold text-night hover:bg-gold/90"
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
