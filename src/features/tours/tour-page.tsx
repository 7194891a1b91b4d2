import { MapPin } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import { getTourById, relatedTours } from '@/domain/catalogue/tours';
import { largestImageUrl } from '@/domain/media';
import { breadcrumbJsonLd, cutDescription, touristTripJsonLd } from '@/domain/structured-data';
import type { Tour } from '@/domain/types';
import { TourBookingForm } from '@/features/cart';
import { BookingCard } from './components/booking-card';
import { GalleryLink } from './components/gallery-link';
import { RelatedTours } from './components/related-tours';
import { toursListPath, TourBreadcrumb } from './components/tour-breadcrumb';
import { TourChatLink } from './components/tour-chat-link';
import { TourDetailsCard } from './components/tour-details-card';
import { TourFaq } from './components/tour-faq';
import { TourImageCarousel } from './components/tour-image-carousel';
import { TourNotFound } from './components/tour-not-found';
import { TourStops } from './components/tour-stops';

function TourSeo({ tour }: { tour: Tour }) {
  const path = paths.tour(tour.id);
  const crumbs = [
    { name: 'Início', url: absoluteUrl(paths.home) },
    { name: 'Passeios', url: absoluteUrl(toursListPath) },
    { name: tour.title, url: absoluteUrl(path) },
  ];
  return (
    <Seo
      title={`${tour.title} | Movie Tour Campos do Jordão`}
      description={cutDescription(tour.description, 150)}
      path={path}
      image={largestImageUrl(tour.image, 'tour')}
      type="product"
      jsonLd={[touristTripJsonLd(tour, site.url, absoluteUrl(path)), breadcrumbJsonLd(crumbs)]}
    />
  );
}

export function TourPage() {
  const { id } = useParams();
  const tour = getTourById(id);

  if (!tour) return <TourNotFound path={paths.tour(id ?? '')} />;

  return (
    // Keyed by tour: another tour (a related one) starts afresh, without the date, photo or open answer chosen
    // on this one (a date this tour runs may be a day the next does not).
    <article key={tour.id} className="mx-auto max-w-6xl px-4 pb-28 pt-6 sm:pt-8">
      <TourSeo tour={tour} />
      <TourBreadcrumb title={tour.title} />

      <div className="mt-5 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="grid min-w-0 content-start gap-10">
          <div className="grid gap-4">
            <TourImageCarousel tour={tour} />
            <GalleryLink tourId={tour.id} />
          </div>
          <header>
            <p className="flex items-center gap-1.5 text-sm font-semibold uppercase tracking-[0.2em] text-curtain">
              <MapPin className="size-4" aria-hidden="true" />
              {tour.category === 'popular' ? 'Passeio popular' : 'Experiência'}
            </p>
            <h1 className="mt-2 font-display text-5xl leading-none tracking-wide text-primary sm:text-6xl">
              {tour.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-foreground/85">{tour.description}</p>
          </header>
          <TourDetailsCard tour={tour} />
          <TourStops stops={tour.locations} />
          <TourFaq faqs={tour.faqs} />
        </div>
        <div className="lg:row-span-2">
          <BookingCard tour={tour}>
            <TourBookingForm tour={tour} />
          </BookingCard>
        </div>
      </div>

      <RelatedTours tours={relatedTours(tour, 3)} />
      <TourChatLink title={tour.title} />
    </article>
  );
}

export default TourPage;
