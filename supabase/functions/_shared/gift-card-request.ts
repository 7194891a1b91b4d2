import { errorResponse } from './cors.ts';

type DatabaseError = { code?: string; message: string; details?: string | null };

/** `{ giftCardId }`: the id of a gift card to pay (issue 31), by PIX or card; null when the body names none. */
export function parseGiftCardRequest(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const id = (body as { giftCardId?: unknown }).giftCardId;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}

const refusals: Record<string, [number, string]> = {
  'gift_card: not_found': [404, 'gift_card_not_found'],
  'gift_card: paid': [409, 'already_paid'],
  'gift_card: not_payable': [409, 'gift_card_not_payable'],
  'gift_card: amount': [409, 'amount_mismatch'],
};

/** The buyer's answer when the database refused to charge a gift card; null for any other error. */
export function giftCardRefusal(error: DatabaseError): Response | null {
  const known = refusals[error.details ?? ''];
  return known ? errorResponse(known[0], known[1], error.message) : null;
}
