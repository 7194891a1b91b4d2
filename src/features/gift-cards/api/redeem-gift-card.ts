import { mutationOptions } from '@tanstack/react-query';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase';
import { giftCardKeys } from './gift-card-keys';

/** A refusal of the database ('Vale-presente não encontrado', 'Este vale-presente já foi resgatado.', ...). */
export class GiftCardRefusedError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
  ) {
    super(message);
    this.name = 'GiftCardRefusedError';
  }
}

/**
 * public.redeem_gift_card: the card's value becomes the customer's credit. The database answers a refusal as a row
 * (so the count of wrong codes that bounds guessing is kept), read here as an error with its message.
 */
export const redeemGiftCardMutationOptions = () =>
  mutationOptions({
    mutationKey: [...giftCardKeys.all, 'redeem'],
    mutationFn: async (code: string) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('redeem_gift_card', { p_codigo: code }).single();
      if (error) throw error;
      if (!data.ok) throw new GiftCardRefusedError(data.mensagem, data.detalhe);
      return { valor: Number(data.valor) };
    },
    onSettled: (_result, _error, _code, _onMutate, { client }) => {
      refreshAfterMutation(client, giftCardKeys.credit);
      refreshAfterMutation(client, giftCardKeys.all);
    },
  });
