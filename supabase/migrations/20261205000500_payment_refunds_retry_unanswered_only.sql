-- Money a payment brought for orders it could not book goes back by itself (claim_payment_refunds, called on every
-- delivery of the payment's event and every visit of the card result page). Its second loop claimed again every
-- refund of the payment that was 'pendente' or 'falhou', so:
--  - a refund the provider answered and then failed (a cancelled card, 4000 0000 0000 5126) was sent again, under a
--    new idempotency key, each time anyone (a visitor with the session id included) opened
--    /pagamento-sucesso?session_id=... or the provider replayed the event: a new refund asked of Stripe, failed
--    again, with no one deciding it;
--  - a card refund the operator had switched to PIX ('Devolver por PIX': metodo 'pix', no charge) made
--    claim_provider_refund raise 'Reembolso pelo provedor não encontrado', so the webhook answered 500 to every
--    replay and the result page logged an error.
-- Now it claims again only what the provider never answered (no provider refund id: the provider could not be
-- reached, the same idempotency key, so never two refunds) and only refunds still sent through the provider. A
-- refund the provider failed is the operator's to retry or pay by PIX (admin_payment_refunds, /admin/solicitacoes).

CREATE OR REPLACE FUNCTION public.claim_payment_refunds(p_charge_id text)
 RETURNS TABLE(id bigint, pix_charge_id text, stripe_session_id text, valor numeric, tentativa integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_payment public.card_payments_to_refund;
  v_card boolean;
  v_id bigint;
begin
  for v_payment in
    select t.* from public.card_payments_to_refund t
     where t.session_id = p_charge_id and t.id_cliente is not null and t.valor > 0
       and not exists (select 1 from public.refunds f where f.payment_to_refund_id = t.id)
       and (exists (select 1 from public.pix_charges c where c.id = t.session_id and c.status = 'pago')
            or exists (select 1 from public.stripe_checkout_sessions s where s.id = t.session_id and s.status = 'paid'))
     order by t.id
       for update of t
  loop
    v_card := exists (select 1 from public.stripe_checkout_sessions s where s.id = v_payment.session_id);
    insert into public.refunds (payment_to_refund_id, id_cliente, metodo, valor, pix_charge_id, stripe_session_id)
    values (
      v_payment.id, v_payment.id_cliente, case when v_card then 'cartao' else 'pix' end, v_payment.valor,
      case when v_card then null else p_charge_id end, case when v_card then p_charge_id end
    )
    on conflict (payment_to_refund_id) do nothing
    returning refunds.id into v_id;
    if v_id is not null then
      perform public.audit('reembolso_criado', 'refunds', v_id::text, null,
        (select to_jsonb(f) from public.refunds f where f.id = v_id),
        case when v_card then 'Pagamento no cartão sem reserva (' else 'Pagamento PIX sem reserva (' end
          || v_payment.reason || '): pedido ' || v_payment.order_id);
    end if;
  end loop;
  for v_id in
    select f.id from public.refunds f
     where (f.pix_charge_id = p_charge_id or f.stripe_session_id = p_charge_id)
       and f.payment_to_refund_id is not null
       and (f.metodo = 'cartao' or f.pix_charge_id is not null)
       and (f.status = 'pendente' or (f.status = 'falhou' and f.stripe_refund_id is null))
     order by f.id
  loop
    if public.claim_provider_refund(v_id) then
      return query select f.id, f.pix_charge_id, f.stripe_session_id, f.valor, f.tentativa
        from public.refunds f where f.id = v_id;
    end if;
  end loop;
end;
$function$;

comment on function public.claim_payment_refunds(p_charge_id text) is 'Money a paid PIX charge or card session received for orders it could not book: one refund each, claimed to be sent through the provider at once (stripe-webhook, verify-stripe-payment); sent again only while the provider never answered it.';

revoke all on function public.claim_payment_refunds(p_charge_id text) from public, anon, authenticated;
grant execute on function public.claim_payment_refunds(p_charge_id text) to service_role;
