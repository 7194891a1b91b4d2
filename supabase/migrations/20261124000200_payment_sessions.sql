-- Card payments (issue 14, finding 3): at most one payable Checkout Session per order, and no payment absorbed
-- silently. Two open sessions could hold the same order and both be paid (a customer paid R$ 270 for R$ 180 of
-- tours). Now create-checkout-session records every session it opens here and expires, at Stripe, every other
-- open session holding any of its orders; a payment that still arrives for an order that is not awaiting
-- payment any more (paid through another session, cancelled) is recorded for the operator to refund.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- stripe_checkout_sessions: the sessions the shop opened, and where each stands
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Stripe cannot be asked "which open sessions hold order 12" (sessions are not searchable by metadata), so the
-- shop keeps the answer. status follows the session at Stripe as the shop learns it:
--   open        payable;
--   processing  completed by the customer with an asynchronous method whose money has not arrived
--               (checkout.session.completed with payment_status 'unpaid'): not paid, and not expirable either;
--   paid        confirmed by confirm_card_payment;
--   expired     expired by the shop (a newer session holds its orders) or by Stripe (24 h);
--   failed      the asynchronous payment failed (checkout.session.async_payment_failed).
create table public.stripe_checkout_sessions (
  id text primary key check (char_length(id) between 1 and 255),
  id_cliente bigint references public.clientes (id_cliente) on delete restrict,
  order_ids bigint[] not null check (cardinality(order_ids) <= 100),
  amount_total integer check (amount_total >= 0),
  status text not null default 'open'
    check (status in ('open', 'processing', 'paid', 'expired', 'failed')),
  -- Set once, by the first confirmation: the orders this session's payment marked paid.
  paid_order_ids bigint[],
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.stripe_checkout_sessions is
  'Checkout Sessions opened by create-checkout-session; amount_total in cents. Written by the payment functions only.';

alter table public.stripe_checkout_sessions enable row level security;

-- "Open sessions holding any of these orders" (order_ids && $1) for the customer at hand.
create index stripe_checkout_sessions_open_idx
  on public.stripe_checkout_sessions (id_cliente) where status in ('open', 'processing');

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- card_payments_to_refund: money received for an order the payment could not pay
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- One row per (session, order): the order was already paid (through another session, or by the operator),
-- cancelled, not a pending card order, or gone. valor is the order's value, which create-checkout-session
-- checked equals what the session charged for it (null when the order is gone). refunded_at is for the operator.
create table public.card_payments_to_refund (
  id bigint generated always as identity primary key,
  session_id text not null check (char_length(session_id) between 1 and 255),
  order_id bigint not null,
  id_cliente bigint references public.clientes (id_cliente) on delete restrict,
  valor numeric(10, 2) check (valor >= 0),
  reason text not null check (reason in ('already_paid', 'cancelled', 'not_payable', 'order_missing')),
  created_at timestamptz not null default now(),
  refunded_at timestamptz,
  unique (session_id, order_id)
);
comment on table public.card_payments_to_refund is
  'Card payments received for orders they could not pay: the operator refunds them. Written by confirm_card_payment.';

alter table public.card_payments_to_refund enable row level security;

-- The customer's refunds, and deleting a customer (the foreign key) without a scan.
create index card_payments_to_refund_id_cliente_idx on public.card_payments_to_refund (id_cliente);

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Privileges and policies: the payment functions (service role) write; the operator reads; nobody else
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Customers have no business with either table: their orders' status says what they need. authenticated gets
-- SELECT so that the operator (an authenticated user with role 'admin') reads through the policies below.
revoke all on table public.stripe_checkout_sessions, public.card_payments_to_refund from anon, authenticated;
revoke all on sequence public.card_payments_to_refund_id_seq from anon, authenticated;
grant select on table public.stripe_checkout_sessions, public.card_payments_to_refund to authenticated;
grant all on table public.stripe_checkout_sessions, public.card_payments_to_refund to service_role;
grant usage, select on sequence public.card_payments_to_refund_id_seq to service_role;

create policy "The operator reads the checkout sessions"
  on public.stripe_checkout_sessions for select to authenticated
  using ((select public.is_admin()));

create policy "The operator reads the card payments to refund"
  on public.card_payments_to_refund for select to authenticated
  using ((select public.is_admin()));

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- open_checkout_session(): record a session, answer the other sessions that hold its orders
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Serialised per customer by an advisory lock, so of two sessions opened at once for overlapping orders the
-- later always sees the earlier (and expires it): recording and scanning in separate requests could let both
-- miss each other and stay open. Answers the sessions still 'open' (to expire at Stripe) and 'processing' (which
-- cannot be expired: the caller must not hand out the new one).
create function public.open_checkout_session(
  p_session_id text,
  p_id_cliente bigint,
  p_order_ids bigint[],
  p_amount_total integer
)
returns table (session_id text, status text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_session_id is null or char_length(p_session_id) not between 1 and 255 then
    raise exception 'invalid session id' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('stripe_checkout_sessions'), (p_id_cliente % 2147483647)::integer);
  insert into public.stripe_checkout_sessions (id, id_cliente, order_ids, amount_total)
  values (p_session_id, p_id_cliente, coalesce(p_order_ids, array[]::bigint[]), p_amount_total)
  on conflict (id) do nothing;
  return query
    select s.id, s.status
      from public.stripe_checkout_sessions s
     where s.id_cliente = p_id_cliente
       and s.status in ('open', 'processing')
       and s.id <> p_session_id
       and s.order_ids && coalesce(p_order_ids, array[]::bigint[])
     order by s.created_at, s.id;
end;
$$;

revoke all on function public.open_checkout_session(text, bigint, bigint[], integer) from public, anon, authenticated;
grant execute on function public.open_checkout_session(text, bigint, bigint[], integer) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- confirm_card_payment: "this session is paid", now also for orders it could not pay
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Same signature and answer as before (20261122000600_card_payments.sql), so the functions call it unchanged.
-- What changes:
-- * A session is confirmed once (confirmed_at on its record), whatever the event ids: the webhook, its retries
--   and verify-stripe-payment may all report the same payment.
-- * Each order of the session is locked (FOR UPDATE) and paid if it is still a pending card order; otherwise the
--   money for it is recorded in card_payments_to_refund instead of being silently absorbed. An order already
--   paid through this very session (a confirmation from before this migration) is not a double payment.
create or replace function public.confirm_card_payment(
  p_session_id text,
  p_order_ids bigint[],
  p_event_id text default null,
  p_event_type text default null
)
returns table (duplicate boolean, paid_order_ids bigint[])
language plpgsql
security definer
set search_path = ''
as $$
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
    select o.id, o.id_cliente, o.valor, o.status, o.tipo_pagamento, o.stripe_session_id
      from public.pedido_site o
     where o.id = any (v_ids)
     order by o.id
       for update
  loop
    if v_order.status = 'aguardando pagamento' and v_order.tipo_pagamento = 'Cartão(Stripe)' then
      update public.pedido_site set status = 'pago', stripe_session_id = p_session_id where id = v_order.id;
      v_paid := v_paid || v_order.id;
    elsif not (v_order.status = 'pago' and v_order.stripe_session_id is not distinct from p_session_id) then
      insert into public.card_payments_to_refund (session_id, order_id, id_cliente, valor, reason)
      values (
        p_session_id, v_order.id, v_order.id_cliente, v_order.valor,
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
$$;

revoke all on function public.confirm_card_payment(text, bigint[], text, text) from public, anon, authenticated;
grant execute on function public.confirm_card_payment(text, bigint[], text, text) to service_role;
