export type Combo = {
  id: string;
  title: string;
  /** BRL per person. */
  price: number;
  badge?: string;
  highlights: string[];
  description: string;
  includes: string[];
};

export const combos: Combo[] = [
  {
    id: 'promocao-dia-todo',
    title: 'Promoção dia Todo',
    price: 180,
    badge: 'Desconto + Ingresso',
    highlights: ['Por pessoa', 'Ingressos inclusos'],
    description:
      'O dia completo em Campos do Jordão: City Tour 1 Tradicional pela manhã e Parque Amantikir à tarde, com os ingressos incluídos.',
    includes: ['City Tour 1 Tradicional', 'Parque Amantikir', 'Ingressos inclusos'],
  },
  {
    id: 'combo-movietour',
    title: 'Combo MovieTour',
    price: 380,
    highlights: ['2 dias', '15% de desconto'],
    description:
      'Dois dias para ver o melhor da cidade com 15% de desconto: os dois city tours, o pôr do sol na Fazenda Prana e o Parque Amantikir.',
    includes: [
      'City Tour 1 Tradicional',
      'City Tour 2 Cultural',
      'Fazenda Prana',
      'Parque Amantikir',
      'Ingressos inclusos',
    ],
  },
  {
    id: 'combo-parques',
    title: 'Combo Parques',
    price: 380,
    badge: 'Desconto + Ingresso',
    highlights: ['Ingressos inclusos'],
    description:
      'Para quem ama natureza: Parque Bambui e seu mirante de vidro, os jardins do Amantikir e a Fazenda Prana, com ingressos incluídos.',
    includes: [
      'Parque Bambui',
      'Mirante de vidro',
      'Parque Amantikir',
      'Fazenda Prana',
      'Ingressos inclusos',
    ],
  },
];
