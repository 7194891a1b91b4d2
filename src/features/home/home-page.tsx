import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { anchors } from '@/config/paths';
import { toursByCategory } from '@/domain/catalogue/tours';
import { travelAgencyJsonLd } from '@/domain/structured-data';
import { scrollToHash, scrollToSection } from '@/lib/scroll-to-section';
import { businessInfo } from './business-info';
import { HeroCarousel } from './hero-carousel';
import { IntroSection } from './intro-section';
import { TestimonialsSection } from './testimonials-section';
import { TourSection } from './tour-section';
import { VehiclesSection } from './vehicles-section';

export function HomePage() {
  const { hash } = useLocation();
  useEffect(() => {
    // A shared link such as /#nossos-carros lands on its section once the page has rendered.
    scrollToHash(hash);
  }, [hash]);

  return (
    <>
      <Seo
        title="Movie Tour | Passeios temáticos em Campos do Jordão"
        description="Passeios em Campos do Jordão a bordo de veículos temáticos inspirados no cinema: city tour, Amantikir, Fazenda Prana, Horto Florestal e mais. Reserve online."
        path="/"
        jsonLd={[travelAgencyJsonLd(businessInfo)]}
      />
      <HeroCarousel onSeeTours={() => scrollToSection(anchors.popularTours)} />
      <IntroSection />
      <TourSection
        id={anchors.popularTours}
        eyebrow="Os mais procurados"
        title="Passeios populares"
        description="Os clássicos de Campos do Jordão, com saídas frequentes e roteiros pensados para toda a família."
        tours={toursByCategory('popular')}
        className="bg-muted"
      />
      <TourSection
        id="passeios-experiencia"
        eyebrow="Dia inteiro de aventura"
        title="Passeios de experiência"
        description="Roteiros mais longos para quem quer ir além: trilhas, fazendas, degustações e a fé de Aparecida."
        tours={toursByCategory('experiencia')}
      />
      <TestimonialsSection />
      <VehiclesSection />
    </>
  );
}

export default HomePage;
