export type HeroSlide = { image: string; alt: string; caption: string };

export const heroSlides: HeroSlide[] = [
  {
    image: '/images/hero/1',
    alt: 'Veículo temático da Movie Tour diante das montanhas de Campos do Jordão ao entardecer',
    caption: 'Serra da Mantiqueira',
  },
  {
    image: '/images/hero/2',
    alt: 'Rua de Capivari com casas em estilo europeu e luzes acesas ao anoitecer',
    caption: 'Capivari',
  },
  {
    image: '/images/hero/3',
    alt: 'Mirante com vista para vales cobertos de araucárias sob céu dourado',
    caption: 'Mirantes e araucárias',
  },
];
