-- Card payments (Stripe Checkout): confirmation is idempotent and marks paid exactly the orders a
-- provider session was created for. Only the payment functions (service role) run it.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- stripe_webhook_events: every webhook event processed once (Stripe retries and replays them)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create table public.stripe_webhook_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null check (char_length(type) between 1 and 255),
  session_id text check (char_length(session_id) <= 255),
  processed_at timestamptz not null default now()
);

alter table public.stripe_webhook_events enable row level security;

revoke all on table public.stripe_webhook_events from anon, authenticated;
grant all on table public.stripe_webhook_events to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- confirm_card_payment: one transaction for "this provider session is paid"
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- p_order_ids come from the provider session's metadata (written by create-checkout-session after it
-- checked the orders), never from a session id a customer wrote on an order. With p_event_id, an event
-- seen before changes nothing and answers duplicate = true.
create function public.confirm_card_payment(
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
  v_paid bigint[];
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
  with paid as (
    update public.pedido_site o
       set status = 'pago', stripe_session_id = p_session_id
     where o.id = any (coalesce(p_order_ids, array[]::bigint[]))
       and o.status = 'aguardando pagamento'
       and o.tipo_pagamento = 'Cartão(Stripe)'
    returning o.id
  )
  select coalesce(array_agg(id order by id), array[]::bigint[]) into v_paid from paid;
  return query select false, v_paid;
end;
$$;

revoke all on function public.confirm_card_payment(text, bigint[], text, text) from public, anon, authenticated;
grant execute on function public.confirm_card_payment(text, bigint[], text, text) to service_role;
