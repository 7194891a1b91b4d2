-- Gift cards are paid like orders (issue 31, decisions/2026-11-26-gift-cards-paid-like-orders.md): a PIX charge
-- in pix_charges and a card Checkout Session in stripe_checkout_sessions, each naming the card (id_vale_presente)
-- instead of orders. The functions that confirm a charge or a session are unchanged: with no orders to book they
-- only mark the charge or the session paid, and a trigger then marks the card paid (confirm_gift_card_payment:
-- once, with its mails). The amount is the card's, read here, never the client's.

-- ─── The card's transaction id ──────────────────────────────────────────────────────────────────────────────────

alter table public.vales_presente add column pix_txid text check (pix_txid ~ '^TOUR[0-9]{8}$');

comment on column public.vales_presente.pix_txid is
  'The PIX transaction id of a card paid by PIX (TOUR and 8 digits, like a checkout''s), given at insert.';

-- Like set_pix_txid of the orders: 'TOUR' and the clock's last 8 digits of milliseconds, not another customer's.
create or replace function public.set_gift_card_pix_txid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ms bigint := floor(extract(epoch from clock_timestamp()) * 1000)::bigint;
  v_txid text;
begin
  if new.tipo_pagamento <> 'Pix' then
    new.pix_txid := null;
    return new;
  end if;
  loop
    v_txid := 'TOUR' || lpad((v_ms % 100000000)::text, 8, '0');
    exit when not exists (select 1 from public.pedido_site o where o.pix_txid = v_txid)
      and not exists (select 1 from public.vales_presente v where v.pix_txid = v_txid);
    v_ms := v_ms + 1;
  end loop;
  new.pix_txid := v_txid;
  return new;
end;
$$;

revoke all on function public.set_gift_card_pix_txid() from public, anon, authenticated, service_role;

create trigger vales_presente_pix_txid
  before insert on public.vales_presente
  for each row execute function public.set_gift_card_pix_txid();

grant select (pix_txid) on table public.vales_presente to authenticated;

-- ─── Charges and sessions that pay a card ───────────────────────────────────────────────────────────────────────

alter table public.pix_charges
  add column id_vale_presente bigint references public.vales_presente (id) on delete restrict;
alter table public.pix_charges drop constraint pix_charges_order_ids_check;
alter table public.pix_charges add constraint pix_charges_order_ids_check check (
  case when id_vale_presente is null
    then cardinality(order_ids) between 1 and 100
    else cardinality(order_ids) = 0
  end
);
create index pix_charges_vale_presente_idx on public.pix_charges (id_vale_presente) where id_vale_presente is not null;

comment on column public.pix_charges.id_vale_presente is
  'The gift card this charge pays (then order_ids is empty); null for a checkout''s orders.';

alter table public.stripe_checkout_sessions
  add column id_vale_presente bigint references public.vales_presente (id) on delete restrict;
create index stripe_checkout_sessions_vale_presente_idx on public.stripe_checkout_sessions (id_vale_presente)
  where id_vale_presente is not null;

comment on column public.stripe_checkout_sessions.id_vale_presente is
  'The gift card this session pays (then order_ids is empty); null for orders.';

-- ─── What the payment functions call ────────────────────────────────────────────────────────────────────────────

