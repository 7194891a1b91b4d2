import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './dates.ts';
import { todayInSaoPaulo } from './calendar-days.ts';
import { moneyFromColumn, type PedidoSite } from './orders.ts';
import { itinerary, order, paidCard, refund, requestFor } from './purchase-test-fixtures.ts';
import {
  cartLinesBought,
  cancelledOrderCards,
  cancelledPurchases,
  classifyPurchases,
  creditPaidByCard,
  paymentRefundsByCard,
  paymentRefundState,
  pixCheckoutsToPay,
  type ClassifyInput,
  type PaymentRefund,
} from './purchases.ts';

const classify = (input: Partial<ClassifyInput>) =>
  classifyPurchases({
    pendingOrders: [],
    paidCardOrders: [],
    itineraries: [],
    today: '2026-03-09',
    ...input,
  });
const names = (cards: { tourName: string }[]) => cards.map((card) => card.tourName);

describe("pending ('Aguardando Pagamento', yellow): site orders 'aguardando pagamento', newest first", () => {
  it('orders by created_at, newest first, whatever the tour date', () => {
    const { pending } = classify({
      pendingOrders: [
        order({ nome_passeio: 'A', created_at: '2026-03-01T10:00:00Z' }),
        order({ nome_passeio: 'C', created_at: '2026-03-03T10:00:00Z', data_passeio: '2026-01-01' }),
        order({ nome_passeio: 'B', created_at: '2026-03-02T10:00:00Z', data_passeio: null }),
      ],
    });
    expect(names(pending)).toEqual(['C', 'B', 'A']);
    expect(pending.map((card) => [card.status, card.tone])).toEqual([
      ['Aguardando Pagamento', 'pending'],
      ['Aguardando Pagamento', 'pending'],
      ['Aguardando Pagamento', 'pending'],
    ]);
  });

  it("keeps one checkout's orders (the same created_at) in the cart's order, whatever order they arrive in", () => {
    const at = '2026-03-02T10:00:00Z';
    const checkout = [
      order({ id: 12, nome_passeio: 'Second in the cart', created_at: at }),
      order({ id: 11, nome_passeio: 'First in the cart', created_at: at }),
      order({ id: 13, nome_passeio: 'Later', created_at: '2026-03-03T10:00:00Z' }),
    ];
    for (const pendingOrders of [checkout, [...checkout].reverse()]) {
      expect(names(classify({ pendingOrders }).pending)).toEqual([
        'Later',
        'First in the cart',
        'Second in the cart',
      ]);
    }
  });

  it('leaves out orders in any other status', () => {
    const { pending } = classify({
      pendingOrders: [
        order({ status: 'pago' }),
        order({ status: 'cancelado' }),
        order({ nome_passeio: 'X' }),
      ],
    });
    expect(names(pending)).toEqual(['X']);
  });
});

describe("purchased ('Confirmado', green)", () => {
  it.each([
    ["an itinerary 'Aguardando' dated today", [itinerary({ data_passeio: '2026-03-09' })], [], 1],
    ["an itinerary 'Aguardando' dated later", [itinerary({ data_passeio: '2026-04-01' })], [], 1],
    ["an itinerary 'Aguardando' dated yesterday", [itinerary({ data_passeio: '2026-03-08' })], [], 0],
    ['an upcoming itinerary in another status', [itinerary({ status: 'Cancelado' })], [], 0],
    ['an upcoming itinerary without a date', [itinerary({ data_passeio: null })], [], 0],
    ["a card order 'pago' dated today", [], [paidCard({ data_passeio: '2026-03-09' })], 1],
    ["a card order 'pago' dated yesterday", [], [paidCard({ data_passeio: '2026-03-08' })], 0],
    ["a PIX order 'pago'", [], [paidCard({ tipo_pagamento: 'Pix' })], 0],
    ['a card order still pending', [], [paidCard({ status: 'aguardando pagamento' })], 0],
    ['a card order without a date', [], [paidCard({ data_passeio: null })], 0],
  ])('%s → %s card(s)', (_name, itineraries, paidCardOrders, expected) => {
    const { purchased } = classify({ itineraries, paidCardOrders });
    expect(purchased).toHaveLength(expected);
    for (const card of purchased) expect([card.status, card.tone]).toEqual(['Confirmado', 'confirmed']);
  });

  it('itineraries and card orders together, ascending by date', () => {
    const { purchased } = classify({
      itineraries: [
        itinerary({ nome_passeio: 'I-20', data_passeio: '2026-03-20' }),
        itinerary({ nome_passeio: 'I-10', data_passeio: '2026-03-10' }),
      ],
      paidCardOrders: [
        paidCard({ nome_passeio: 'P-15', data_passeio: '2026-03-15' }),
        paidCard({ nome_passeio: 'P-09', data_passeio: '2026-03-09' }),
      ],
    });
    expect(names(purchased)).toEqual(['P-09', 'I-10', 'P-15', 'I-20']);
  });

  it("reads the itinerary status 'Aguardando' without minding case or spaces", () => {
    expect(classify({ itineraries: [itinerary({ status: ' aguardando ' })] }).purchased).toHaveLength(1);
  });
});

