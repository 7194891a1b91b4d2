import { describe, expect, it } from 'vitest';
import { pixChargePhase, pixTimeLeft } from './pix-payment';

const at = (iso: string) => Date.parse(iso);
const expiresAt = '2026-11-26T15:30:00.000Z';

describe('pixTimeLeft', () => {
  it.each([
    ['2026-11-26T15:00:00.000Z', '30:00'],
    ['2026-11-26T15:00:19.000Z', '29:41'],
    ['2026-11-26T15:29:59.200Z', '00:01'],
    ['2026-11-26T15:30:00.000Z', '00:00'],
    ['2026-11-26T16:00:00.000Z', '00:00'],
    ['2026-11-26T13:00:00.000Z', '150:00'],
  ])('at %s shows %s', (now, shown) => {
    expect(pixTimeLeft(expiresAt, at(now))).toBe(shown);
  });

  it('shows 00:00 for an unreadable expiry', () => {
    expect(pixTimeLeft('amanhã', at('2026-11-26T15:00:00.000Z'))).toBe('00:00');
  });
});

describe('pixChargePhase', () => {
  const before = at('2026-11-26T15:10:00.000Z');
  const after = at('2026-11-26T15:31:00.000Z');
  it.each([
    ['no row yet, before expiry', undefined, before, 'waiting'],
    ['no row yet, after expiry', undefined, after, 'expired'],
    ['waiting', { status: 'aguardando', expires_at: expiresAt }, before, 'waiting'],
    ['waiting, clock past the expiry', { status: 'aguardando', expires_at: expiresAt }, after, 'expired'],
    ['paid', { status: 'pago', expires_at: expiresAt }, after, 'paid'],
    ['expired by the provider', { status: 'expirado', expires_at: expiresAt }, before, 'expired'],
    ['replaced by a newer charge', { status: 'cancelado', expires_at: expiresAt }, before, 'expired'],
  ] as const)('%s', (_name, row, now, phase) => {
    expect(pixChargePhase(row, expiresAt, now)).toBe(phase);
  });
});