-- The amount of a card waiting for its payment by p_tipo, as the provider must charge it; refuses anything else.
create or replace function public.gift_card_payment_amount(p_id_cliente bigint, p_id bigint, p_tipo text)
returns table (amount_cents integer, pix_txid text, valor numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_card public.vales_presente;
begin
  select v.* into v_card from public.vales_presente v where v.id = p_id and v.id_cliente = p_id_cliente;
  if not found then
    raise exception 'Vale-presente não encontrado' using errcode = '22023', detail = 'gift_card: not_found';
  end if;
  if v_card.status = 'pago' then
    raise exception 'Este vale-presente já foi pago.' using errcode = '22023', detail = 'gift_card: paid';
  end if;
  if v_card.status <> 'aguardando pagamento' or v_card.tipo_pagamento <> p_tipo then
    raise exception 'Este vale-presente não pode mais ser pago assim. Compre um novo.'
      using errcode = '22023', detail = 'gift_card: not_payable';
  end if;
  return query select (v_card.valor * 100)::integer, v_card.pix_txid, v_card.valor;
end;
$$;

revoke all on function public.gift_card_payment_amount(bigint, bigint, text) from public, anon, authenticated;
grant execute on function public.gift_card_payment_amount(bigint, bigint, text) to service_role;

-- Records the provider's PIX charge of a card, checked against the card's amount; an older live charge of the card
-- can no longer pay it.
create or replace function public.record_gift_card_pix_charge(
  p_charge_id text,
  p_provider text,
  p_id_cliente bigint,
  p_id bigint,
  p_amount_cents integer,
  p_br_code text,
  p_expires_at timestamptz
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount record;
begin
  select * into v_amount from public.gift_card_payment_amount(p_id_cliente, p_id, 'Pix');
  if v_amount.amount_cents <> p_amount_cents then
    raise exception 'O valor da cobrança não confere com o do vale-presente.'
      using errcode = '23514', detail = 'gift_card: amount';
  end if;
  update public.pix_charges c set status = 'cancelado', updated_at = now()
   where c.id_vale_presente = p_id and c.status = 'aguardando' and c.id <> p_charge_id;
  insert into public.pix_charges (
    id, provider, id_cliente, pix_txid, order_ids, amount_cents, br_code, expires_at, id_vale_presente
  )
  values (p_charge_id, p_provider, p_id_cliente, v_amount.pix_txid, array[]::bigint[], p_amount_cents, p_br_code,
          p_expires_at, p_id)
  on conflict (id) do nothing;
end;
$$;

revoke all on function public.record_gift_card_pix_charge(text, text, bigint, bigint, integer, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_gift_card_pix_charge(text, text, bigint, bigint, integer, text, timestamptz)
  to service_role;

-- Records the Checkout Session that pays a card by card, at the card's amount.
create or replace function public.open_gift_card_session(
  p_session_id text,
  p_id_cliente bigint,
  p_id bigint,
  p_amount_cents integer
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount record;
begin
  select * into v_amount from public.gift_card_payment_amount(p_id_cliente, p_id, 'Cartão(Stripe)');
  if v_amount.amount_cents <> p_amount_cents then
    raise exception 'O valor da sessão não confere com o do vale-presente.'
      using errcode = '23514', detail = 'gift_card: amount';
  end if;
  insert into public.stripe_checkout_sessions (id, id_cliente, order_ids, amount_total, id_vale_presente)
  values (p_session_id, p_id_cliente, array[]::bigint[], p_amount_cents, p_id)
  on conflict (id) do nothing;
end;
$$;

revoke all on function public.open_gift_card_session(text, bigint, bigint, integer) from public, anon, authenticated;
grant execute on function public.open_gift_card_session(text, bigint, bigint, integer) to service_role;

-- ─── The card is paid when its charge or session is ─────────────────────────────────────────────────────────────

create or replace function public.gift_card_paid_by_charge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.confirm_gift_card_payment(new.id_vale_presente, new.id);
  return null;
end;
$$;

revoke all on function public.gift_card_paid_by_charge() from public, anon, authenticated, service_role;

create trigger pix_charges_pay_gift_card
  after update of status on public.pix_charges
  for each row when (new.status = 'pago' and old.status <> 'pago' and new.id_vale_presente is not null)
  execute function public.gift_card_paid_by_charge();

create trigger stripe_checkout_sessions_pay_gift_card
  after update of status on public.stripe_checkout_sessions
  for each row when (new.status = 'paid' and old.status <> 'paid' and new.id_vale_presente is not null)
  execute function public.gift_card_paid_by_charge();
