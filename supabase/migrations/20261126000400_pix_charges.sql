-- PIX that confirms itself (issue 29): dynamic charges at a payment provider (Stripe's PIX PaymentIntents).
--
-- The create-pix-charge function asks pix_checkout_amount() what the checkout's pending PIX orders are worth
-- (after the PIX discount the database gave them), creates the provider's charge for that amount and records it
-- with record_pix_charge(): it becomes the checkout's one live charge, and its expiry is the orders' seat hold.
-- The provider's webhook then calls confirm_pix_charge() (paid: the orders are paid and booked as the operator's
-- 'Confirmar pagamento' books them) or expire_pix_charge() (expired or cancelled: the orders lapse now, as the
-- lapse job lapses them). Money for orders that can no longer be booked is recorded for a refund and audited.
-- The static key with the operator's manual confirmation stays for a shop without a provider (PIX_MODE=static).

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- pix_charges: one row per charge created at the provider
-- ════════════════════════════════════════════════════════════════════════════════════════════
create table public.pix_charges (
  id text primary key check (char_length(id) between 1 and 255),
  provider text not null check (provider ~ '^[a-z][a-z0-9_]{1,30}$'),
  id_cliente bigint not null references public.clientes (id_cliente) on delete restrict,
  pix_txid text not null check (pix_txid ~ '^TOUR[0-9]{8}$'),
  order_ids bigint[] not null check (cardinality(order_ids) between 1 and 100),
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'aguardando' check (status in ('aguardando', 'pago', 'expirado', 'cancelado')),
  br_code text not null check (char_length(br_code) between 1 and 512),
  expires_at timestamptz not null,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pix_charges_paid_has_time check ((status = 'pago') = (paid_at is not null))
);
comment on table public.pix_charges is
  'PIX charges created at the payment provider (issue 29), one live (aguardando) per checkout. Written only by '
  'record_pix_charge, confirm_pix_charge and expire_pix_charge.';
comment on column public.pix_charges.pix_txid is 'The checkout (pedido_site.pix_txid) whose orders the charge pays.';

alter table public.pix_charges enable row level security;

create unique index pix_charges_one_live_per_checkout on public.pix_charges (id_cliente, pix_txid)
  where status = 'aguardando';
create index pix_charges_checkout_idx on public.pix_charges (id_cliente, pix_txid, created_at);

revoke all on table public.pix_charges from anon, authenticated;
grant select on table public.pix_charges to authenticated;
grant all on table public.pix_charges to service_role;

create policy "Customers read their own PIX charges; the operator reads all"
  on public.pix_charges for select to authenticated
  using (
    id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
    or (select public.is_admin())
  );

