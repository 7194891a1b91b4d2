import { describe, expect, it } from 'vitest';
import { auditActionLabel, bookingStatusFilterOf, bookingStatusLabel } from './operator-bookings.ts';

describe("a booking's status as the operator reads it", () => {
  it.each([
    ['itinerario', 'Aguardando', 'Confirmada'],
    ['itinerario', 'Cancelado', 'Cancelada'],
    ['pedido', 'pago', 'Paga'],
    ['pedido', 'aguardando pagamento', 'Aguardando pagamento'],
    ['pedido', 'cancelado', 'Cancelada'],
    ['pedido', 'Aguardando', 'Aguardando'],
  ])('%s %s → %s', (kind, status, label) => {
    expect(bookingStatusLabel({ kind, status })).toBe(label);
  });
});

describe('the status filter from the address bar', () => {
  it.each([
    ['pago', 'pago'],
    ['Cancelado', 'Cancelado'],
    ['qualquer', ''],
    [null, ''],
  ])('%s → %o', (value, filter) => {
    expect(bookingStatusFilterOf(value)).toBe(filter);
  });
});

describe('the history names each operator action in Portuguese', () => {
  it.each([
    ['pix_confirmado', 'Pagamento PIX confirmado'],
    ['reembolso_criado', 'Reembolso a pagar criado'],
    ['credito_confirmado', 'Pago com crédito'],
    ['confirmado_sem_pagamento', 'Confirmada sem pagamento: o cupom cobriu a compra'],
    ['acao_nova', 'acao_nova'],
  ])('%s → %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });
});