describe("completed ('Realizado', neutral): any itinerary dated before today, newest first", () => {
  it('includes past itineraries whatever their status, newest first', () => {
    const { completed, purchased } = classify({
      itineraries: [
        itinerary({ nome_passeio: 'Jan', data_passeio: '2026-01-15', status: 'Concluído' }),
        itinerary({ nome_passeio: 'Mar', data_passeio: '2026-03-08' }),
        itinerary({ nome_passeio: 'Feb', data_passeio: '2026-02-10', status: 'Aguardando' }),
        itinerary({ nome_passeio: 'Today', data_passeio: '2026-03-09' }),
      ],
    });
    expect(names(completed)).toEqual(['Mar', 'Feb', 'Jan']);
    expect(completed.every((card) => card.status === 'Realizado' && card.tone === 'completed')).toBe(true);
    expect(names(purchased)).toEqual(['Today']);
  });

  it('past site orders are never completed (only itineraries are)', () => {
    const { completed } = classify({ paidCardOrders: [paidCard({ data_passeio: '2026-01-01' })] });
    expect(completed).toEqual([]);
  });
});

describe('"today" is the São Paulo calendar day (around midnight)', () => {
  const rows = {
    itineraries: [itinerary({ nome_passeio: 'Dia 9', data_passeio: '2026-03-09' })],
    paidCardOrders: [paidCard({ nome_passeio: 'Pago dia 9', data_passeio: '2026-03-09' })],
  };
  it.each([
    ['2026-03-10T02:30:00Z', 'still 9 March in São Paulo', ['Pago dia 9', 'Dia 9'].sort(), []],
    ['2026-03-10T02:59:59Z', 'the last second of 9 March', ['Pago dia 9', 'Dia 9'].sort(), []],
    ['2026-03-10T03:00:00Z', 'already 10 March', [], ['Dia 9']],
  ])('at %s (%s)', (now, _label, purchasedNames, completedNames) => {
    const { purchased, completed } = classify({ ...rows, today: todayInSaoPaulo(new Date(now)) });
    expect(names(purchased).sort()).toEqual(purchasedNames);
    expect(names(completed)).toEqual(completedNames);
  });
});