-- Money received for an order it could not pay is recorded where card payments' is: the id is the PIX charge's.
comment on table public.card_payments_to_refund is
  'Payments received for orders they could not pay (card sessions; PIX charges, session_id = the charge id): '
  'to refund. Written by confirm_card_payment and confirm_pix_charge.';

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- pix_checkout_amount(): what a checkout's pending PIX orders are worth, or why they cannot be charged
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- All the pending PIX orders of one checkout of this customer (no more, no fewer), each still held and its
-- departure still sold. Refusals are for the customer: 22023 with detail 'pix: not_found' or 'pix: mixed', 23514
-- with 'pix: not_payable', 'pix: hold_over' or 'sales: closed'. The orders stay locked until the transaction ends.
create function public.pix_checkout_amount(p_id_cliente bigint, p_order_ids bigint[])
returns table (pix_txid text, amount_cents integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := array(select distinct u from unnest(coalesce(p_order_ids, array[]::bigint[])) u order by u);
  v_order public.pedido_site;
  v_txid text;
  v_total numeric := 0;
  v_found integer := 0;
begin
  if cardinality(v_ids) = 0 or cardinality(v_ids) > 100 then
    raise exception 'Informe de 1 a 100 pedidos a pagar.' using errcode = '22023', detail = 'pix: not_found';
  end if;
  for v_order in
    select o.* from public.pedido_site o
     where o.id = any (v_ids) and o.id_cliente = p_id_cliente
     order by o.id
       for update
  loop
    v_found := v_found + 1;
    if v_order.status <> 'aguardando pagamento' or v_order.tipo_pagamento <> 'Pix' then
      raise exception 'O pedido % não está aguardando pagamento por PIX.', v_order.id
        using errcode = '23514', detail = 'pix: not_payable';
    end if;
    if v_txid is not null and v_order.pix_txid is distinct from v_txid then
      raise exception 'Os pedidos são de compras diferentes: pague uma compra por vez.'
        using errcode = '22023', detail = 'pix: mixed';
    end if;
    if v_order.expira_em is not null and v_order.expira_em <= now() then
      raise exception 'O prazo de pagamento do pedido % terminou.', v_order.id
        using errcode = '23514', detail = 'pix: hold_over';
    end if;
    perform public.assert_departure_on_sale(v_order.nome_passeio, v_order.data_passeio);
    v_txid := v_order.pix_txid;
    v_total := v_total + v_order.valor;
  end loop;
  if v_found < cardinality(v_ids) then
    raise exception 'Pedido não encontrado.' using errcode = '22023', detail = 'pix: not_found';
  end if;
  -- The discount was shared across the checkout's orders: a charge pays them all together.
  if exists (
    select 1 from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = v_txid and o.status = 'aguardando pagamento'
       and o.tipo_pagamento = 'Pix' and o.id <> all (v_ids)
  ) then
    raise exception 'Pague juntos todos os pedidos desta compra.' using errcode = '22023', detail = 'pix: mixed';
  end if;
  return query select v_txid, (round(v_total * 100))::integer;
end;
$$;

revoke all on function public.pix_checkout_amount(bigint, bigint[]) from public, anon, authenticated;
grant execute on function public.pix_checkout_amount(bigint, bigint[]) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- record_pix_charge(): the checkout's one live charge, whose expiry is the orders' seat hold
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The amount is checked again against the orders (in this transaction, under their locks). Recording the same
-- charge again (a retried request answered by the provider's idempotency) changes nothing. Answers the charges
-- it cancelled, for the caller to cancel at the provider.
create function public.record_pix_charge(
  p_charge_id text,
  p_provider text,
  p_id_cliente bigint,
  p_order_ids bigint[],
  p_amount_cents integer,
  p_br_code text,
  p_expires_at timestamptz
)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_checkout record;
  v_ids bigint[] := array(select distinct u from unnest(coalesce(p_order_ids, array[]::bigint[])) u order by u);
begin
  select a.pix_txid, a.amount_cents into v_checkout from public.pix_checkout_amount(p_id_cliente, v_ids) a;
  if v_checkout.amount_cents <> p_amount_cents then
    raise exception 'O valor da cobrança (% centavos) não confere com o dos pedidos (% centavos).',
      p_amount_cents, v_checkout.amount_cents using errcode = '23514', detail = 'pix: amount';
  end if;
  if p_expires_at is null or p_expires_at <= now() then
    raise exception 'A cobrança já expirou.' using errcode = '22023', detail = 'pix: expired';
  end if;
  if exists (select 1 from public.pix_charges c where c.id = p_charge_id) then
    return;
  end if;
  return query
    with cancelled as (
      update public.pix_charges c
         set status = 'cancelado', updated_at = now()
       where c.id_cliente = p_id_cliente and c.pix_txid = v_checkout.pix_txid and c.status = 'aguardando'
      returning c.id
    )
    select cancelled.id from cancelled;
  insert into public.pix_charges (id, provider, id_cliente, pix_txid, order_ids, amount_cents, br_code, expires_at)
  values (p_charge_id, p_provider, p_id_cliente, v_checkout.pix_txid, v_ids, p_amount_cents, p_br_code, p_expires_at);
  update public.pedido_site set expira_em = p_expires_at where id = any (v_ids);
end;
$$;

revoke all on function public.record_pix_charge(text, text, bigint, bigint[], integer, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_pix_charge(text, text, bigint, bigint[], integer, text, timestamptz)
  to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- confirm_pix_orders(): the shared part of a PIX payment — the checkout's orders paid, booked and mailed once
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- What admin_confirm_pix_payment did (issue 17, and 20261125000900 for a payment after the lapse), without the
-- operator check, so that the provider's webhook (confirm_pix_charge) books the same way. p_order_ids limits it
-- to a charge's orders (null: all of the checkout); p_reason goes to the audit trail.
create function public.confirm_pix_orders(
  p_id_cliente bigint, p_pix_txid text, p_order_ids bigint[] default null, p_reason text default null
)
returns table (id_itinerario bigint, id_pedido bigint, newly_confirmed boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_itinerary bigint;
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_lapsed boolean;
begin
  for v_order in
    select o.* from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid and o.tipo_pagamento = 'Pix'
       and (p_order_ids is null or o.id = any (p_order_ids))
       and (
         o.status = 'aguardando pagamento'
         or (o.status = 'cancelado' and o.motivo_cancelamento = 'Pagamento não identificado no prazo')
       )
     order by o.id
       for update
  loop
    v_lapsed := v_order.status = 'cancelado';
    if v_lapsed and v_order.data_passeio < v_today then
      raise exception 'O passeio de % em % já aconteceu: devolva o valor ao cliente.',
        v_order.nome_passeio, to_char(v_order.data_passeio, 'DD/MM/YYYY')
        using errcode = '22023', detail = 'operator: past_tour';
    end if;
    -- Made active again, a lapsed order is checked for seats by pedido_site_seats_move_check.
    update public.pedido_site
       set status = 'pago', status_changed_at = now(), motivo_cancelamento = null
     where id = v_order.id;
    insert into public.itinerarios (
      id_cliente, id_pedido, nome_passeio, data_passeio, valor_total_liquido, valor_bruto, qtd_pessoas,
      qtd_adultos, qtd_criancas, qtd_bebes, qtd_pets, hospedagem, local_embarque, status, registrado_por
    )
    values (
      v_order.id_cliente, v_order.id, v_order.nome_passeio, v_order.data_passeio, v_order.valor, v_order.valor,
      v_order.qtd_adults + v_order.qtd_children + v_order.qtd_babies,
      v_order.qtd_adults, v_order.qtd_children, v_order.qtd_babies, v_order.qtd_pets,
      v_order.hotel_local, v_order.hotel_local, 'Aguardando', (select auth.uid())
    )
    on conflict on constraint itinerarios_id_pedido_key do nothing
    returning itinerarios.id_itinerario into v_itinerary;
    perform public.audit(
      case when v_lapsed then 'pix_confirmado_apos_prazo' else 'pix_confirmado' end,
      'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id),
      p_reason
    );
    if v_itinerary is not null then
      perform public.enqueue_booking_confirmed(v_itinerary);
    end if;
  end loop;
  return query
    select i.id_itinerario, i.id_pedido, i.created_at = now()
      from public.itinerarios i
      join public.pedido_site o on o.id = i.id_pedido
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid
       and (p_order_ids is null or o.id = any (p_order_ids))
     order by i.id_pedido;
end;
$$;

revoke all on function public.confirm_pix_orders(bigint, text, bigint[], text)
  from public, anon, authenticated, service_role;

-- The operator's 'Confirmar pagamento': the operator check, then the shared part. Same signature and grants.
create or replace function public.admin_confirm_pix_payment(p_id_cliente bigint, p_pix_txid text)
returns table (id_itinerario bigint, id_pedido bigint, newly_confirmed boolean)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.admin_required();
  return query select * from public.confirm_pix_orders(p_id_cliente, p_pix_txid);
end;
$$;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- lapse_pix_order(): one unpaid PIX order cancelled, its seats back, the customer told (the lapse job's part)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.lapse_pix_order(p_order_id bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order record;
begin
  select o.id, o.nome_passeio, o.data_passeio, c.nome_cliente, c.email_cliente into v_order
    from public.pedido_site o
    join public.clientes c on c.id_cliente = o.id_cliente
   where o.id = p_order_id and o.status = 'aguardando pagamento' and o.tipo_pagamento = 'Pix';
  if not found then
    return false;
  end if;
  update public.pedido_site
     set status = 'cancelado', motivo_cancelamento = 'Pagamento não identificado no prazo'
   where id = v_order.id;
  perform public.enqueue_email(
    'pedido_cancelado', v_order.email_cliente,
    jsonb_build_object('nome', v_order.nome_cliente, 'passeio', v_order.nome_passeio, 'data', v_order.data_passeio,
                       'motivo', 'Pagamento não identificado no prazo'),
    'pedido_cancelado:' || v_order.id
  );
  return true;
end;
$$;

revoke all on function public.lapse_pix_order(bigint) from public, anon, authenticated, service_role;

-- The scheduled job, now through lapse_pix_order(). Same signature and grants.
create or replace function public.lapse_unpaid_pix_orders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
  v_count integer := 0;
begin
  for v_id in
    select o.id from public.pedido_site o
     where o.status = 'aguardando pagamento' and o.tipo_pagamento = 'Pix' and o.expira_em <= now()
     order by o.id
       for update of o skip locked
  loop
    if public.lapse_pix_order(v_id) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- record_webhook_event(): a provider event processed once (stripe_webhook_events), in the caller's transaction
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- True the first time an event id is seen (or without an id: a call that is not a webhook's); false for a replay.
create function public.record_webhook_event(p_event_id text, p_event_type text, p_object_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted integer;
begin
  if p_event_id is null then
    return true;
  end if;
  insert into public.stripe_webhook_events (id, type, session_id)
  values (p_event_id, coalesce(p_event_type, 'unknown'), p_object_id)
  on conflict (id) do nothing;
  get diagnostics v_inserted = row_count;
  return v_inserted > 0;
end;
$$;

revoke all on function public.record_webhook_event(text, text, text) from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- confirm_pix_charge(): the provider says a charge was paid
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Once: a charge already 'pago' changes nothing (a replayed or repeated event). An unknown charge (not the shop's
-- PIX, e.g. a card PaymentIntent) answers known = false. Paid after it expired or was replaced, the money still
-- counts: lapsed orders are booked again under the late-payment rules (seats checked again). Money for an order
-- the operator cancelled, or paid by another charge, or that can no longer be booked (its tour passed, no seats)
-- is recorded in card_payments_to_refund and audited.
create function public.confirm_pix_charge(p_charge_id text, p_event_id text default null, p_event_type text default null)
returns table (known boolean, changed boolean, paid_order_ids bigint[], refund_order_ids bigint[])
language plpgsql
security definer
set search_path = ''
as $$
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
      values (p_charge_id, v_order.id, v_order.id_cliente, v_order.valor, 'cancelled')
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
      values (p_charge_id, v_order.id, v_order.id_cliente, v_order.valor, 'already_paid')
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
        values (p_charge_id, v_order.id, v_order.id_cliente, v_order.valor, 'not_payable')
        on conflict (session_id, order_id) do nothing;
        perform public.audit('pix_pago_sem_reserva', 'pedido_site', v_order.id::text, to_jsonb(v_order), null,
          left(v_reason || ': ' || v_error, 500));
      end loop;
    end;
  end if;
  return query select true, true, v_paid, v_refund;
end;
$$;

revoke all on function public.confirm_pix_charge(text, text, text) from public, anon, authenticated;
grant execute on function public.confirm_pix_charge(text, text, text) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- expire_pix_charge(): the provider says a charge expired (or was cancelled) unpaid
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Only a live charge changes (an event after 'pago', or a second one, changes nothing). When no other live charge
-- of the checkout holds them, its orders lapse now, as the lapse job would at their hold's end. Answers whether
-- the charge changed and the orders that lapsed.
create function public.expire_pix_charge(
  p_charge_id text, p_status text default 'expirado', p_event_id text default null, p_event_type text default null
)
returns table (changed boolean, lapsed_order_ids bigint[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_charge public.pix_charges;
  v_id bigint;
  v_lapsed bigint[] := array[]::bigint[];
begin
  if p_status is null or p_status not in ('expirado', 'cancelado') then
    raise exception 'invalid status %', p_status using errcode = '22023';
  end if;
  select * into v_charge from public.pix_charges c where c.id = p_charge_id for update;
  if not found or not public.record_webhook_event(p_event_id, p_event_type, p_charge_id)
     or v_charge.status <> 'aguardando' then
    return query select false, array[]::bigint[];
    return;
  end if;
  update public.pix_charges set status = p_status, updated_at = now() where id = p_charge_id;
  for v_id in
    select o.id from public.pedido_site o
     where o.id = any (v_charge.order_ids)
       and not exists (
         select 1 from public.pix_charges c where c.status = 'aguardando' and o.id = any (c.order_ids)
       )
     order by o.id
       for update of o
  loop
    if public.lapse_pix_order(v_id) then
      v_lapsed := v_lapsed || v_id;
    end if;
  end loop;
  return query select true, v_lapsed;
end;
$$;

revoke all on function public.expire_pix_charge(text, text, text, text) from public, anon, authenticated;
grant execute on function public.expire_pix_charge(text, text, text, text) to service_role;
