-- Credits (issue 31): money a payment brought for orders it could not book is what that payment charged, the
-- orders' value less the credit they took (pix_checkout_amount and create-checkout-session charge that much).

CREATE OR REPLACE FUNCTION public.confirm_card_payment(p_session_id text, p_order_ids bigint[], p_event_id text DEFAULT NULL::text, p_event_type text DEFAULT NULL::text)
 RETURNS TABLE(duplicate boolean, paid_order_ids bigint[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_inserted integer;
  v_ids bigint[];
  v_confirmed timestamptz;
  v_order record;
  v_paid bigint[] := array[]::bigint[];
begin
  if p_session_id is null or char_length(p_session_id) not between 1 and 255 then
    raise exception 'invalid session id' using errcode = '22023';
  end if;
  if p_event_id is not null then
    insert into public.stripe_webhook_events (id, type, session_id)
    values (p_event_id, coalesce(p_event_type, 'unknown'), p_session_id)
    on conflict (id) do nothing;
    get diagnostics v_inserted = row_count;
    if v_inserted = 0 then
      return query select true, array[]::bigint[];
      return;
    end if;
  end if;
  v_ids := array(select distinct u from unnest(coalesce(p_order_ids, array[]::bigint[])) u order by u);

  -- The session's record (made here for a session opened before this migration), locked for the confirmation.
  insert into public.stripe_checkout_sessions (id, id_cliente, order_ids, status)
  values (
    p_session_id,
    (select o.id_cliente from public.pedido_site o where o.id = any (v_ids) order by o.id limit 1),
    v_ids,
    'paid'
  )
  on conflict (id) do nothing;
  select s.confirmed_at into v_confirmed
    from public.stripe_checkout_sessions s where s.id = p_session_id for update;
  if v_confirmed is not null then
    return query select false, array[]::bigint[];
    return;
  end if;

  for v_order in
    select o.id, o.id_cliente, o.valor, o.credito_usado, o.status, o.tipo_pagamento, o.stripe_session_id
      from public.pedido_site o
     where o.id = any (v_ids)
     order by o.id
       for update
  loop
    if v_order.status = 'aguardando pagamento' and v_order.tipo_pagamento = 'Cartão(Stripe)' then
      update public.pedido_site set status = 'pago', stripe_session_id = p_session_id where id = v_order.id;
      v_paid := v_paid || v_order.id;
      -- Issue 30: the card booking's 'Reserva confirmada' with its voucher (the outbox key keeps it to one).
      perform public.enqueue_order_confirmed(v_order.id);
    elsif not (v_order.status = 'pago' and v_order.stripe_session_id is not distinct from p_session_id) then
      insert into public.card_payments_to_refund (session_id, order_id, id_cliente, valor, reason)
      values (
        p_session_id, v_order.id, v_order.id_cliente, v_order.valor - v_order.credito_usado,
        case v_order.status when 'pago' then 'already_paid' when 'cancelado' then 'cancelled' else 'not_payable' end
      )
      on conflict (session_id, order_id) do nothing;
    end if;
  end loop;

  insert into public.card_payments_to_refund (session_id, order_id, reason)
  select p_session_id, m.id, 'order_missing'
    from unnest(v_ids) m (id)
   where not exists (select 1 from public.pedido_site o where o.id = m.id)
  on conflict (session_id, order_id) do nothing;

  update public.stripe_checkout_sessions
     set status = 'paid', paid_order_ids = v_paid, confirmed_at = now(), updated_at = now()
   where id = p_session_id;
  return query select false, v_paid;
end;
$function$;

revoke all on function public.confirm_card_payment(p_session_id text, p_order_ids bigint[], p_event_id text, p_event_type text) from public;
grant execute on function public.confirm_card_payment(p_session_id text, p_order_ids bigint[], p_event_id text, p_event_type text) to service_role;

CREATE OR REPLACE FUNCTION public.confirm_pix_charge(p_charge_id text, p_event_id text DEFAULT NULL::text, p_event_type text DEFAULT NULL::text)
 RETURNS TABLE(known boolean, changed boolean, paid_order_ids bigint[], refund_order_ids bigint[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_charge public.pix_charges;
  v_order public.pedido_site;
  v_refund bigint[] := array[]::bigint[];
  v_payable bigint[] := array[]::bigint[];
  v_paid bigint[] := array[]::bigint[];
  v_reason text;
  v_error text;
begin
  select * into v_charge from public.pix_charges c where c.id = p_charge_id for update;
  if not found then
    return query select false, false, array[]::bigint[], array[]::bigint[];
    return;
  end if;
  if not public.record_webhook_event(p_event_id, p_event_type, p_charge_id) or v_charge.status = 'pago' then
    return query select true, false, array[]::bigint[], array[]::bigint[];
    return;
  end if;
  update public.pix_charges set status = 'pago', paid_at = now(), updated_at = now() where id = p_charge_id;
  -- A newer charge of the same orders can no longer pay them (paid anyway, its money is refunded below).
  update public.pix_charges c
     set status = 'cancelado', updated_at = now()
   where c.status = 'aguardando' and c.order_ids && v_charge.order_ids;
  v_reason := 'Pagamento PIX automático: ' || v_charge.provider || ' ' || v_charge.id;

  for v_order in
    select o.* from public.pedido_site o where o.id = any (v_charge.order_ids) order by o.id for update
  loop
    if v_order.status = 'aguardando pagamento'
       or (v_order.status = 'cancelado' and v_order.motivo_cancelamento = 'Pagamento não identificado no prazo') then
      v_payable := v_payable || v_order.id;
    elsif v_order.status = 'cancelado' then
      v_refund := v_refund || v_order.id;
      insert into public.card_payments_to_refund (session_id, order_id, id_cliente, valor, reason)
      values (p_charge_id, v_order.id, v_order.id_cliente, v_order.valor - v_order.credito_usado, 'cancelled')
      on conflict (session_id, order_id) do nothing;
      perform public.audit('pix_pago_pedido_cancelado', 'pedido_site', v_order.id::text, to_jsonb(v_order), null,
        v_reason || ': pago depois de cancelado, a reembolsar');
    elsif exists (
      select 1 from public.pix_charges c
       where c.status = 'pago' and c.id <> p_charge_id and v_order.id = any (c.order_ids)
    ) then
      -- Paid twice: another of the checkout's charges (one replaced while the customer paid it) paid it first.
      v_refund := v_refund || v_order.id;
      insert into public.card_payments_to_refund (session_id, order_id, id_cliente, valor, reason)
      values (p_charge_id, v_order.id, v_order.id_cliente, v_order.valor - v_order.credito_usado, 'already_paid')
      on conflict (session_id, order_id) do nothing;
      perform public.audit('pix_pago_em_dobro', 'pedido_site', v_order.id::text, to_jsonb(v_order), null,
        v_reason || ': já pago por outra cobrança, a reembolsar');
    end if;
  end loop;

  if cardinality(v_payable) > 0 then
    begin
      perform public.confirm_pix_orders(v_charge.id_cliente, v_charge.pix_txid, v_payable, v_reason);
      v_paid := v_payable;
    exception when sqlstate '22023' or sqlstate '23514' then
      -- A late payment that can no longer be booked (its tour passed, its seats were sold): the money goes back.
      get stacked diagnostics v_error = message_text;
      for v_order in select o.* from public.pedido_site o where o.id = any (v_payable) order by o.id loop
        v_refund := v_refund || v_order.id;
        insert into public.card_payments_to_refund (session_id, order_id, id_cliente, valor, reason)
        values (p_charge_id, v_order.id, v_order.id_cliente, v_order.valor - v_order.credito_usado, 'not_payable')
        on conflict (session_id, order_id) do nothing;
        perform public.audit('pix_pago_sem_reserva', 'pedido_site', v_order.id::text, to_jsonb(v_order), null,
          left(v_reason || ': ' || v_error, 500));
      end loop;
    end;
  end if;
  return query select true, true, v_paid, v_refund;
end;
$function$;

revoke all on function public.confirm_pix_charge(p_charge_id text, p_event_id text, p_event_type text) from public;
grant execute on function public.confirm_pix_charge(p_charge_id text, p_event_id text, p_event_type text) to service_role;
