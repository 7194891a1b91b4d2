import { describe, expect, it } from 'vitest';
import {
  checkCreditGrant,
  creditRefusalMessage,
  creditExpirySentence,
  creditMovementLabel,
  creditMovementLabels,
  signedBRL,
  splitByCredit,
} from './credits.ts';

describe('each movement of the ledger reads in Portuguese', () => {
  it.each([
    ['cancelamento_empresa', 'Crédito por passeio cancelado pela empresa'],
    ['cancelamento', 'Crédito por cancelamento'],
    ['cortesia', 'Crédito de cortesia'],
    ['vale_presente', 'Vale-presente resgatado'],
    ['uso', 'Usado em reserva'],
    ['devolucao', 'Devolvido de reserva cancelada'],
    ['expiracao', 'Crédito expirado'],
    ['a kind added later', 'Ajuste de crédito'],
  ])('%s → %s', (tipo, label) => {
    expect(creditMovementLabel(tipo)).toBe(label);
  });

  it('every kind the database writes has its own words', () => {
    expect(new Set(Object.values(creditMovementLabels)).size).toBe(7);
  });
});

describe('a movement shows its sign', () => {
  it.each([
    [500, '+R$\u00a0500,00'],
    [-80.5, '\u2212R$\u00a080,50'],
    [0.01, '+R$\u00a00,01'],
  ])('%s → %s', (value, text) => {
    expect(signedBRL(value)).toBe(text);
  });
});

describe('the credit pays up to the total; the rest is paid by PIX or card', () => {
  it.each([
    ['a balance larger than the total covers it all', 300, 500, { credit: 300, rest: 0, coversAll: true }],
    ['exactly the total covers it all', 500, 500, { credit: 500, rest: 0, coversAll: true }],
    ['a smaller balance leaves the rest', 500, 200, { credit: 200, rest: 300, coversAll: false }],
    ['cents stay exact', 225.3, 100.1, { credit: 100.1, rest: 125.2, coversAll: false }],
    ['no balance applies nothing', 225, 0, { credit: 0, rest: 225, coversAll: false }],
    ['a negative balance applies nothing', 225, -10, { credit: 0, rest: 225, coversAll: false }],
    ['an empty cart is not covered', 0, 100, { credit: 0, rest: 0, coversAll: false }],
  ])('%s', (_name, total, balance, split) => {
    expect(splitByCredit(total, balance)).toEqual(split);
  });
});

describe('the next expiry is shown as a sentence, on the São Paulo day', () => {
  it.each([
    ['an amount due', 200, '2027-03-12T15:00:00Z', 'R$\u00a0200,00 expiram em 12/03/2027'],
    [
      'just after midnight UTC is still the day before in São Paulo',
      50,
      '2027-03-13T02:00:00Z',
      'R$\u00a050,00 expiram em 12/03/2027',
    ],
    ['nothing due', 0, '2027-03-12T15:00:00Z', null],
    ['no date', 200, null, null],
    ['no amount', null, '2027-03-12T15:00:00Z', null],
  ])('%s', (_name, amount, expiresAt, sentence) => {
    expect(creditExpirySentence(amount, expiresAt)).toBe(sentence);
  });
});

describe('the operator grants a goodwill credit with an amount and a reason', () => {
  it.each([
    ['a whole amount', '100', 'Atraso no passeio', { ok: true, value: 100, reason: 'Atraso no passeio' }],
    ['the bank’s format', 'R$ 1.250,50', ' desculpas ', { ok: true, value: 1250.5, reason: 'desculpas' }],
    ['a cent', '0,01', 'teste', { ok: true, value: 0.01, reason: 'teste' }],
    ['the limit', '10.000,00', 'grupo grande', { ok: true, value: 10000, reason: 'grupo grande' }],
  ])('%s is granted', (_name, value, reason, check) => {
    expect(checkCreditGrant(value, reason)).toEqual(check);
  });

  it.each([
    ['zero', '0', 'motivo'],
    ['negative', '-5', 'motivo'],
    ['above the limit', '10.000,01', 'motivo'],
    ['not an amount', 'cem', 'motivo'],
    ['empty', '', 'motivo'],
  ])('%s is refused, naming the range', (_name, value, reason) => {
    expect(checkCreditGrant(value, reason)).toEqual({
      ok: false,
      field: 'value',
      message: 'Informe um valor de R$ 0,01 até R$\u00a010.000,00.',
    });
  });

  it.each([
    ['empty', ''],
    ['too short', ' ok '],
    ['too long', 'a'.repeat(301)],
  ])('a reason %s is refused, naming its length as the database does', (_name, reason) => {
    expect(checkCreditGrant('100', reason)).toEqual({
      ok: false,
      field: 'reason',
      message: 'Informe o motivo do crédito (de 3 a 300 caracteres).',
    });
  });

  it('a reason of 3 or of 300 characters is granted', () => {
    expect(checkCreditGrant('100', ' ok! ')).toMatchObject({ ok: true, reason: 'ok!' });
    expect(checkCreditGrant('100', 'a'.repeat(300))).toMatchObject({ ok: true });
  });
});

describe('the database’s refusals of the credit reach the customer in its words', () => {
  const notEnough = 'Seu crédito não cobre o total desta compra.';
  it.each([
    ['not enough credit', { code: '23514', message: notEnough, details: 'credit: not_enough' }, notEnough],
    [
      'a credit that covers it all',
      {
        code: '22023',
        message: 'Seu crédito cobre toda a compra: confirme sem pagamento.',
        details: 'credit: covers_all',
      },
      'Seu crédito cobre toda a compra: confirme sem pagamento.',
    ],
    ['another refusal', { code: '23514', message: 'Outra coisa', details: 'pedido_site: valor' }, null],
    ['another error code', { code: '42501', message: notEnough, details: 'credit: not_enough' }, null],
    ['no error', null, null],
  ])('%s', (_name, error, message) => {
    expect(creditRefusalMessage(error)).toBe(message);
  });
});
