import { jsonResponse } from '../_shared/cors.ts';
import { giftCardRefusal } from '../_shared/gift-card-request.ts';
import { pixChargeMinutes } from '../_shared/env.ts';
import type { PixCharge, PixProvider } from '../_shared/pix-provider.ts';
import type { serviceClient } from '../_shared/supabase.ts';

type Db = ReturnType<typeof serviceClient>;

const answer = (charge: PixCharge, txid: string) =>
  jsonResponse({
    chargeId: charge.id,
    brCode: charge.brCode,
    amount: charge.amountCents / 100,
    expiresAt: charge.expiresAt.toISOString(),
    testPageUrl: charge.testPageUrl,
    txid,
  });

/**
 * A gift card's PIX charge (decisions/2026-11-26-gift-cards-paid-like-orders.md): the card's amount from the
 * database, the live charge of the card while it lives, else a new one recorded with the card's id. The webhook
 * confirms it like any charge, and the database then marks the card paid.
 */
export async function giftCardPixCharge(
  db: Db,
  provider: PixProvider,
  clientId: number,
  giftCardId: number,
): Promise<Response> {
  const { data: amounts, error } = await db.rpc('gift_card_payment_amount', {
    p_id_cliente: clientId,
    p_id: giftCardId,
    p_tipo: 'Pix',
  });
  if (error) {
    const refused = giftCardRefusal(error);
    if (refused) return refused;
    throw new Error(`gift_card_payment_amount failed: ${error.message}`);
  }
  const [{ amount_cents: amountCents, pix_txid: txid } = { amount_cents: 0, pix_txid: null }] = amounts;
  if (!amountCents || !txid) throw new Error('gift_card_payment_amount answered no amount');

  const { data: live, error: liveError } = await db
    .from('pix_charges')
    .select('id, amount_cents')
    .eq('id_vale_presente', giftCardId)
    .eq('status', 'aguardando')
    .gt('expires_at', new Date(Date.now() + 60_000).toISOString())
    .maybeSingle();
  if (liveError) throw new Error(`pix_charges read failed: ${liveError.message}`);
  if (live && live.amount_cents === amountCents) {
    const charge = await provider.readCharge(live.id);
    if (charge.state === 'aguardando') return answer(charge, txid);
  }

  const charge = await provider.createCharge({
    amountCents,
    reference: txid,
    description: `Movie Tour: vale-presente ${txid}`,
    expiresInSeconds: pixChargeMinutes() * 60,
    idempotencyKey: `pix-gift-${giftCardId}-${amountCents}-${Date.now()}`,
    metadata: { id_vale_presente: String(giftCardId), id_cliente: String(clientId), pix_txid: txid },
  });
  const { error: recordError } = await db.rpc('record_gift_card_pix_charge', {
    p_charge_id: charge.id,
    p_provider: provider.name,
    p_id_cliente: clientId,
    p_id: giftCardId,
    p_amount_cents: charge.amountCents,
    p_br_code: charge.brCode,
    p_expires_at: charge.expiresAt.toISOString(),
  });
  if (recordError) {
    // Not recorded: nobody may pay it.
    await provider.cancelCharge(charge.id);
    const refused = giftCardRefusal(recordError);
    if (refused) return refused;
    throw new Error(`record_gift_card_pix_charge failed: ${recordError.message}`);
  }
  return answer(charge, txid);
}
