/** A purchase as My Purchases shows it. */
export type PurchaseCard = {
  key: string;
  tour: string;
  /** YYYY-MM-DD or null. */
  date: string | null;
  people: number;
  value: number;
  state: 'pending' | 'purchased' | 'completed';
  label: 'Aguardando Pagamento' | 'Confirmado' | 'Realizado';
};

type Order = {
  id: number;
  nome_passeio: string;
  valor: number | string;
  data_passeio: string | null;
  qtd_adults: number;
  qtd_children: number;
  qtd_babies: number;
};

type Itinerary = {
  id_itinerario: number;
  nome_passeio: string;
  data_passeio: string | null;
  valor_total_liquido: number | string | null;
  qtd_pessoas: number | null;
};

const orderCard = (order: Order, state: 'pending' | 'purchased'): PurchaseCard => ({
  key: `pedido-${order.id}`,
  tour: order.nome_passeio,
  date: order.data_passeio,
  // Spec §9: people on a card are adults + children + babies.
  people: order.qtd_adults + order.qtd_children + order.qtd_babies,
  value: Number(order.valor),
  state,
  label: state === 'pending' ? 'Aguardando Pagamento' : 'Confirmado',
});

const itineraryCard = (itinerary: Itinerary, state: 'purchased' | 'completed'): PurchaseCard => ({
  key: `itinerario-${itinerary.id_itinerario}`,
  tour: itinerary.nome_passeio,
  date: itinerary.data_passeio,
  people: itinerary.qtd_pessoas ?? 0,
  value: Number(itinerary.valor_total_liquido ?? 0),
  state,
  label: state === 'purchased' ? 'Confirmado' : 'Realizado',
});

const byDate = (a: PurchaseCard, b: PurchaseCard) => (a.date ?? '').localeCompare(b.date ?? '');

/**
 * Spec §4 groups from the rows of calls 14–17: pending orders newest first; purchased = upcoming itineraries
 * plus paid card orders, by date ascending; completed = past itineraries, newest first.
 */
export function purchaseGroups(rows: {
  pendingOrders: Order[];
  upcomingItineraries: Itinerary[];
  paidCardOrders: Order[];
  pastItineraries: Itinerary[];
}) {
  return {
    pending: rows.pendingOrders.map((order) => orderCard(order, 'pending')),
    purchased: [
      ...rows.upcomingItineraries.map((itinerary) => itineraryCard(itinerary, 'purchased')),
      ...rows.paidCardOrders.map((order) => orderCard(order, 'purchased')),
    ].sort(byDate),
    completed: rows.pastItineraries.map((itinerary) => itineraryCard(itinerary, 'completed')),
  };
}
