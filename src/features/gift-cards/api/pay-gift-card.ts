import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { GiftCardPayment } from '@/domain/gift-cards';
import type { PixPayment } from '@/domain/pix-payment';
import { functionErrorBody } from '@/lib/function-error';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase';
import { giftCardKeys } from './gift-card-keys';

/** The payment could not be started (its message says why): the card stays waiting in the database. */
export class GiftCardPaymentError extends Error {}

type ChargeAnswer = {
  /** 'static': the shop confirms PIX by hand (PIX_MODE=static) and makes no charges. */
  mode?: unknown;
  chargeId?: unknown;
  brCode?: unknown;
  amount?: unknown;
  expiresAt?: unknown;
  testPageUrl?: unknown;
  txid?: unknown;
};

/** PIX: the provider's charge for the card, at the database's amount; shown by the checkout's PIX dialog. */
async function openGiftCardPix(giftCardId: number): Promise<PixPayment> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<ChargeAnswer>('create-pix-charge', {
    body: { giftCardId },
  });
  if (error) {
    const { message } = await functionErrorBody(error);
    throw new GiftCardPaymentError(message ?? 'Não foi possível gerar o PIX. Tente novamente.');
  }
  // A shop that confirms PIX by hand (PIX_MODE=static) has no charge to confirm a card by: the card pays it.
  if (data?.mode === 'static') {
    throw new GiftCardPaymentError('O vale-presente não pode ser pago por PIX nesta loja. Escolha o cartão.');
  }
  const { chargeId, brCode, amount, expiresAt, testPageUrl, txid } = data ?? {};
  if (
    typeof chargeId !== 'string' ||
    typeof brCode !== 'string' ||
    typeof expiresAt !== 'string' ||
    typeof amount !== 'number'
  ) {
    throw new GiftCardPaymentError('Não foi possível gerar o PIX. Tente novamente.');
  }
  return {
    kind: 'charge',
    chargeId,
    brCode,
    amount,
    expiresAt,
    testPageUrl: typeof testPageUrl === 'string' ? testPageUrl : null,
    txid: typeof txid === 'string' ? txid : '',
  };
}

/** Card: the Checkout Session's hosted page, where the browser goes next. */
async function openGiftCardSession(giftCardId: number): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: unknown }>('create-checkout-session', {
    body: { giftCardId },
  });
  if (error || typeof data?.url !== 'string') {
    const { message } = error ? await functionErrorBody(error) : {};
    throw new GiftCardPaymentError(
      message ?? 'Não foi possível abrir o pagamento com cartão. Tente novamente.',
    );
  }
  return data.url;
}

export type GiftCardCheckout = { kind: 'pix'; payment: PixPayment } | { kind: 'card'; url: string };

/** Starts paying a recorded card by the method it was recorded with. */
export const payGiftCardMutationOptions = () =>
  mutationOptions({
    mutationKey: [...giftCardKeys.all, 'pay'],
    mutationFn: async ({
      id,
      payment,
    }: {
      id: number;
      payment: GiftCardPayment;
    }): Promise<GiftCardCheckout> =>
      payment === 'Pix'
        ? { kind: 'pix', payment: await openGiftCardPix(id) }
        : { kind: 'card', url: await openGiftCardSession(id) },
    onSettled: (_result, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, giftCardKeys.all),
  });

export type MyGiftCard = { id: number; valor: number; status: string; code: string | null };

/** public.my_gift_cards(): the signed-in customer's cards, newest first, the code once paid. */
export const myGiftCardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: giftCardKeys.mine(userId),
    queryFn: async (): Promise<MyGiftCard[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('my_gift_cards');
      if (error) throw error;
      return (data ?? []).map((row) => ({
        id: row.id,
        valor: Number(row.valor),
        status: row.status,
        code: row.codigo,
      }));
    },
  });
