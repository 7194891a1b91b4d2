import { describe, expect, it } from 'vitest';
import { newestPaymentFirst, pixChargeState, withPixCharges, type CheckoutPixCharge } from './pix-charges.ts';

let nextId = 1;
const charge = (overrides: Partial<CheckoutPixCharge> = {}): CheckoutPixCharge => ({
  id: `pi_${nextId++}`,
  id_cliente: 1,
  pix_txid: 'TOUR12345678',
  order_ids: [10, 11],
  status: 'aguardando',
  expires_at: '2026-11-26T18:02:00Z',
  paid_at: null,
  created_at: '2026-11-26T17:32:00Z',
  ...overrides,
});

// 26/11/2026 at 14:40 in São Paulo (UTC−3).
const now = new Date('2026-11-26T17:40:00Z');

describe('pixChargeState: what the operator reads for a checkout with charges at the provider', () => {
  it.each<[string, CheckoutPixCharge[], string | null, string | null]>([
    ['no charge: the static key, confirmed by hand', [], null, null],
    ['a live charge waits, with the time it expires', [charge()], 'Aguardando', 'expira às 15:02'],
    [
      'a live charge that expires tomorrow says the day',
      [charge({ expires_at: '2026-11-27T12:00:00Z' })],
      'Aguardando',
      'expira em 27/11 às 09:00',
    ],
    [
      'a paid charge, at São Paulo time',
      [charge({ status: 'pago', paid_at: '2026-11-26T17:32:41Z' })],
      'Pago às 14:32',
      null,
    ],
    [
      'paid yesterday, with the day',
      [charge({ status: 'pago', paid_at: '2026-11-26T02:50:00Z' })],
      'Pago em 25/11 às 23:50',
      null,
    ],
    ['an expired charge', [charge({ status: 'expirado' })], 'Expirado', null],
    [
      'a live charge past its time, before the webhook says so',
      [charge({ expires_at: '2026-11-26T17:39:59Z' })],
      'Expirado',
      null,
    ],
    ['a charge cancelled at the provider', [charge({ status: 'cancelado' })], 'Cancelado', null],
    [
      'the live one counts, not the one it replaced',
      [charge({ status: 'cancelado' }), charge({ created_at: '2026-11-26T17:35:00Z' })],
      'Aguardando',
      'expira às 15:02',
    ],
    [
      'the newest decides when none lives: expired after a replaced one',
      [charge({ status: 'cancelado' }), charge({ status: 'expirado', created_at: '2026-11-26T17:35:00Z' })],
      'Expirado',
      null,
    ],
    [
      'a paid charge decides, even beside a newer expired one',
      [
        charge({ status: 'pago', paid_at: '2026-11-26T17:33:00Z' }),
        charge({ status: 'expirado', created_at: '2026-11-26T17:35:00Z' }),
      ],
      'Pago às 14:33',
      null,
    ],
  ])('%s', (_name, charges, label, detail) => {
    const state = pixChargeState(charges, now);
    expect(state?.label ?? null).toBe(label);
    expect(state?.detail ?? null).toBe(detail);
  });

  it('names the kind the card styles', () => {
    expect(pixChargeState([charge()], now)?.kind).toBe('aguardando');
    expect(pixChargeState([charge({ status: 'pago', paid_at: now.toISOString() })], now)?.kind).toBe('pago');
    expect(pixChargeState([charge({ status: 'expirado' })], now)?.kind).toBe('expirado');
  });
});

describe('withPixCharges', () => {
  it("gives each checkout its own charges: same customer and transaction id; none to a static-key checkout's", () => {
    const mine = charge();
    const replaced = charge({ status: 'cancelado' });
    const anotherCustomers = charge({ id_cliente: 2 });
    const checkouts = withPixCharges(
      [
        { idCliente: 1, txid: 'TOUR12345678' },
        { idCliente: 1, txid: 'TOUR00000001' },
      ],
      [mine, anotherCustomers, replaced],
    );
    expect(checkouts.map((checkout) => checkout.charges)).toEqual([[mine, replaced], []]);
  });
});

describe('newestPaymentFirst', () => {
  it('lists the checkout paid last first', () => {
    const paid = (key: string, paidAt: string) => ({
      key,
      charges: [charge({ status: 'pago', paid_at: paidAt })],
    });
    const sorted = newestPaymentFirst([
      paid('morning', '2026-11-26T12:00:00Z'),
      paid('afternoon', '2026-11-26T17:00:00Z'),
      paid('night before', '2026-11-26T01:00:00Z'),
    ]);
    expect(sorted.map((checkout) => checkout.key)).toEqual(['afternoon', 'morning', 'night before']);
  });
});
