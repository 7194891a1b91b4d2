export type Testimonial = { name: string; quote: string; designation: string; src: string };

export const testimonials: Testimonial[] = [
  {
    name: 'Mariana Albuquerque',
    quote:
      'Parecia que estávamos dentro de um filme! O guia contou histórias incríveis de Campos do Jordão e o pôr do sol na Fazenda Prana foi inesquecível.',
    designation: 'Turista de São Paulo (SP)',
    src: '/images/testimonials/1',
  },
  {
    name: 'Rafael Teixeira',
    quote:
      'Reservei pelo site e paguei com PIX em dois minutos. Buscaram a gente na pousada na hora certa e ainda levamos nosso cachorro no passeio.',
    designation: 'Turista do Rio de Janeiro (RJ)',
    src: '/images/testimonials/2',
  },
  {
    name: 'Dona Lúcia Ferraz',
    quote:
      'Fiz o Turismo Aparecida com minhas filhas. Carro confortável, motorista atencioso e tempo de sobra no Santuário. Recomendo de coração.',
    designation: 'Turista de Belo Horizonte (MG)',
    src: '/images/testimonials/3',
  },
];
