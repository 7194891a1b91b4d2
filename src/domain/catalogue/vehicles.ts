export type Vehicle = {
  id: string;
  name: string;
  description: string;
  image: string;
  imageAlt: string;
  capacity: number;
  status: 'em-servico' | 'em-breve';
};

export const vehicles: Vehicle[] = [
  {
    id: 'jardineira-cinema',
    name: 'Jardineira Cinema',
    description:
      'Nossa jardineira clássica, vermelha e creme, com laterais abertas para sentir o ar da montanha e letreiro de luzes de cinema.',
    image: '/images/vehicles/jardineira-cinema',
    imageAlt: 'Jardineira vintage vermelha e creme com luzes de letreiro de cinema',
    capacity: 20,
    status: 'em-servico',
  },
  {
    id: 'cine-bus-noir',
    name: 'Cine Bus Noir',
    description:
      'Um ônibus clássico em preto e dourado, com faixas de película e poltronas confortáveis: o charme dos filmes noir pelas ruas de Capivari.',
    image: '/images/vehicles/cine-bus-noir',
    imageAlt: 'Ônibus clássico preto e dourado decorado com faixas de filme',
    capacity: 16,
    status: 'em-servico',
  },
  {
    id: 'panoramico-360',
    name: 'Panorâmico 360',
    description:
      'Em breve: um micro-ônibus com teto de vidro para ver as araucárias e o céu da serra em 360 graus. Aguarde a estreia!',
    image: '/images/vehicles/panoramico-360',
    imageAlt: 'Silhueta de micro-ônibus panorâmico sob um holofote com o letreiro Em breve',
    capacity: 12,
    status: 'em-breve',
  },
];
