import { describe, expect, it } from 'vitest';
import {
  bookingRef,
  changeState,
  isBookingCancelled,
  latestRequestByBooking,
  requestBookingKey,
  type BookingRequest,
  type ChangeState,
} from './booking-changes.ts';
import { itinerary, paidCard, refund, request, requestFor } from './purchase-test-fixtures.ts';

describe('a booking is named R<id_itinerario> or P<id> and keyed as its card', () => {
  it.each([
    ['itinerarios', 5, 'R5', 'itinerario-5'],
    ['pedido_site', 12, 'P12', 'pedido-12'],
  ] as const)('%s %s → %s, %s', (source, id, ref, key) => {
    expect(bookingRef(source, id)).toBe(ref);
    expect(
      requestBookingKey({
        id_itinerario: source === 'itinerarios' ? id : null,
        id_pedido: source === 'pedido_site' ? id : null,
      }),
    ).toBe(key);
  });
});

describe("each booking's latest request decides its state", () => {
  it('the newest by time, then by id; one per booking', () => {
    const older = request({ id: 10, id_pedido: 1, created_at: '2026-03-01T10:00:00Z' });
    const newer = request({ id: 11, id_pedido: 1, created_at: '2026-03-02T10:00:00Z' });
    const sameTimeHigherId = request({ id: 12, id_pedido: 1, created_at: '2026-03-02T10:00:00Z' });
    const other = request({ id: 13, id_pedido: null, id_itinerario: 1 });
    const latest = latestRequestByBooking([older, sameTimeHigherId, newer, other]);
    expect([...latest.entries()].map(([key, row]) => [key, row.id])).toEqual([
      ['pedido-1', 12],
      ['itinerario-1', 13],
    ]);
  });

  it.each([
    ['an itinerary Cancelado', { itinerarios: itinerary({ status: 'Cancelado' }) }, true],
    ['an itinerary Aguardando', { itinerarios: itinerary() }, false],
    ['a site order cancelado', { pedido_site: paidCard({ status: 'cancelado' }) }, true],
    ['a site order pago', { pedido_site: paidCard() }, false],
  ] as const)('%s is cancelled: %s', (_name, booking, cancelled) => {
    expect(isBookingCancelled(requestFor(booking))).toBe(cancelled);
  });
});

const brl = (amount: string) => `R$\u00a0${amount}`;

