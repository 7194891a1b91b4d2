import {
  cardRefundStatus,
  parseRefundRequest,
  paymentIntentOf,
  refundCents,
  refundFailureText,
  refundIdempotencyKey,
  shopRefundIdOf,
} from './card-refunds.ts';

// The pure parts of card refunds: the request, the amount Stripe gets, and what Stripe's answers mean to the shop.
describe('parseRefundRequest', () => {
  it.each([
    [{ refund_id: 12 }, 12],
    [{ refund_id: '12' }, 12],
    [{ refund_id: Number.MAX_SAFE_INTEGER }, Number.MAX_SAFE_INTEGER],
  ])('takes %j as refund %d', (body, id) => {
    expect(parseRefundRequest(body)).toEqual({ ok: true, refundId: id });
  });

  it.each([
    null,
    [12],
    'refund_id=12',
    {},
    { refund_id: 0 },
    { refund_id: -1 },
    { refund_id: 1.5 },
    { refund_id: '1e3' },
    { refund_id: ' 12' },
    { refund_id: 2 ** 60 },
    { refund_id: true },
  ])('refuses %j in Portuguese', (body) => {
    expect(parseRefundRequest(body)).toEqual({
      ok: false,
      message: 'Informe o número do reembolso (refund_id).',
    });
  });
});

describe('refundCents', () => {
  it.each([
    [100, 10_000],
    ['202.50', 20_250],
    [1.005, 101],
    [0.1 + 0.2, 30],
  ])('R$ %s is %d cents', (valor, cents) => {
    expect(refundCents(valor)).toBe(cents);
  });
});

describe("what Stripe's refund status means for the shop", () => {
  it.each([
    ['succeeded', 'concluido'],
    ['pending', 'processando'],
    ['requires_action', 'processando'],
    ['failed', 'falhou'],
    ['canceled', 'falhou'],
    [null, 'falhou'],
  ] as const)('%s is %s', (stripeStatus, status) => {
    expect(cardRefundStatus(stripeStatus)).toBe(status);
  });
});

describe('ids', () => {
  it('one idempotency key per refund of the shop and attempt, the first without its number', () => {
    expect(refundIdempotencyKey(42)).toBe('refund-42');
    expect(refundIdempotencyKey(42, 1)).toBe('refund-42');
    expect(refundIdempotencyKey(42, 2)).toBe('refund-42-2');
  });

  it.each([
    ['failed', 'expired_or_canceled_card', 'o cartão venceu ou foi cancelado'],
    ['failed', 'lost_or_stolen_card', 'o cartão foi dado como perdido ou roubado'],
    ['failed', 'something_new', 'o Stripe não informou o motivo'],
    ['failed', null, 'o Stripe não informou o motivo'],
    ['canceled', null, 'a devolução foi cancelada no Stripe'],
  ] as const)('a refund %s (%s) is explained in Portuguese', (status, reason, why) => {
    expect(refundFailureText({ status, failure_reason: reason })).toBe(
      `O Stripe não conseguiu devolver no cartão: ${why}. Tente de novo ou devolva por PIX.`,
    );
  });

  it("reads the shop's refund id from a Stripe refund's metadata, and nothing else", () => {
    expect(shopRefundIdOf({ metadata: { refund_id: '42' } })).toBe(42);
    expect(shopRefundIdOf({ metadata: { refund_id: '0' } })).toBeNull();
    expect(shopRefundIdOf({ metadata: { refund_id: '42; drop' } })).toBeNull();
    expect(shopRefundIdOf({ metadata: {} })).toBeNull();
    expect(shopRefundIdOf({ metadata: null })).toBeNull();
  });

  it('reads a PaymentIntent id whether Stripe gave the id or the object', () => {
    expect(paymentIntentOf({ payment_intent: 'pi_1' })).toBe('pi_1');
    expect(paymentIntentOf({ payment_intent: { id: 'pi_2' } as never })).toBe('pi_2');
    expect(paymentIntentOf({ payment_intent: null })).toBeNull();
  });
});