describe('each card shows tour name, date, people (adults + children + babies), value and status', () => {
  it('a site order', () => {
    const row = order({
      id: 42,
      nome_passeio: 'Parque Amantikir',
      data_passeio: '2026-12-04',
      qtd_adults: 2,
      qtd_children: 1,
      qtd_babies: 1,
      qtd_pets: 2,
      // PostgREST may send a numeric column as text; it is still read as money.
      valor: '300.50' as unknown as number,
    });
    expect(classify({ pendingOrders: [row] }).pending).toEqual([
      {
        key: 'pedido-42',
        ref: 'P42',
        id: 42,
        source: 'pedido_site',
        paymentType: 'Pix',
        pixTxid: null,
        tourName: 'Parque Amantikir',
        date: '2026-12-04',
        dateLabel: '04 de dezembro, 2026',
        people: 4,
        party: { adults: 2, children: 1, babies: 1 },
        value: 300.5,
        status: 'Aguardando Pagamento',
        tone: 'pending',
        payByCard: null,
        voucher: 'ABCDEFGHJKMN',
        orderId: 42,
      },
    ]);
  });

  it('an itinerary: its head count and net value; a missing value stays null', () => {
    const row = itinerary({ id_itinerario: 7, qtd_pessoas: 5, valor_total_liquido: null, id_pedido: 31 });
    expect(classify({ itineraries: [row] }).purchased[0]).toMatchObject({
      key: 'itinerario-7',
      orderId: 31,
      voucher: 'BCDEFGHJKMNP',
      ref: 'R7',
      id: 7,
      source: 'itinerarios',
      people: 5,
      value: null,
      dateLabel: '20 de março, 2026',
    });
  });

  it('an order with no date keeps an empty date label', () => {
    const [card] = classify({ pendingOrders: [order({ data_passeio: null })] }).pending;
    expect(card).toMatchObject({ date: null, dateLabel: '' });
  });

  it('an unreadable date counts as no date', () => {
    const { purchased, completed } = classify({ itineraries: [itinerary({ data_passeio: '2026-02-30' })] });
    expect([purchased, completed]).toEqual([[], []]);
  });

  it('a row that arrives twice is shown once', () => {
    const row = paidCard();
    expect(classify({ paidCardOrders: [row, row] }).purchased).toHaveLength(1);
  });

  it('refuses a "today" that is not YYYY-MM-DD', () => {
    expect(() => classify({ today: '09/03/2026' })).toThrow(RangeError);
  });
});

describe('numeric columns may arrive as strings', () => {
  it.each([
    [180, 180],
    ['180.00', 180],
    ['99.90', 99.9],
    [null, null],
    ['', null],
    ['abc', null],
  ])('moneyFromColumn(%j) is %j', (value, expected) => {
    expect(moneyFromColumn(value)).toBe(expected);
  });
});

describe('payByCard: pending card orders that can still be paid by card', () => {
  const today = '2026-03-10';
  const card = (overrides: Partial<PedidoSite> = {}) =>
    order({ tipo_pagamento: 'Cartão(Stripe)', data_passeio: '2026-03-20', valor: 180, ...overrides });
  const payable = (row: PedidoSite) =>
    classifyPurchases({ pendingOrders: [row], paidCardOrders: [], itineraries: [], today }).pending[0]!
      .payByCard;

  it('carries the checkout item and value of a catalogue tour priced as the catalogue says', () => {
    const row = card({ qtd_children: 1, valor: 225 });
    expect(payable(row)).toEqual({
      item: {
        orderId: row.id,
        tourId: 'city-tour-tradicional',
        date: '2026-03-20',
        adults: 2,
        children: 1,
        babies: 0,
        pets: 0,
        quantity: 1,
      },
      value: 225,
    });
  });

  it.each([
    ['a PIX order', { tipo_pagamento: 'Pix' as const }],
    ['a past day', { data_passeio: '2026-03-09' }],
    ['no date', { data_passeio: null }],
    ['a tour not in the catalogue', { nome_passeio: 'Passeio antigo' }],
  ])('is null for %s', (_, overrides) => {
    expect(payable(card(overrides))).toBeNull();
  });

  // The session charges the value the database holds (issue 31), so a coupon's lower value is payable as one party.
  it('carries a value a coupon lowered as one party', () => {
    expect(payable(card({ valor: 170 }))).toMatchObject({ item: { quantity: 1 }, value: 170 });
  });
});