describe('what the card says (issue 18): its label, and where the refund stands', () => {
  const cancel = { tipo: 'cancelamento' };
  const move = { tipo: 'remarcacao', nova_data: '2027-01-12' };
  const company = { tipo: 'cancelamento_empresa', regra: 'cancelado-pela-empresa', percentual: 100 };
  const accepted = { ...cancel, status: 'aceito', reembolso: 162 };
  it.each<[string, Partial<BookingRequest>, string | null, string]>([
    ['a cancellation asked', { ...cancel, status: 'pendente' }, null, 'Cancelamento solicitado'],
    ['a reschedule asked', { ...move, status: 'pendente' }, null, 'Remarcação solicitada para 12/01/2027'],
    [
      'accepted, refund to pay',
      accepted,
      'pendente',
      `Cancelado — reembolso de ${brl('162,00')} | Reembolso em processamento`,
    ],
    [
      'accepted, asked of Stripe',
      accepted,
      'processando',
      `Cancelado — reembolso de ${brl('162,00')} | Reembolso em processamento`,
    ],
    [
      'accepted, Stripe refused (retried)',
      accepted,
      'falhou',
      `Cancelado — reembolso de ${brl('162,00')} | Reembolso em processamento`,
    ],
    [
      'accepted, refund paid',
      accepted,
      'concluido',
      `Cancelado — reembolso de ${brl('162,00')} | Reembolso concluído`,
    ],
    [
      'accepted, all of it back to the credit (paid with credit, or settled as credit): no refund row',
      accepted,
      null,
      `Cancelado — crédito de ${brl('162,00')} | De volta ao seu crédito`,
    ],
    [
      'accepted without refund',
      { ...accepted, reembolso: 0, reembolso_proposto: 0 },
      null,
      'Cancelado — sem reembolso',
    ],
    [
      'accepted, refund adjusted',
      { ...accepted, reembolso: 100 },
      'pendente',
      `Cancelado — reembolso de ${brl('100,00')} | Reembolso em processamento`,
    ],
    ['a reschedule accepted', { ...move, status: 'aceito' }, null, 'Remarcado para 12/01/2027'],
    [
      'refused',
      { status: 'recusado', motivo_decisao: 'Fora do prazo' },
      null,
      'Solicitação recusada: Fora do prazo',
    ],
    ['refused without a reason', { status: 'recusado' }, null, 'Solicitação recusada'],
    ['the company cancelled', { ...company, status: 'aguardando_cliente' }, null, 'Cancelado pela empresa'],
    [
      'company, a new day chosen',
      { ...company, status: 'pendente', escolha: 'remarcar', nova_data: '2027-02-03' },
      null,
      'Cancelado pela empresa — remarcação para 03/02/2027 solicitada',
    ],
    [
      'company, the credit chosen',
      { ...company, status: 'pendente', escolha: 'credito' },
      null,
      'Cancelado pela empresa — crédito de 100% solicitado',
    ],
    [
      'company, the refund chosen',
      { ...company, status: 'pendente', escolha: 'reembolso' },
      null,
      'Cancelado pela empresa — reembolso integral solicitado',
    ],
    [
      'company, moved',
      { ...company, status: 'aceito', escolha: 'remarcar', nova_data: '2027-02-03' },
      null,
      'Remarcado para 03/02/2027',
    ],
    [
      'company, credit given',
      { ...company, status: 'aceito', escolha: 'credito', reembolso: 180 },
      null,
      `Cancelado pela empresa — crédito de ${brl('180,00')}`,
    ],
    [
      'company, refunded',
      { ...company, status: 'aceito', escolha: 'reembolso', reembolso: 180 },
      'concluido',
      `Cancelado pela empresa — reembolso de ${brl('180,00')} | Reembolso concluído`,
    ],
  ])('%s → %s', (_name, overrides, refundStatus, expected) => {
    // Without credit, the refund row is the whole refund.
    const whole = Number(overrides.reembolso ?? 162);
    const state = changeState(
      request(overrides),
      refundStatus ? refund({ status: refundStatus, valor: whole }) : null,
    );
    expect([state.label, state.detail].filter(Boolean).join(' | ')).toBe(expected);
  });

  it('a booking paid partly with credit: the money part and the credit part', () => {
    const state = changeState(
      request({ ...accepted, reembolso: 430 }),
      refund({ status: 'concluido', valor: 229.55 }),
    );
    expect([state.label, state.detail].join(' | ')).toBe(
      `Cancelado — reembolso de ${brl('430,00')} | Reembolso concluído: ${brl('229,55')} pelo meio de pagamento; ${brl('200,45')} de volta ao seu crédito`,
    );
  });

  it.each<[string, Partial<BookingRequest>, Pick<ChangeState, 'tone' | 'open' | 'awaitingChoice'>]>([
    ['waiting for the operator', { status: 'pendente' }, { tone: 'open', open: true, awaitingChoice: false }],
    [
      'waiting for the customer',
      { status: 'aguardando_cliente', tipo: 'cancelamento_empresa' },
      { tone: 'open', open: true, awaitingChoice: true },
    ],
    ['accepted', { status: 'aceito', reembolso: 1 }, { tone: 'done', open: false, awaitingChoice: false }],
    ['refused', { status: 'recusado' }, { tone: 'refused', open: false, awaitingChoice: false }],
  ])('a request %s: %o', (_name, overrides, expected) => {
    const row = request(overrides);
    expect(changeState(row, null)).toMatchObject({ requestId: row.id, ...expected });
  });

  it('numeric columns sent as text are still money', () => {
    const row = request({ status: 'aceito', reembolso: '81.5' as unknown as number });
    const text = refund({ status: 'concluido', valor: '81.50' as unknown as number });
    expect(changeState(row, text)).toMatchObject({
      label: `Cancelado — reembolso de ${brl('81,50')}`,
      detail: 'Reembolso concluído',
    });
  });
});
