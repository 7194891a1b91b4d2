-- Money a payment brought for orders it could not book goes back by itself (claim_payment_refunds: a PIX charge's,
-- and since 20261204000500 a card session's), but its 'Reembolso efetuado' mail never went out: the mail was
-- queued from the refund's request, and these refunds have none. A settled refund's mail is now queued from its
-- request when it has one, else from the order the payment was for (its tour, day and reference P<id>), once per
-- payment and attempt.

create or replace function public.enqueue_refund_email(p_refund public.refunds, p_template text, p_extra jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_refund.request_id is not null then
    perform public.enqueue_request_email(p_refund.request_id, p_template, p_extra);
    return;
  end if;
  perform public.enqueue_email(
    p_template,
    c.email_cliente,
    jsonb_build_object(
      'nome', c.nome_cliente,
      'passeio', o.nome_passeio,
      'data', o.data_passeio,
      'referencia', 'P' || o.id
    ) || coalesce(p_extra, '{}'),
    p_template || ':pagamento:' || t.id || coalesce(':' || (p_extra ->> 'chave'), '')
  )
  from public.card_payments_to_refund t
  join public.pedido_site o on o.id = t.order_id
  join public.clientes c on c.id_cliente = t.id_cliente
  where t.id = p_refund.payment_to_refund_id;
end;
$$;

revoke all on function public.enqueue_refund_email(public.refunds, text, jsonb) from public, anon, authenticated;
grant execute on function public.enqueue_refund_email(public.refunds, text, jsonb) to service_role;

-- record_card_refund as 20261125001100_card_refund_failures.sql wrote it, its mail queued by enqueue_refund_email.
create or replace function public.record_card_refund(p_refund_id bigint, p_stripe_refund_id text, p_status text, p_error text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_status not in ('processando', 'concluido', 'falhou') then
    raise exception 'invalid refund status' using errcode = '22023';
  end if;
  update public.refunds
     set stripe_refund_id = coalesce(p_stripe_refund_id, stripe_refund_id),
         status = case when status = 'concluido' then status else p_status end,
         pago_em = case when status <> 'concluido' and p_status = 'concluido'
                        then (now() at time zone 'America/Sao_Paulo')::date else pago_em end,
         tentativa = case when status <> 'concluido' and p_status = 'falhou' and p_stripe_refund_id is not null
                          then tentativa + 1 else tentativa end,
         last_error = left(p_error, 1000), updated_at = now()
   where id = p_refund_id;
  if p_status = 'concluido' then
    perform public.enqueue_refund_email(r, 'reembolso_efetuado', public.refund_mail_extra(r.valor, r.metodo, r.tentativa))
      from public.refunds r where r.id = p_refund_id;
  end if;
end;
$function$;

revoke all on function public.record_card_refund(bigint, text, text, text) from public;
grant execute on function public.record_card_refund(bigint, text, text, text) to service_role;

-- settle_card_refunds as 20261126000500_pix_provider_refunds.sql wrote it, its mail queued by enqueue_refund_email.
create or replace function public.settle_card_refunds(p_stripe_refund_ids text[])
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_refund public.refunds;
  v_count integer := 0;
begin
  for v_refund in
    select * from public.refunds f
     where f.stripe_refund_id = any (coalesce(p_stripe_refund_ids, array[]::text[])) and f.status <> 'concluido'
       and (f.metodo = 'cartao' or f.pix_charge_id is not null)
       for update
  loop
    update public.refunds set status = 'concluido', pago_em = (now() at time zone 'America/Sao_Paulo')::date,
           last_error = null, updated_at = now()
     where id = v_refund.id;
    perform public.enqueue_refund_email(v_refund, 'reembolso_efetuado', public.refund_mail_extra(v_refund.valor, v_refund.metodo, v_refund.tentativa));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$;

revoke all on function public.settle_card_refunds(text[]) from public;
grant execute on function public.settle_card_refunds(text[]) to service_role;
