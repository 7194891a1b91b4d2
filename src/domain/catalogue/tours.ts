import type { Tour, TourCategory } from '../types.ts';
import { cancellationFaq, childFaq, petFaq, pickupFaq } from './faqs.ts';
import { named } from './tour-names.ts';

const petFriendly = 'Pet Friendly — aceitamos pets de todos os portes no veículo temático';
const gallery = (id: string) => [1, 2, 3, 4, 5, 6].map((n) => `/images/tours/${id}/${n}`);
const cover = (id: string) => `/images/tours/${id}/1`;

// Where the spec leaves a value unshown (period, duration or difficulty of some tours) we chose a plausible
// one: full-day tours are 'Manhã e Tarde', city-tour-cultural runs in the morning so it pairs with Fazenda Prana
// on the same days, Fazenda Prana lasts 3h, city-tour-cultural 4h, and rota-alto-lajeado is Moderada.
export const tours: Tour[] = [
  {
    ...named('city-tour-tradicional'),
    description:
      'O passeio clássico para conhecer Campos do Jordão em uma manhã: o charme europeu de Capivari, o Portal da cidade, o Palácio Boa Vista, a Ducha de Prata e o mirante do Morro do Elefante, com vista para a Serra da Mantiqueira, a bordo do nosso veículo temático de cinema, com guia local contando as histórias da cidade mais alta do Brasil.',
    price: 90,
    duration: '3h30',
    difficulty: 'Fácil',
    vehicle: petFriendly,
    period: 'Manhã',
    boardingTime: '08:00',
    image: cover('city-tour-tradicional'),
    gallery: gallery('city-tour-tradicional'),
    category: 'popular',
    availableDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    location: 'Centro, Capivari e Alto da Boa Vista — Campos do Jordão',
    ticketInfo: 'Sem ingressos: todas as paradas são gratuitas.',
    locations: [
      'Portal de Campos do Jordão',
      'Vila Capivari',
      'Palácio Boa Vista',
      'Ducha de Prata',
      'Mirante do Morro do Elefante',
      'Fábrica de chocolates artesanais',
    ],
    faqs: [
      childFaq,
      petFaq,
      pickupFaq,
      {
        question: 'Dá tempo de tirar fotos?',
        answer:
          'Sim. Fazemos paradas de 15 a 30 minutos em cada ponto, com tempo para fotos e um café em Capivari.',
      },
    ],
  },
  {
    ...named('parque-amantikir'),
    description:
      'Uma tarde entre jardins inspirados em várias partes do mundo: o Amantikir reúne mais de 20 jardins temáticos, labirinto de cercas vivas, lagos e mirantes com vista para a Serra da Mantiqueira. Levamos você com conforto até o parque e de volta ao hotel, com dicas do guia para aproveitar cada canto.',
    price: 120,
    duration: '3h30',
    difficulty: 'Fácil',
    vehicle: petFriendly,
    period: 'Tarde',
    boardingTime: '13:00',
    image: cover('parque-amantikir'),
    gallery: gallery('parque-amantikir'),
    category: 'popular',
    availableDays: ['monday', 'wednesday', 'thursday', 'saturday'],
    location: 'Parque Amantikir — Campos do Jordão',
    ticketInfo: 'Ingresso do parque não incluso: é comprado na bilheteria do Amantikir.',
    locations: [
      'Jardim Inglês',
      'Labirinto de cercas vivas',
      'Jardim Japonês',
      'Lago das Carpas',
      'Mirante da Serra',
    ],
    faqs: [
      childFaq,
      petFaq,
      {
        question: 'O ingresso do parque está incluso?',
        answer:
          'Não. O ingresso do Amantikir é pago na bilheteria do parque; o passeio inclui transporte e guia.',
      },
      pickupFaq,
    ],
  },
  {
    ...named('city-tour-cultural'),
    description:
      'Arte, música e história da montanha: visitamos o Museu Felícia Leirner e seu parque de esculturas ao ar livre, o Auditório Claudio Santoro, casa do Festival de Inverno, a Estação Emílio Ribas da centenária Estrada de Ferro e galerias de arte locais. Um roteiro para quem quer conhecer a alma de Campos do Jordão.',
    price: 90,
    duration: '4h',
    difficulty: 'Moderada',
    vehicle: petFriendly,
    period: 'Manhã',
    boardingTime: '08:00',
    image: cover('city-tour-cultural'),
    gallery: gallery('city-tour-cultural'),
    category: 'popular',
    availableDays: ['tuesday', 'friday', 'sunday'],
    location: 'Alto da Boa Vista e Vila Abernéssia — Campos do Jordão',
    ticketInfo: 'Ingressos dos museus inclusos.',
    locations: [
      'Museu Felícia Leirner',
      'Auditório Claudio Santoro',
      'Estação Emílio Ribas',
      'Igreja Matriz de Santa Terezinha',
      'Galeria de arte em Capivari',
    ],
    faqs: [
      childFaq,
      petFaq,
      {
        question: 'Por que a dificuldade é moderada?',
        answer:
          'O parque de esculturas tem trilhas com subidas leves e gramados. Recomendamos calçado confortável.',
      },
      pickupFaq,
    ],
  },
  {
    ...named('fazenda-prana-por-do-sol'),
    description:
      'O pôr do sol mais bonito da serra: seguimos até a Fazenda Prana, com deck de madeira sobre o vale, cavalos, café colonial e um céu que muda de cor diante da Mantiqueira. Um fim de tarde tranquilo, perfeito para casais, famílias e fotógrafos.',
    price: 150,
    duration: '3h',
    difficulty: 'Fácil',
    vehicle: petFriendly,
    period: 'Tarde',
    boardingTime: '13:00',
    image: cover('fazenda-prana-por-do-sol'),
    gallery: gallery('fazenda-prana-por-do-sol'),
    category: 'popular',
    availableDays: ['tuesday', 'friday', 'sunday'],
    location: 'Fazenda Prana — Campos do Jordão',
    ticketInfo: 'Entrada na fazenda inclusa; consumo no café à parte.',
    locations: ['Estrada das fazendas', 'Fazenda Prana', 'Deck do pôr do sol', 'Café colonial da fazenda'],
    faqs: [
      childFaq,
      petFaq,
      {
        question: 'E se o dia estiver nublado?',
        answer:
          'O passeio acontece mesmo com nuvens, que costumam render cores incríveis. Com chuva forte, remarcamos sem custo.',
      },
      cancellationFaq,
    ],
  },
  {
    ...named('agro-turismo'),
    description:
      'Um dia inteiro no campo, na vizinha São Bento do Sapucaí e arredores: vinícolas de altitude, olivais, queijarias artesanais e um almoço com sabores da roça. Degustações e entradas incluídas, com transporte confortável pelas estradas da Mantiqueira.',
    price: 470,
    duration: '6h30',
    difficulty: 'Fácil',
    vehicle: petFriendly,
    period: 'Manhã e Tarde',
    boardingTime: '07:30',
    image: cover('agro-turismo'),
    gallery: gallery('agro-turismo'),
    category: 'experiencia',
    availableDays: ['friday', 'saturday', 'sunday'],
    location: 'São Bento do Sapucaí e região — a 40 km de Campos do Jordão',
    ticketInfo: 'Entradas e degustações inclusas; almoço à parte.',
    locations: [
      'Vinícola de altitude',
      'Olival e lagar de azeite',
      'Queijaria artesanal',
      'Pesqueiro de trutas',
      'Mirante da Pedra do Baú',
    ],
    faqs: [
      childFaq,
      petFaq,
      {
        question: 'Menores podem participar das degustações?',
        answer:
          'As degustações de vinho são apenas para maiores de 18 anos; para os menores servimos sucos e queijos.',
      },
      pickupFaq,
    ],
  },
  {
    ...named('rota-do-horto'),
    description:
      'Mergulhe na maior reserva de araucárias do estado: o Parque Estadual Campos do Jordão, o Horto Florestal, com trilhas entre pinheiros centenários, o Rio Sapucaí-Guaçu, cachoeiras e o criatório de trutas. Um dia de natureza, ar puro e silêncio da montanha.',
    price: 110,
    duration: '6h',
    difficulty: 'Moderada',
    vehicle: 'Não aceita pets: a entrada de animais não é permitida no parque estadual',
    period: 'Manhã e Tarde',
    boardingTime: '07:30',
    image: cover('rota-do-horto'),
    gallery: gallery('rota-do-horto'),
    category: 'experiencia',
    availableDays: ['thursday', 'saturday'],
    location: 'Parque Estadual Campos do Jordão (Horto Florestal)',
    ticketInfo: 'Ingresso do parque incluso.',
    locations: [
      'Portaria do Horto Florestal',
      'Trilha das Araucárias',
      'Cachoeira da Galharada',
      'Rio Sapucaí-Guaçu',
      'Criatório de trutas',
    ],
    faqs: [
      childFaq,
      {
        question: 'Posso levar meu pet?',
        answer: 'Neste passeio não: o parque estadual não permite a entrada de animais.',
      },
      {
        question: 'Preciso de preparo físico?',
        answer:
          'As trilhas são de nível moderado, com cerca de 3 km no total. Use tênis e leve água e um agasalho.',
      },
      pickupFaq,
    ],
  },
  {
    ...named('rota-alto-lajeado'),
    description:
      'A Campos do Jordão das alturas: subimos ao Pico do Itapeva, a mais de 2.000 metros, com vista para o Vale do Paraíba e, nos dias frios, um mar de nuvens aos pés. Seguimos pelos campos de altitude do Alto do Lajeado, entre pedras, mirantes e estradas de terra.',
    price: 250,
    duration: '6h30',
    difficulty: 'Moderada',
    vehicle: petFriendly,
    period: 'Manhã e Tarde',
    boardingTime: '07:30',
    image: cover('rota-alto-lajeado'),
    gallery: gallery('rota-alto-lajeado'),
    category: 'experiencia',
    availableDays: ['monday', 'wednesday'],
    location: 'Pico do Itapeva e Alto do Lajeado — Campos do Jordão',
    ticketInfo: 'Sem ingressos: mirantes de acesso livre.',
    locations: [
      'Pico do Itapeva',
      'Mirante do Vale do Paraíba',
      'Campos de altitude do Lajeado',
      'Pedra do Lajeado',
    ],
    faqs: [
      childFaq,
      petFaq,
      {
        question: 'Faz muito frio lá em cima?',
        answer:
          'Sim, no alto o vento é forte e a temperatura fica alguns graus abaixo da cidade. Leve casaco e protetor solar.',
      },
      pickupFaq,
    ],
  },
  {
    ...named('turismo-aparecida'),
    description:
      'Um dia de fé e história em Aparecida: levamos sua família com conforto até o Santuário Nacional, a Basílica Velha, a Passarela da Fé e o Porto Itaguaçu, onde a imagem foi encontrada. Serviço exclusivo de transporte, cobrado por carro com até 4 pessoas.',
    price: 500,
    duration: '6h',
    difficulty: 'Fácil',
    vehicle: `${petFriendly}; carro exclusivo para até 4 pessoas`,
    period: 'Manhã e Tarde',
    boardingTime: '07:30',
    image: cover('turismo-aparecida'),
    gallery: gallery('turismo-aparecida'),
    category: 'experiencia',
    availableDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    location: 'Aparecida (SP) — a 90 km de Campos do Jordão',
    ticketInfo: 'Somente transporte: entradas e refeições por conta do passageiro.',
    locations: ['Santuário Nacional de Aparecida', 'Passarela da Fé', 'Basílica Velha', 'Porto Itaguaçu'],
    faqs: [
      {
        question: 'Como funciona o preço por carro?',
        answer:
          'O valor é por carro exclusivo para até 4 pessoas. Para grupos maiores, reservamos carros adicionais.',
      },
      {
        question: 'Crianças pagam?',
        answer:
          'Não há cobrança por pessoa: o valor é do carro. Crianças contam no limite de 4 lugares e viajam sentadas, com cinto e cadeirinha (fornecida sob pedido).',
      },
      petFaq,
      pickupFaq,
      cancellationFaq,
    ],
    priceUnit: 'carro',
  },
];

export function getTourById(id: string | undefined): Tour | undefined {
  return tours.find((tour) => tour.id === id);
}

export function toursByCategory(category: TourCategory): Tour[] {
  return tours.filter((tour) => tour.category === category);
}

export function relatedTours(tour: Tour, limit = 3): Tour[] {
  return tours.filter((other) => other.category === tour.category && other.id !== tour.id).slice(0, limit);
}

/** 'por carro' for tours priced per car (up to 4 people), otherwise 'por pessoa'. */
/** Spec §3: a tour takes pets when its vehicle text says 'Pet Friendly' (all but rota-do-horto). */
export function acceptsPets(tour: Pick<Tour, 'vehicle'>): boolean {
  return tour.vehicle.includes('Pet Friendly');
}

export function priceUnitLabel(tour: Pick<Tour, 'priceUnit'>): 'por carro' | 'por pessoa' {
  return tour.priceUnit === 'carro' ? 'por carro' : 'por pessoa';
}

/** The photos of a tour: its gallery, or its cover alone when it has no gallery (spec §3). */
export function tourImages(tour: Pick<Tour, 'gallery' | 'image'>): string[] {
  return tour.gallery.length > 0 ? tour.gallery : [tour.image];
}
