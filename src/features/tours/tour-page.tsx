import { ChevronRight, Images, MapPin, MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { TourCard } from '@/components/tour-card';
import { buttonVariants } from '@/components/ui/button';
import { anchors, paths } from '@/config/paths';
import { absoluteUrl, site, whatsappLink } from '@/config/site';
import { getTourById, relatedTours } from '@/domain/catalogue/tours';
import { largestImageUrl } from '@/domain/media';
import { breadcrumbJsonLd, cutDescription, touristTripJsonLd } from '@/domain/structured-data';
import { TourBookingForm } from '@/features/cart/components/tour-booking-form';
import { BookingCard } from './components/booking-card';
import { TourDetailsCard } from './components/tour-details-card';
import { TourFaq } from './components/tour-faq';
import { TourImageCarousel } from './components/tour-image-carousel';
import { TourNotFound } from './components/tour-not-found';

export function TourPage() {
  const { id } = useParams();
  const tour = getTourById(id);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id]);

  if (!tour) return <TourNotFound path={paths.tour(id ?? '')} />;

  const path = paths.tour(tour.id);
  const related = relatedTours(tour, 3);
  const crumbs = [
    { name: 'Início', url: absoluteUrl(paths.home) },
    { name: 'Passeios', url: absoluteUrl(`/#${anchors.popularTours}`) },
    { name: tour.title, url: absoluteUrl(path) },
  ];

  return (
    <article className="mx-auto max-w-6xl px-4 pb-24 pt-6">
      <Seo
        title={`${tour.title} | Movie Tour Campos do Jordão`}
        description={cutDescription(tour.description, 150)}
        path={path}
        image={largestImageUrl(tour.image, 'tour')}
        type="product"
        jsonLd={[touristTripJsonLd(tour, site.url, absoluteUrl(path)), breadcrumbJsonLd(crumbs)]}
      />
      <nav aria-label="breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li>
            <Link to={paths.home} className="hover:text-foreground hover:underline">
              Início
            </Link>
          </li>
          <ChevronRight className="size-4" aria-hidden="true" />
          <li>
            <Link to={`/#${anchors.popularTours}`} className="hover:text-foreground hover:underline">
              Passeios
            </Link>
          </li>
          <ChevronRight className="size-4" aria-hidden="true" />
          <li aria-current="page" className="font-medium text-foreground">
            {tour.title}
          </li>
        </ol>
      </nav>

      <div className="mt-5 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-8">
          <TourImageCarousel tour={tour} />
          <Link to={paths.gallery(tour.id)} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Images aria-hidden="true" />
            Veja todas as informações sobre esse passeio
          </Link>
          <header>
            <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-[0.2em] text-curtain">
              <MapPin className="size-4" aria-hidden="true" />
              {tour.category === 'popular' ? 'Passeio popular' : 'Experiência'}
            </p>
            <h1 className="mt-2 font-display text-5xl leading-none tracking-wide text-primary sm:text-6xl">
              {tour.title}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-foreground/85">{tour.description}</p>
          </header>
          <TourDetailsCard tour={tour} />
          <section aria-labelledby="paradas-titulo">
            <h2 id="paradas-titulo" className="font-display text-3xl tracking-wide text-primary">
              Por onde passamos
            </h2>
            <ol className="mt-4 grid gap-3 sm:grid-cols-2">
              {tour.locations.map((stop, index) => (
                <li
                  key={stop}
                  className="flex items-center gap-3 rounded-xl bg-muted px-4 py-3 text-sm font-medium"
                >
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-night text-xs font-bold text-gold">
                    {index + 1}
                  </span>
                  {stop}
                </li>
              ))}
            </ol>
          </section>
          <TourFaq faqs={tour.faqs} />
        </div>
        <aside className="lg:row-span-2">
          <BookingCard tour={tour}>
            <TourBookingForm tour={tour} />
          </BookingCard>
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="relacionados-titulo" className="mt-16">
          <h2 id="relacionados-titulo" className="font-display text-4xl tracking-wide text-primary">
            Você também pode gostar
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id} className="flex">
                <TourCard tour={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <a
        href={whatsappLink(`Olá! Gostaria de saber mais sobre o passeio ${tour.title}.`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Conversar pelo WhatsApp sobre ${tour.title}`}
        className="fixed bottom-5 left-5 z-40 inline-flex items-center gap-2 rounded-full bg-whatsapp px-4 py-3 text-sm font-bold text-white shadow-xl transition-transform hover:scale-105"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        <span className="hidden sm:inline">Tire suas dúvidas</span>
      </a>
    </article>
  );
}

export default TourPage;
