import { describe, expect, it } from 'vitest';
import { purchaseGroups } from './purchase-cards.ts';

const order = (id: number, date: string | null, extra = {}) => ({
  id,
  nome_passeio: `Passeio ${id}`,
  valor: '225.00',
  data_passeio: date,
  qtd_adults: 2,
  qtd_children: 1,
  qtd_babies: 1,
  ...extra,
});
const itinerary = (id: number, date: string) => ({
  id_itinerario: id,
  nome_passeio: `Roteiro ${id}`,
  data_passeio: date,
  valor_total_liquido: 300,
  qtd_pessoas: 3,
});

describe('My Purchases groups (spec §4)', () => {
  const groups = purchaseGroups({
    pendingOrders: [order(2, '2026-12-10'), order(1, null)],
    upcomingItineraries: [itinerary(10, '2026-12-01'), itinerary(11, '2026-12-20')],
    paidCardOrders: [order(3, '2026-12-05')],
    pastItineraries: [itinerary(9, '2026-11-01'), itinerary(8, '2026-10-01')],
  });

  it("pending: 'Aguardando Pagamento', in the order the query gives (newest first)", () => {
    expect(groups.pending.map((card) => [card.key, card.label])).toEqual([
      ['pedido-2', 'Aguardando Pagamento'],
      ['pedido-1', 'Aguardando Pagamento'],
    ]);
  });

  it("purchased: upcoming itineraries and paid card orders together, by date, 'Confirmado'", () => {
    expect(groups.purchased.map((card) => [card.key, card.date, card.label])).toEqual([
      ['itinerario-10', '2026-12-01', 'Confirmado'],
      ['pedido-3', '2026-12-05', 'Confirmado'],
      ['itinerario-11', '2026-12-20', 'Confirmado'],
    ]);
  });

  it("completed: past itineraries, newest first, 'Realizado'", () => {
    expect(groups.completed.map((card) => [card.key, card.label])).toEqual([
      ['itinerario-9', 'Realizado'],
      ['itinerario-8', 'Realizado'],
    ]);
  });

  it('counts adults + children + babies and reads numeric values', () => {
    expect(groups.pending[0]).toMatchObject({ people: 4, value: 225, tour: 'Passeio 2' });
    expect(groups.completed[0]).toMatchObject({ people: 3, value: 300 });
  });
});
