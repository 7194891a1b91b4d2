-- A card payment that arrived for orders it could not book (cancelled by the customer meanwhile, already paid by
-- another session, no longer bookable) was recorded in card_payments_to_refund and then waited for nobody: no
-- screen listed it, and the result page had told the customer 'o valor dele será estornado no seu cartão'. Money a
-- PIX charge received the same way was already sent back through the provider at once (claim_payment_refunds, from
-- stripe-webhook). The same function now claims a paid card session's payments too, as card refunds of that
-- session, and the card confirmations (stripe-webhook, verify-stripe-payment) send them at once: one way for both.
-- The claim now answers each refund's session, which a card refund needs; its return type changes, so the function
-- is dropped and created again (only stripe-webhook called it).

drop function public.claim_payment_refunds(text);

create function public.claim_payment_refunds(p_charge_id text)
returns table (id bigint, pix_charge_id text, stripe_session_id text, valor numeric, tentativa integer)
language plpgsql
security definer
set search_path = ''
as $$
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
       and f.payment_to_refund_id is not null and f.status in ('pendente', 'falhou')
     order by f.id
  loop
    if public.claim_provider_refund(v_id) then
      return query select f.id, f.pix_charge_id, f.stripe_session_id, f.valor, f.tentativa
        from public.refunds f where f.id = v_id;
    end if;
  end loop;
end;
$$;

revoke all on function public.claim_payment_refunds(text) from public, anon, authenticated;
grant execute on function public.claim_payment_refunds(text) to service_role;

comment on function public.claim_payment_refunds(text) is
  'Money a paid PIX charge or card session received for orders it could not book: one refund each, claimed to be sent through the provider at once (stripe-webhook, verify-stripe-payment).';
