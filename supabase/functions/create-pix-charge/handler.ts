import { departureRefusal } from '../../../src/domain/order-refusal.ts';
import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { pixChargeMinutes, pixMode } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { pixProvider, type PixCharge, type PixProvider } from '../_shared/pix-provider.ts';
import { callerClientId, requestUser, serviceClient } from '../_shared/supabase.ts';
import { giftCardPixCharge } from './gift-card.ts';
import { parseGiftCardRequest } from '../_shared/gift-card-request.ts';

type Db = ReturnType<typeof serviceClient>;
type DatabaseError = { code?: string; message: string; details?: string | null };

/** `{ orderIds }`: 1 to 100 order ids; null when the body is anything else. */
export function parsePixChargeRequest(body: unknown): number[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const ids = (body as { orderIds?: unknown }).orderIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 100) return null;
  if (!ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return null;
  return [...new Set(ids as number[])].sort((a, b) => a - b);
}

const refusals: Record<string, [number, string]> = {
  'pix: not_found': [404, 'order_not_found'],
  'pix: not_payable': [409, 'order_not_payable'],
  'pix: mixed': [400, 'orders_mixed'],
  'pix: hold_over': [409, 'hold_over'],
  'pix: amount': [409, 'amount_mismatch'],
  // Issue 31: a lapsed order reopened after the credit it had used was spent elsewhere.
  'credit: spent': [409, 'credit_spent'],
  // A lapsed checkout's coupon, judged again when it is reopened (20261129000100_reopen_coupon_check.sql).
  'cupom: not_found': [409, 'coupon_refused'],
  'cupom: expired': [409, 'coupon_refused'],
  'cupom: not_yet_valid': [409, 'coupon_refused'],
  'cupom: not_eligible': [409, 'coupon_refused'],
  'cupom: exhausted': [409, 'coupon_refused'],
};

/** The customer's answer when the database refused the orders; null for any other error. */
function refusalOf(error: DatabaseError): Response | null {
  const departure = departureRefusal(error);
  if (departure) return errorResponse(409, departure.code, departure.message);
  // Reopened, a lapsed order would repeat one the customer placed again since (one pending order per booking).
  if (error.code === '23505') {
    return errorResponse(
      409,
      'order_not_payable',
      "Você já tem um pedido igual aguardando pagamento. Veja 'Minhas Compras'.",
    );
  }
  const known = refusals[error.details ?? ''];
  return known ? errorResponse(known[0], known[1], error.message) : null;
}

const alreadyPaid = () =>
  errorResponse(409, 'already_paid', 'Este pagamento já foi concluído. Veja Minhas Compras.');

const answer = (charge: PixCharge) =>
  jsonResponse({
    chargeId: charge.id,
    brCode: charge.brCode,
    amount: charge.amountCents / 100,
    expiresAt: charge.expiresAt.toISOString(),
    testPageUrl: charge.testPageUrl,
  });

/** The checkout's live charge when it is for these orders and still payable at the provider. */
async function liveCharge(
  db: Db,
  provider: PixProvider,
  clientId: number,
  txid: string,
  orderIds: number[],
  amountCents: number,
): Promise<PixCharge | 'paid' | null> {
  const { data, error } = await db
    .from('pix_charges')
    .select('id, order_ids, amount_cents')
    .eq('id_cliente', clientId)
    .eq('pix_txid', txid)
    .eq('status', 'aguardando')
    .gt('expires_at', new Date(Date.now() + 60_000).toISOString())
    .maybeSingle();
  if (error) throw new Error(`pix_charges read failed: ${error.message}`);
  if (!data || data.amount_cents !== amountCents || data.order_ids.join() !== orderIds.join()) return null;
  const charge = await provider.readCharge(data.id);
  if (charge.state === 'pago') {
    await confirm(db, charge.id);
    return 'paid';
  }
  return charge.state === 'aguardando' ? charge : null;
}

async function confirm(db: Db, chargeId: string) {
  const { error } = await db.rpc('confirm_pix_charge', { p_charge_id: chargeId });
  if (error) throw new Error(`confirm_pix_charge failed: ${error.message}`);
}

/** How many charges the checkout had: the next one's attempt number, in its idempotency key. */
async function attempts(db: Db, clientId: number, txid: string): Promise<number> {
  const { count, error } = await db
    .from('pix_charges')
    .select('id', { count: 'exact', head: true })
    .eq('id_cliente', clientId)
    .eq('pix_txid', txid);
  if (error) throw new Error(`pix_charges count failed: ${error.message}`);
  return count ?? 0;
}