describe("'Cancelados' (issue 18): bookings a request cancelled, most recently cancelled first", () => {
  const cancelledOrder = paidCard({ id: 501, nome_passeio: 'Parque Amantikir', status: 'cancelado' });
  const cancelledItinerary = itinerary({
    id_itinerario: 502,
    status: 'Cancelado',
    data_passeio: '2026-04-02',
  });

  it('lists each cancelled booking once, as its latest request left it, with the status Cancelado', () => {
    const cards = cancelledPurchases(
      [
        requestFor({ pedido_site: cancelledOrder }, { status: 'aceito', created_at: '2026-03-05T10:00:00Z' }),
        requestFor(
          { itinerarios: cancelledItinerary },
          { status: 'aceito', created_at: '2026-03-07T10:00:00Z' },
        ),
        requestFor(
          { pedido_site: cancelledOrder },
          { status: 'recusado', tipo: 'remarcacao', created_at: '2026-03-01T10:00:00Z' },
        ),
      ],
      new Set(),
    );
    expect(cards.map((card) => [card.key, card.ref, card.status, card.tone])).toEqual([
      ['itinerario-502', 'R502', 'Cancelado', 'cancelled'],
      ['pedido-501', 'P501', 'Cancelado', 'cancelled'],
    ]);
    expect(cards[0]).toMatchObject({ tourName: 'Rota do Horto Florestal', dateLabel: '02 de abril, 2026' });
  });

  it.each([
    ['an open request on an active booking', { pedido_site: paidCard() }, { status: 'pendente' }],
    ['an accepted reschedule', { pedido_site: paidCard() }, { status: 'aceito', tipo: 'remarcacao' }],
    ['a refused request', { itinerarios: itinerary() }, { status: 'recusado' }],
  ] as const)('leaves out %s', (_name, booking, overrides) => {
    expect(cancelledPurchases([requestFor(booking, overrides)], new Set())).toEqual([]);
  });

  it('does not repeat a booking the spec’s groups already show (a past itinerary is Realizado)', () => {
    const cancelled = [requestFor({ itinerarios: cancelledItinerary }, { status: 'aceito' })];
    expect(cancelledPurchases(cancelled, new Set(['itinerario-502']))).toEqual([]);
  });
});

describe('cancelled unpaid orders say why, newest first, once', () => {
  it('lists the cancelled orders with their reason, leaving out what is shown elsewhere', () => {
    const lapsed = order({
      status: 'cancelado',
      motivo_cancelamento: 'Pagamento não identificado no prazo',
      status_changed_at: '2026-03-03T10:00:00Z',
    });
    const letGo = order({
      status: 'cancelado',
      motivo_cancelamento: 'Cancelado pelo cliente',
      status_changed_at: '2026-03-04T10:00:00Z',
    });
    const viaRequest = order({ status: 'cancelado', status_changed_at: '2026-03-05T10:00:00Z' });
    const pending = order();
    const cards = cancelledOrderCards(
      [lapsed, pending, viaRequest, letGo],
      new Set([`pedido-${viaRequest.id}`]),
    );
    expect(cards.map((card) => [card.key, card.status, card.tone, card.cancelReason])).toEqual([
      [`pedido-${letGo.id}`, 'Cancelado', 'cancelled', 'Cancelado pelo cliente'],
      [`pedido-${lapsed.id}`, 'Cancelado', 'cancelled', 'Pagamento não identificado no prazo'],
    ]);
  });
});

describe('what the credit paid of each booking that went ahead', () => {
  const today = '2026-03-09';
  const pixOrder = order({ id: 601, tipo_pagamento: 'Pix', status: 'pago', credito_usado: 200.45 });
  const creditOrder = order({
    id: 602,
    tipo_pagamento: 'Crédito',
    status: 'pago',
    credito_usado: '300.00' as unknown as number,
  });
  const cardOrder = paidCard({ id: 603, data_passeio: '2026-04-01', credito_usado: 50.45 });
  const moneyOnly = order({ id: 604, tipo_pagamento: 'Pix', status: 'pago', credito_usado: 0 });
  const orders = [pixOrder, creditOrder, cardOrder, moneyOnly];

  it('reads an itinerary’s credit from the order it confirms, and a card order’s from itself', () => {
    const { purchased, completed } = classify({
      today,
      paidCardOrders: [cardOrder],
      itineraries: [
        itinerary({ id_itinerario: 71, id_pedido: 601, data_passeio: '2026-04-02' }),
        itinerary({ id_itinerario: 72, id_pedido: 602, data_passeio: '2026-03-01' }),
        itinerary({ id_itinerario: 73, id_pedido: 604, data_passeio: '2026-04-03' }),
        itinerary({ id_itinerario: 74, id_pedido: null, data_passeio: '2026-04-04' }),
      ],
    });
    expect([...creditPaidByCard([...purchased, ...completed], orders)]).toEqual([
      ['pedido-603', 50.45],
      ['itinerario-71', 200.45],
      ['itinerario-72', 300],
    ]);
  });

  it('covers a booking cancelled through a request, by its order or its itinerary', () => {
    const cards = cancelledPurchases(
      [
        requestFor({ pedido_site: { ...cardOrder, status: 'cancelado' } }, { status: 'aceito' }),
        requestFor(
          { itinerarios: itinerary({ id_itinerario: 75, id_pedido: 601, status: 'Cancelado' }) },
          { status: 'aceito' },
        ),
      ],
      new Set(),
    );
    expect(Object.fromEntries(creditPaidByCard(cards, orders))).toEqual({
      'pedido-603': 50.45,
      'itinerario-75': 200.45,
    });
  });

  it('says nothing of a booking whose order did not use credit, or is not among the orders read', () => {
    const { purchased } = classify({
      today,
      itineraries: [itinerary({ id_itinerario: 76, id_pedido: 999, data_passeio: '2026-04-02' })],
    });
    expect(creditPaidByCard(purchased, orders).size).toBe(0);
    expect(creditPaidByCard(purchased, []).size).toBe(0);
  });
});

