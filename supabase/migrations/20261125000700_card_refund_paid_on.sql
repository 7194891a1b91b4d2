-- A card refund Stripe answers 'succeeded' at once (usual with real cards) is done that day: record_card_refund
-- now stamps pago_em as settle_card_refunds (the charge.refunded event) does, so the customer and the operator
-- see the date whichever of the two arrives first. Same signature and grants as 20261125000300_cancellations.sql.
create or replace function public.record_card_refund(p_refund_id bigint, p_stripe_refund_id text, p_status text, p_error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_status not in ('processando', 'concluido', 'falhou') then
    raise exception 'invalid refund status' using errcode = '22023';
  end if;
  update public.refunds
     set stripe_refund_id = coalesce(p_stripe_refund_id, stripe_refund_id),
         status = case when status = 'concluido' then status else p_status end,
         pago_em = case when status <> 'concluido' and p_status = 'concluido'
                        then (now() at time zone 'America/Sao_Paulo')::date else pago_em end,
         last_error = left(p_error, 1000), updated_at = now()
   where id = p_refund_id;
  if p_status = 'concluido' then
    perform public.enqueue_request_email(r.request_id, 'reembolso_efetuado',
      jsonb_build_object('reembolso', r.valor, 'metodo', 'cartao'))
      from public.refunds r where r.id = p_refund_id;
  end if;
end;
$$;

revoke all on function public.record_card_refund(bigint, text, text, text) from public, anon, authenticated;
grant execute on function public.record_card_refund(bigint, text, text, text) to service_role;
