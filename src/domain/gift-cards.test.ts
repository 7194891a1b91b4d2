import { describe, expect, it } from 'vitest';
import {
  giftCardAmountError,
  giftCardPath,
  giftCardStateLabel,
  redeemPath,
  formatGiftCardCode,
  parseGiftCardAmount,
  parseGiftCardCode,
  validateGiftCardForm,
  type GiftCardForm,
} from './gift-cards.ts';

const form = (overrides: Partial<GiftCardForm> = {}): GiftCardForm => ({
  choice: '200',
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  ...overrides,
});

describe('a card is worth R$ 50 to R$ 5.000 in whole reais', () => {
  it.each([
    [50, true],
    [100, true],
    [5000, true],
    [49, false],
    [5001, false],
    [99.5, false],
    [null, false],
  ])('%s → allowed %s', (valor, allowed) => {
    expect(giftCardAmountError(valor) === null).toBe(allowed);
  });

  it.each([
    ['150', 150],
    ['R$ 150', 150],
    ['R$ 1.500', 1500],
    ['1.500,00', 1500],
    ['150,50', null],
    ['', null],
    ['abc', null],
    ['-50', null],
  ])('typed %j reads as %s', (text, valor) => {
    expect(parseGiftCardAmount(text)).toBe(valor);
  });
});

describe('the buyer’s form', () => {
  it('a preset with nobody named is a card for the buyer', () => {
    expect(validateGiftCardForm(form({ choice: '500' }))).toEqual({
      ok: true,
      order: { valor: 500, destinatarioNome: null, destinatarioEmail: null, mensagem: null },
    });
  });

  it('“Outro valor” reads the typed amount; names, e-mails and messages are trimmed', () => {
    expect(
      validateGiftCardForm(
        form({
          choice: 'outro',
          otherAmount: '250',
          recipientName: '  Bia ',
          recipientEmail: ' Bia@Example.com ',
          message: ' Feliz aniversário! ',
        }),
      ),
    ).toEqual({
      ok: true,
      order: {
        valor: 250,
        destinatarioNome: 'Bia',
        destinatarioEmail: 'bia@example.com',
        mensagem: 'Feliz aniversário!',
      },
    });
  });

  it.each([
    [
      { choice: 'outro', otherAmount: '30' },
      'valor',
      'Escolha um valor de R$ 50 até R$ 5.000, em reais inteiros.',
    ],
    [
      { choice: 'outro', otherAmount: '' },
      'valor',
      'Escolha um valor de R$ 50 até R$ 5.000, em reais inteiros.',
    ],
    [{ recipientEmail: 'bia@' }, 'destinatarioEmail', 'Informe um e-mail válido.'],
    [{ recipientName: 'x'.repeat(121) }, 'destinatarioNome', 'O nome vai até 120 caracteres.'],
    [{ message: 'x'.repeat(301) }, 'mensagem', 'A mensagem vai até 300 caracteres.'],
  ] as const)('%j is refused at %s', (overrides, field, message) => {
    const result = validateGiftCardForm(form(overrides));
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('a message of exactly 300 characters is fine', () => {
    expect(validateGiftCardForm(form({ message: 'x'.repeat(300) })).ok).toBe(true);
  });
});

describe('the code as people read and type it', () => {
  it.each([
    ['ABCDEFGHJKMN', 'ABCD-EFGH-JKMN'],
    ['abcd-efgh-jkmn', 'ABCD-EFGH-JKMN'],
    [' ab cd efgh jkmn ', 'ABCD-EFGH-JKMN'],
  ])('%j is written %s', (typed, written) => {
    expect(formatGiftCardCode(typed)).toBe(written);
  });

  it.each([
    ['abcd-efgh-jkmn', 'ABCDEFGHJKMN'],
    ['ABCD EFGH JKMO', 'ABCDEFGHJKM0'],
    ['ABCD-EFGH-JKMU', null],
    ['ABCD-EFGH', null],
  ])('typed %j is stored as %s', (typed, stored) => {
    expect(parseGiftCardCode(typed)).toBe(stored);
  });

  it('the printable card’s path shows the written code', () => {
    expect(giftCardPath('ABCDEFGHJKMN')).toBe('/vale-presente/ABCD-EFGH-JKMN');
  });

  it('the printed QR code opens Minhas Compras with the code filled in', () => {
    expect(redeemPath('abcdefghjkmn')).toBe('/minhas-compras?resgatar=ABCD-EFGH-JKMN');
  });
});

describe("the operator's word for a card's state", () => {
  it.each([
    ['aguardando pagamento', null, 'Aguardando pagamento'],
    ['pago', null, 'Pago'],
    ['pago', '2026-12-01T12:00:00Z', 'Resgatado'],
    ['cancelado', null, 'Cancelado'],
  ])('%s, redeemed at %s → %s', (status, redeemedAt, label) => {
    expect(giftCardStateLabel({ status, redeemedAt })).toBe(label);
  });
});