describe('the PIX checkouts My Purchases offers to pay', () => {
  const today = '2026-03-10';
  const lapse = { status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado no prazo' } as const;

  it('groups pending PIX orders and lapsed ones still ahead by checkout, with their total', () => {
    const a1 = order({ pix_txid: 'TOUR00000001', valor: 160, nome_passeio: 'City Tour Tradicional' });
    const a2 = order({ pix_txid: 'TOUR00000001', valor: 220.5, nome_passeio: 'Parque Amantikir' });
    const card = order({ pix_txid: null, tipo_pagamento: 'Cartão(Stripe)' });
    const b = order({ ...lapse, pix_txid: 'TOUR00000002', valor: 90, data_passeio: '2026-03-10' });
    const past = order({ ...lapse, pix_txid: 'TOUR00000003', data_passeio: '2026-03-09' });
    const letGo = order({
      pix_txid: 'TOUR00000004',
      status: 'cancelado',
      motivo_cancelamento: 'Cancelado pelo cliente',
    });
    const { pending } = classifyPurchases({
      pendingOrders: [a2, a1, card],
      paidCardOrders: [],
      itineraries: [],
      today,
    });
    const cancelled = cancelledOrderCards([b, past, letGo], new Set());
    expect(pixCheckoutsToPay([...pending, ...cancelled], today)).toEqual([
      {
        txid: 'TOUR00000001',
        orderIds: [a1.id, a2.id].sort((x, y) => x - y),
        amount: 380.5,
        lapsed: false,
      },
      { txid: 'TOUR00000002', orderIds: [b.id], amount: 90, lapsed: true },
    ]);
  });

  it('offers nothing for a PIX order without its checkout id', () => {
    const { pending } = classifyPurchases({
      pendingOrders: [order({ pix_txid: null })],
      paidCardOrders: [],
      itineraries: [],
      today,
    });
    expect(pixCheckoutsToPay(pending, today)).toEqual([]);
  });
});

describe('cartLinesBought', () => {
  const line = (id: string, date: string | null) => ({
    id,
    quantity: 1,
    bookingDetails: {
      date: parseIsoDate(date),
      hotel: 'Hotel Estoril',
      adults: 2,
      children: 0,
      babies: 0,
      pets: 0,
    },
  });
  it('names the cart lines a payment booked (same tour, same day) and keeps the rest', () => {
    const lines = [
      line('city-tour-tradicional', '2027-01-07'),
      line('parque-amantikir', '2027-01-02'),
      line('rota-alto-lajeado', '2026-12-23'),
      line('turismo-aparecida', null),
    ];
    const bought = [
      { tourName: 'City Tour Tradicional', date: '2027-01-07' },
      { tourName: 'Parque Amantikir', date: '2027-01-09' },
      { tourName: 'Turismo Aparecida', date: '2026-12-08' },
    ];
    expect(cartLinesBought(lines, bought)).toEqual(['city-tour-tradicional']);
  });
});

describe('payment refunds: money a payment brought after its order was cancelled', () => {
  const cancelledCard = (overrides: Partial<PedidoSite> = {}) =>
    order({
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'cancelado',
      motivo_cancelamento: 'Cancelado pelo cliente',
      ...overrides,
    });
  const paymentRefund = (overrides: Partial<PaymentRefund> = {}): PaymentRefund => {
    const row = refund({ request_id: null, payment_to_refund_id: 1, valor: 130, ...overrides });
    return {
      id: row.id,
      payment_to_refund_id: row.payment_to_refund_id,
      metodo: row.metodo,
      valor: row.valor,
      status: row.status,
      pago_em: row.pago_em,
      stripe_session_id: row.stripe_session_id,
      pix_charge_id: row.pix_charge_id,
    };
  };

  it('go on the cancelled order the card session was for, by the session the order keeps', () => {
    const cancelled = cancelledCard({ valor: 180, credito_usado: 50, stripe_session_id: 'cs_a' });
    const other = cancelledCard({ stripe_session_id: 'cs_b' });
    const money = paymentRefund({ stripe_session_id: 'cs_a' });
    const byCard = paymentRefundsByCard([cancelled, other], [money], []);
    expect([...byCard]).toEqual([[`pedido-${cancelled.id}`, [money]]]);
  });

  it("go on the orders of a PIX charge the customer reads, by the charge's orders", () => {
    const lapsed = cancelledCard({ tipo_pagamento: 'Pix', valor: 130 });
    const money = paymentRefund({ metodo: 'pix', stripe_session_id: null, pix_charge_id: 'pi_1' });
    const byCard = paymentRefundsByCard([lapsed], [money], [{ id: 'pi_1', order_ids: [lapsed.id] }]);
    expect(byCard.get(`pedido-${lapsed.id}`)).toEqual([money]);
  });

  it("a cart's session: each refund on the order whose unpaid rest it is, then the rest by id", () => {
    const first = cancelledCard({ valor: 250, credito_usado: 0, stripe_session_id: 'cs_c' });
    const second = cancelledCard({ valor: 150, credito_usado: 50, stripe_session_id: 'cs_c' });
    const forSecond = paymentRefund({ payment_to_refund_id: 7, stripe_session_id: 'cs_c', valor: 100 });
    const forFirst = paymentRefund({ payment_to_refund_id: 8, stripe_session_id: 'cs_c', valor: 250 });
    const byCard = paymentRefundsByCard([second, first], [forFirst, forSecond], []);
    expect(byCard.get(`pedido-${first.id}`)).toEqual([forFirst]);
    expect(byCard.get(`pedido-${second.id}`)).toEqual([forSecond]);
  });

  it("leave out a booking's refund, an order not cancelled, and a refund naming no order", () => {
    const paid = order({ tipo_pagamento: 'Cartão(Stripe)', status: 'pago', stripe_session_id: 'cs_d' });
    const cancelled = cancelledCard({ stripe_session_id: 'cs_e' });
    const byCard = paymentRefundsByCard(
      [paid, cancelled],
      [
        paymentRefund({ stripe_session_id: 'cs_d' }),
        paymentRefund({ stripe_session_id: 'cs_e', payment_to_refund_id: null }),
        paymentRefund({ metodo: 'pix', stripe_session_id: null, pix_charge_id: null }),
      ],
      [],
    );
    expect(byCard.size).toBe(0);
  });

  it('say the payment, then where its refund stands, as a booking refund does', () => {
    const label = 'Pagamento de R$ 130,00 recebido após o cancelamento';
    const state = (overrides: Partial<PaymentRefund>) => {
      const { label: text, detail, tone } = paymentRefundState(paymentRefund(overrides));
      return { label: text.replace(/\u00a0/g, ' '), detail, tone };
    };
    expect(state({ status: 'pendente' })).toEqual({
      label,
      detail: 'Reembolso em processamento',
      tone: 'open',
    });
    expect(state({ status: 'processando' })).toEqual({
      label,
      detail: 'Reembolso em processamento',
      tone: 'open',
    });
    expect(state({ status: 'falhou' })).toEqual({
      label,
      detail:
        'Reembolso não concluído: a equipe da Movie Tour vai falar com você pelo WhatsApp para combinar a devolução',
      tone: 'refused',
    });
    expect(state({ status: 'concluido', pago_em: '2026-11-28' })).toEqual({
      label,
      detail: 'Reembolso concluído em 28/11/2026: estorno no cartão de crédito',
      tone: 'done',
    });
    expect(state({ status: 'concluido', pago_em: '2026-11-28', metodo: 'pix' })).toEqual({
      label,
      detail: 'Reembolso concluído em 28/11/2026: devolvido por PIX',
      tone: 'done',
    });
  });
});