/**
 * Issue 29: `{ orderIds }` → `{ chargeId, brCode, amount, expiresAt, testPageUrl }` (`{ giftCardId }` pays a gift card
 * instead, gift-card.ts). The caller must be signed in
 * and the orders must be all the pending PIX orders of one of their checkouts; the charge is for the database's
 * total of them (after the PIX discount), never the client's, and its expiry becomes their seat hold. The same
 * orders while their charge lives give the same charge; after it expired, a new one. amount is in reais;
 * testPageUrl only in test mode. In PIX_MODE=static there are no charges: 200 `{mode: 'static', message}`. Orders that lapsed when
 * their charge expired are reopened for the new one if their departure still has room (409 capacity_full if not).
 */
export const handler = guarded('create-pix-charge', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  const body = await readJsonBody(req, 8 * 1024);
  if (!body.ok) return body.response;

  const user = await requestUser(req);
  if (!user) return errorResponse(401, 'not_authenticated', 'Faça login para pagar.');
  if (pixMode() === 'static') {
    // An answer, not an error: the checkout then shows the static key, as it should in this mode.
    return jsonResponse({
      mode: 'static',
      message:
        'Esta loja confirma PIX manualmente: pague com a chave PIX e avise pelo botão de pagamento efetuado.',
    });
  }
  const giftCardId = parseGiftCardRequest(body.value);
  const orderIds = giftCardId ? [] : parsePixChargeRequest(body.value);
  if (!orderIds) return errorResponse(400, 'invalid_request', 'Informe de 1 a 100 pedidos (orderIds).');

  const db = serviceClient();
  const clientId = await callerClientId(db, user.id);
  if (clientId instanceof Response) return clientId;
  if (giftCardId) return giftCardPixCharge(db, pixProvider(), clientId, giftCardId);

  // Orders whose earlier charge expired are pending again for this one, if their seats are still free.
  const { error: reopenError } = await db.rpc('reopen_lapsed_pix_orders', {
    p_id_cliente: clientId,
    p_order_ids: orderIds,
    p_hold_minutes: pixChargeMinutes(),
  });
  if (reopenError) {
    const refused = refusalOf(reopenError);
    if (refused) return refused;
    throw new Error(`reopen_lapsed_pix_orders failed: ${reopenError.message}`);
  }

  // The database's amount, asked before the provider hears of the charge.
  const { data: amounts, error: amountError } = await db.rpc('pix_checkout_amount', {
    p_id_cliente: clientId,
    p_order_ids: orderIds,
  });
  if (amountError) {
    const refused = refusalOf(amountError);
    if (refused) return refused;
    throw new Error(`pix_checkout_amount failed: ${amountError.message}`);
  }
  const [{ pix_txid: txid, amount_cents: amountCents } = { pix_txid: '', amount_cents: 0 }] = amounts;
  if (!txid) throw new Error('pix_checkout_amount answered no checkout');

  const provider = pixProvider();
  const live = await liveCharge(db, provider, clientId, txid, orderIds, amountCents);
  if (live === 'paid') return alreadyPaid();
  if (live) return answer(live);

  const request = {
    amountCents,
    reference: txid,
    description: `Movie Tour: compra ${txid}`,
    expiresInSeconds: pixChargeMinutes() * 60,
    idempotencyKey: `pix-${clientId}-${txid}-${amountCents}-${(await attempts(db, clientId, txid)) + 1}`,
    metadata: { order_ids: orderIds.join(','), id_cliente: String(clientId), pix_txid: txid },
  };
  let charge = await provider.createCharge(request);
  // A replayed key answers the charge as first created: what counts is where it stands now.
  charge = await provider.readCharge(charge.id);
  if (charge.state === 'pago') {
    await confirm(db, charge.id);
    return alreadyPaid();
  }
  if (charge.state !== 'aguardando') {
    charge = await provider.createCharge({
      ...request,
      idempotencyKey: `${request.idempotencyKey}-${Date.now()}`,
    });
  }

  const { data: cancelled, error: recordError } = await db.rpc('record_pix_charge', {
    p_charge_id: charge.id,
    p_provider: provider.name,
    p_id_cliente: clientId,
    p_order_ids: orderIds,
    p_amount_cents: charge.amountCents,
    p_br_code: charge.brCode,
    p_expires_at: charge.expiresAt.toISOString(),
  });
  if (recordError) {
    // Not recorded, so it holds no seats: the customer must not be able to pay it.
    await provider.cancelCharge(charge.id);
    const refused = refusalOf(recordError);
    if (refused) return refused;
    throw new Error(`record_pix_charge failed: ${recordError.message}`);
  }
  for (const id of cancelled) await provider.cancelCharge(id);
  return answer(charge);
});
