// Gift cards ('Vale-presente', issue 31): the amounts on offer, the buyer's form, and the code as people read it.
// The database draws the code (public.new_voucher_code(), like a voucher's) and judges the amount and every field
// (public.buy_gift_card); these rules give the screens their messages.
import { formatVoucherCode, parseVoucherCode } from './voucher-code.ts';

/** The amounts offered as buttons, in reais. */
export const GIFT_CARD_PRESETS = [100, 200, 500] as const;
export const GIFT_CARD_MIN = 50;
export const GIFT_CARD_MAX = 5000;
export const GIFT_CARD_MESSAGE_MAX = 300;
export const GIFT_CARD_NAME_MAX = 120;

export type GiftCardPayment = 'Pix' | 'Cartão(Stripe)';

export type GiftCardForm = {
  /** A preset's value as text, or 'outro'. */
  choice: string;
  /** The chosen amount as typed, when choice is 'outro'. */
  otherAmount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
};

export type GiftCardOrder = {
  valor: number;
  destinatarioNome: string | null;
  destinatarioEmail: string | null;
  mensagem: string | null;
};

export type GiftCardFormErrors = Partial<
  Record<'valor' | 'destinatarioEmail' | 'destinatarioNome' | 'mensagem', string>
>;

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** 'R$ 150' or '150' or '1.500' → reais, or null when it is not a whole amount of reais. */
export function parseGiftCardAmount(text: string): number | null {
  const bare = text
    .replace(/R\$|\s/g, '')
    .replace(/\./g, '')
    .replace(/,00$/, '');
  return /^\d{1,6}$/.test(bare) ? Number(bare) : null;
}

/** Why an amount cannot be a card's, or null when it can. */
export function giftCardAmountError(valor: number | null): string | null {
  if (valor === null || !Number.isInteger(valor) || valor < GIFT_CARD_MIN || valor > GIFT_CARD_MAX) {
    return 'Escolha um valor de R$ 50 até R$ 5.000, em reais inteiros.';
  }
  return null;
}

/** The form judged: the order to send, or the message of each field that is wrong. */
export function validateGiftCardForm(
  form: GiftCardForm,
): { ok: true; order: GiftCardOrder } | { ok: false; errors: GiftCardFormErrors } {
  const errors: GiftCardFormErrors = {};
  const valor = form.choice === 'outro' ? parseGiftCardAmount(form.otherAmount) : Number(form.choice);
  const amountError = giftCardAmountError(Number.isFinite(valor) ? valor : null);
  if (amountError) errors.valor = amountError;
  const name = form.recipientName.trim();
  if (name.length > GIFT_CARD_NAME_MAX) errors.destinatarioNome = 'O nome vai até 120 caracteres.';
  const email = form.recipientEmail.trim().toLowerCase();
  if (email && !emailPattern.test(email)) errors.destinatarioEmail = 'Informe um e-mail válido.';
  const message = form.message.trim();
  if (message.length > GIFT_CARD_MESSAGE_MAX) errors.mensagem = 'A mensagem vai até 300 caracteres.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    order: {
      valor: valor as number,
      destinatarioNome: name || null,
      destinatarioEmail: email || null,
      mensagem: message || null,
    },
  };
}

/** The code as printed and typed: 'ABCD-EFGH-JKMN'. */
export const formatGiftCardCode = formatVoucherCode;

/** The stored code of what someone typed (dashes, spaces and case ignored), or null when it cannot be one. */
export const parseGiftCardCode = parseVoucherCode;

/** The printable card's path, with the code written for people. */
export function giftCardPath(code: string): string {
  return `/vale-presente/${formatGiftCardCode(code)}`;
}

/** The query that opens Minhas Compras' 'Resgatar vale-presente' with the code filled in. */
export const REDEEM_PARAM = 'resgatar';

/** The redeem link the printed QR code carries: Minhas Compras with the code filled in. */
export function redeemPath(code: string): string {
  return `/minhas-compras?${REDEEM_PARAM}=${formatGiftCardCode(code)}`;
}

/** The operator's word for where a card stands: 'Aguardando pagamento', 'Pago', 'Resgatado' or 'Cancelado'. */
export function giftCardStateLabel(card: { status: string; redeemedAt: string | null }): string {
  if (card.status === 'pago') return card.redeemedAt ? 'Resgatado' : 'Pago';
  if (card.status === 'cancelado') return 'Cancelado';
  return 'Aguardando pagamento';
}
