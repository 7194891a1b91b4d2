// The customer's credit (issue 31): the ledger's words, what is left to pay after the credit, when it expires,
// and the operator's goodwill grant. The database keeps the balance and is the judge; these are for the screens.
import { dayInSaoPaulo } from './calendar-days.ts';
import { formatBRL, fromCents, toCents } from './money.ts';
import { parseAmount } from './operator.ts';

/** tipo_pagamento of a checkout the credit pays completely (the database confirms it at once). */
export const PAYMENT_CREDIT = 'Crédito';

export type CreditMovementType =
  'cancelamento_empresa' | 'cancelamento' | 'cortesia' | 'vale_presente' | 'uso' | 'devolucao' | 'expiracao';

export const creditMovementLabels: Record<CreditMovementType, string> = {
  cancelamento_empresa: 'Crédito por passeio cancelado pela empresa',
  cancelamento: 'Crédito por cancelamento',
  cortesia: 'Crédito de cortesia',
  vale_presente: 'Vale-presente resgatado',
  uso: 'Usado em reserva',
  devolucao: 'Devolvido de reserva cancelada',
  expiracao: 'Crédito expirado',
};

/** A movement's words; a kind this screen does not know yet reads as a plain adjustment, never as a code. */
export function creditMovementLabel(tipo: string): string {
  return tipo in creditMovementLabels
    ? creditMovementLabels[tipo as CreditMovementType]
    : 'Ajuste de crédito';
}

/** '+R$ 100,00' for money in, '−R$ 80,00' (a minus sign) for money out. */
export function signedBRL(value: number): string {
  const cents = toCents(value);
  return `${cents < 0 ? '\u2212' : '+'}${formatBRL(fromCents(Math.abs(cents)))}`;
}

export type CreditSplit = {
  /** The credit the checkout takes: the balance, up to the total. */
  credit: number;
  /** What is left to pay by PIX or card. */
  rest: number;
  /** The credit pays everything: no payment step. */
  coversAll: boolean;
};

/** The credit applied to a total, in whole cents; a balance of zero or less applies nothing. */
export function splitByCredit(total: number, balance: number): CreditSplit {
  const totalCents = Math.max(0, toCents(total));
  const creditCents = Math.min(totalCents, Math.max(0, toCents(balance)));
  const restCents = totalCents - creditCents;
  return {
    credit: fromCents(creditCents),
    rest: fromCents(restCents),
    coversAll: totalCents > 0 && restCents === 0,
  };
}

/** '12/03/2027': the day an instant falls on in São Paulo. */
export function saoPauloDayBR(iso: string): string {
  return dayInSaoPaulo(new Date(iso)).split('-').reverse().join('/');
}

/** 'R$ 200,00 expiram em 12/03/2027'; null when nothing is due to expire. */
export function creditExpirySentence(amount: number | null, expiresAt: string | null): string | null {
  if (amount === null || expiresAt === null || toCents(amount) <= 0) return null;
  return `${formatBRL(amount)} expiram em ${saoPauloDayBR(expiresAt)}`;
}

/** The largest goodwill credit the console grants in one go (a typo guard; the database has its own limit). */
export const MAX_CREDIT_GRANT = 10_000;

/** The reason's length, and the database's words when it is out of them (admin_grant_credit). */
export const CREDIT_REASON_MIN = 3;
export const CREDIT_REASON_MAX = 300;
const creditReasonMessage = 'Informe o motivo do crédito (de 3 a 300 caracteres).';

export type CreditGrantCheck =
  { ok: true; value: number; reason: string } | { ok: false; field: 'value' | 'reason'; message: string };

/** The operator's goodwill credit: an amount from R$ 0,01 up to the limit, in whole cents, and a reason. */
export function checkCreditGrant(valueText: string, reasonText: string): CreditGrantCheck {
  const value = parseAmount(valueText);
  if (value === null || toCents(value) < 1 || toCents(value) > toCents(MAX_CREDIT_GRANT)) {
    return {
      ok: false,
      field: 'value',
      message: `Informe um valor de R$ 0,01 até ${formatBRL(MAX_CREDIT_GRANT)}.`,
    };
  }
  const reason = reasonText.trim();
  if (reason.length < CREDIT_REASON_MIN || reason.length > CREDIT_REASON_MAX) {
    return { ok: false, field: 'reason', message: creditReasonMessage };
  }
  return { ok: true, value: fromCents(toCents(value)), reason };
}

type DatabaseError = { code?: string | null; message?: string | null; details?: string | null };

/**
 * The database's refusal of a checkout's credit ('Seu crédito não cobre o total desta compra.', detail
 * 'credit: not_enough'; 'Seu crédito cobre toda a compra: confirme sem pagamento.', 'credit: covers_all'); null for
 * any other error.
 */
export function creditRefusalMessage(error: DatabaseError | null | undefined): string | null {
  if (!error || (error.code !== '23514' && error.code !== '22023')) return null;
  if (!/^credit: [a-z_]+$/.test(error.details ?? '')) return null;
  return error.message?.trim() || null;
}
