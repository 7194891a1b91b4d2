import { mutationOptions } from '@tanstack/react-query';
import type { GiftCardOrder, GiftCardPayment } from '@/domain/gift-cards';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase';
import { giftCardKeys } from './gift-card-keys';

/** public.buy_gift_card: a card of the signed-in customer, waiting for its payment; its id. The database judges it. */
export const buyGiftCardMutationOptions = () =>
  mutationOptions({
    mutationKey: [...giftCardKeys.all, 'buy'],
    mutationFn: async ({ order, payment }: { order: GiftCardOrder; payment: GiftCardPayment }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('buy_gift_card', {
        p_valor: order.valor,
        p_tipo_pagamento: payment,
        ...(order.destinatarioNome ? { p_destinatario_nome: order.destinatarioNome } : {}),
        ...(order.destinatarioEmail ? { p_destinatario_email: order.destinatarioEmail } : {}),
        ...(order.mensagem ? { p_mensagem: order.mensagem } : {}),
      });
      if (error) throw error;
      return data;
    },
    onSettled: (_id, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, giftCardKeys.all),
  });
