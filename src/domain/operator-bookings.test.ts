import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditAmountText,
  auditChangeText,
  bookingStatusFilterOf,
  bookingStatusLabel,
  isChangeable,
} from './operator-bookings.ts';

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
    ['reembolso_pix_solicitado', 'Reembolso PIX solicitado ao provedor'],
    ['reembolso_pix_falhou', 'Reembolso PIX falhou no provedor'],
    ['acao_nova', 'acao_nova'],
  ])('%s → %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });
});

describe('the amount an audit row records, under its action', () => {
  const nbsp = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');
  const accepted = (after: Record<string, unknown>) => ({
    action: 'cancelamento_aceito',
    entity: 'booking_requests',
    before: { status: 'aberto', reembolso: null },
    after: { status: 'aceito', ...after },
  });

  it('an accepted cancellation paid partly with credit: the refund and its two parts', () => {
    expect(
      auditAmountText(accepted({ reembolso: 430, reembolso_dinheiro: 229.55, reembolso_credito: 200.45 })),
    ).toBe(nbsp('Reembolso: R$ 430,00 (R$ 229,55 pelo meio de pagamento; R$ 200,45 de volta ao crédito)'));
  });

  it('all of it as credit, or all of it in money', () => {
    expect(auditAmountText(accepted({ reembolso: 430, reembolso_dinheiro: 0, reembolso_credito: 430 }))).toBe(
      nbsp('Reembolso: R$ 430,00 em crédito'),
    );
    expect(auditAmountText(accepted({ reembolso: 430, reembolso_dinheiro: 430, reembolso_credito: 0 }))).toBe(
      nbsp('Reembolso: R$ 430,00'),
    );
  });

  it('a row written before the split was audited: the total', () => {
    expect(auditAmountText(accepted({ reembolso: 90 }))).toBe(nbsp('Reembolso: R$ 90,00'));
  });

  it("a refund's own rows: its value", () => {
    for (const action of ['reembolso_criado', 'reembolso_pix_registrado', 'reembolso_trocado_para_pix']) {
      expect(auditAmountText({ action, entity: 'refunds', before: null, after: { valor: 229.55 } })).toBe(
        nbsp('Valor: R$ 229,55'),
      );
    }
  });

  it('nothing for a row without money', () => {
    expect(
      auditAmountText({
        action: 'remarcacao_aceita',
        entity: 'booking_requests',
        before: {},
        after: { reembolso: 0 },
      }),
    ).toBeNull();
    expect(
      auditAmountText({ action: 'pix_confirmado', entity: 'pedido_site', before: {}, after: { valor: 90 } }),
    ).toBeNull();
    expect(auditAmountText(accepted({ reembolso: null }))).toBeNull();
  });
});

describe("a booking's history says what a recorded request asked and where a move went", () => {
  it('the request the operator recorded: a cancellation, or a reschedule and its new day', () => {
    const recorded = (after: Record<string, unknown>) =>
      auditChangeText({ action: 'solicitacao_registrada', before: null, after });
    expect(recorded({ tipo: 'cancelamento', nova_data: null })).toBe('Pedido: cancelamento');
    expect(recorded({ tipo: 'remarcacao', nova_data: '2026-12-12' })).toBe(
      'Pedido: remarcação para 12/12/2026',
    );
  });

  it('the choice the operator recorded after the company cancelled the departure', () => {
    const chosen = (after: Record<string, unknown>) =>
      auditChangeText({ action: 'escolha_registrada', before: { escolha: null }, after });
    expect(chosen({ escolha: 'credito', nova_data: null })).toBe('Escolha: crédito de 100%');
    expect(chosen({ escolha: 'reembolso', nova_data: null })).toBe('Escolha: reembolso integral');
    expect(chosen({ escolha: 'remarcar', nova_data: '2026-12-12' })).toBe(
      'Escolha: remarcar para 12/12/2026',
    );
  });

  it("the move, once: on the booking's row, from the old day to the new one", () => {
    expect(
      auditChangeText({
        action: 'reserva_remarcada',
        before: { data_passeio: '2026-12-09' },
        after: { data_passeio: '2026-12-12' },
      }),
    ).toBe('De 09/12/2026 para 12/12/2026');
    expect(
      auditChangeText({
        action: 'remarcacao_aceita',
        before: {},
        after: { data_anterior: '2026-12-09', nova_data: '2026-12-12' },
      }),
    ).toBeNull();
  });

  it('nothing for any other row', () => {
    expect(
      auditChangeText({ action: 'pix_confirmado', before: {}, after: { data_passeio: '2026-12-12' } }),
    ).toBeNull();
    expect(auditChangeText({ action: 'reserva_remarcada', before: null, after: null })).toBeNull();
  });
});

describe('the bookings the operator may record a cancellation or a reschedule for', () => {
  const today = '2026-12-01';
  const row = (overrides: Partial<Parameters<typeof isChangeable>[0]>) => ({
    kind: 'itinerario',
    status: 'Aguardando',
    origem: 'WhatsApp',
    data_passeio: '2026-12-20',
    ...overrides,
  });

  it('offers it for a confirmed itinerary or a paid card order, today or later', () => {
    expect(isChangeable(row({}), today)).toBe(true);
    expect(isChangeable(row({ data_passeio: today }), today)).toBe(true);
    expect(isChangeable(row({ kind: 'pedido', status: 'pago', origem: 'Site (cartão)' }), today)).toBe(true);
  });

  it('not for a cancelled booking, an unpaid order, a past day', () => {
    expect(isChangeable(row({ status: 'Cancelado' }), today)).toBe(false);
    expect(isChangeable(row({ kind: 'pedido', status: 'pendente', origem: 'Site (PIX)' }), today)).toBe(
      false,
    );
    expect(isChangeable(row({ kind: 'pedido', status: 'cancelado', origem: 'Site (cartão)' }), today)).toBe(
      false,
    );
    expect(isChangeable(row({ data_passeio: '2026-11-30' }), today)).toBe(false);
    expect(isChangeable(row({ data_passeio: null }), today)).toBe(false);
  });
});
