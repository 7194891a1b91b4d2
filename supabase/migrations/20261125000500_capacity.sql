-- Capacity per departure (issue 19): never sell a seat twice, and say when a day is full.
--
-- A departure is a tour on a day (each tour has one period, so the tour and the day name it). Its capacity is the
-- operator's for that day (departure_capacity: more or fewer, or closed), else the tour's (tour_capacity), else
-- the default: 20 seats for per-person tours, 3 cars for per-car tours.
--
-- What a booking takes (booking_units): adults and children take a seat each, babies on a lap and pets none; on
-- a per-car tour a booking takes the cars it paid for, ceil(people / 4) (babies counted, as the price counts
-- them). Taken seats are:
--   sold  itineraries 'Aguardando' (confirmed PIX and messaging-app bookings) and orders 'pago' without an
--         itinerary (card payments);
--   held  PIX orders waiting for their transfer until they lapse (expira_em), and card orders while a checkout
--         session holding them is open (or processing an asynchronous payment).
--
-- The database decides, in the same transaction as the write, on every path: the customer's order insert (spec
-- call 12), a card checkout session opened for pending orders, the operator's booking, a reschedule or a
-- cancelled booking made active again. Each check takes an advisory lock on the departure, so concurrent writers
-- queue and the later one counts the earlier one's committed seats ('Não há mais vagas para {tour} em
-- {dd/MM/yyyy}.', 23514 with detail 'capacity: full'). Confirming a PIX payment never fails for capacity: its
-- seats were held (or, lapsed, the customer paid anyway and the operator decides).

-- splinter authenticated_security_definer_function_executable on public.tour_availability: answers only counts of free seats per day of one tour (no booking or customer data); the calendars of anonymous visitors need it.
-- splinter anon_security_definer_function_executable on public.tour_availability: the same: public availability, as any booking site shows it.
-- splinter authenticated_security_definer_function_executable on public.admin_departures: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_set_tour_capacity: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_set_departure_capacity: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_extend_pix_hold: admin_required() first.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Capacities: the tour's default, and the operator's changes for one day
-- ════════════════════════════════════════════════════════════════════════════════════════════
create table public.tour_capacity (
  passeio text primary key check (char_length(passeio) between 1 and 200),
  capacidade integer not null check (capacidade between 1 and 500),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.tour_capacity is
  'The operator''s capacity of a tour (seats, or cars for per-car tours); without a row, 20 seats or 3 cars.';

create table public.departure_capacity (
  passeio text not null check (char_length(passeio) between 1 and 200),
  dia date not null,
  capacidade integer check (capacidade between 0 and 500),
  fechado boolean not null default false,
  motivo text check (char_length(motivo) <= 500),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  primary key (passeio, dia)
);
comment on table public.departure_capacity is
  'The operator''s capacity of one departure (null: the tour''s), or the departure closed.';

create index tour_capacity_updated_by_idx on public.tour_capacity (updated_by) where updated_by is not null;
create index departure_capacity_updated_by_idx on public.departure_capacity (updated_by) where updated_by is not null;

alter table public.tour_capacity enable row level security;
alter table public.departure_capacity enable row level security;

revoke all on table public.tour_capacity, public.departure_capacity from anon, authenticated;
grant select on table public.tour_capacity, public.departure_capacity to authenticated;
grant all on table public.tour_capacity, public.departure_capacity to service_role;

create policy "The operator reads the tours' capacities"
  on public.tour_capacity for select to authenticated
  using ((select public.is_admin()));
create policy "The operator reads the departures' capacities"
  on public.departure_capacity for select to authenticated
  using ((select public.is_admin()));

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- PIX orders lapse: 24 hours after the order, or earlier when the tour is sooner
-- ════════════════════════════════════════════════════════════════════════════════════════════
alter table public.pedido_site add column expira_em timestamptz;
comment on column public.pedido_site.expira_em is
  'A PIX order waiting for its transfer holds its seats until then; lapse_unpaid_pix_orders() cancels it after.';

-- Orders from before this column: 24 hours after they were made.
update public.pedido_site
   set expira_em = created_at + interval '24 hours'
 where tipo_pagamento = 'Pix' and status = 'aguardando pagamento';

create index pedido_site_pix_expiry_idx on public.pedido_site (expira_em)
  where status = 'aguardando pagamento' and tipo_pagamento = 'Pix';
create index pedido_site_departure_idx on public.pedido_site (nome_passeio, data_passeio)
  where status in ('aguardando pagamento', 'pago');
create index itinerarios_departure_idx on public.itinerarios (nome_passeio, data_passeio)
  where status = 'Aguardando';

-- When an unpaid PIX order made now for a tour on p_day lapses: 24 hours from now, but at the latest two hours
-- before the departure (the operator must know who boards), and never sooner than 30 minutes from now.
create function public.pix_hold_until(p_title text, p_day date, p_from timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select least(
    p_from + interval '24 hours',
    greatest(
      p_from + interval '30 minutes',
      ((p_day + public.tour_departure_time(p_title)) at time zone 'America/Sao_Paulo') - interval '2 hours'
    )
  );
$$;

revoke all on function public.pix_hold_until(text, date, timestamptz) from public, anon, authenticated;
grant execute on function public.pix_hold_until(text, date, timestamptz) to service_role;

create function public.set_pix_expiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.tipo_pagamento = 'Pix' and new.status = 'aguardando pagamento' and new.data_passeio is not null then
    new.expira_em := public.pix_hold_until(new.nome_passeio, new.data_passeio, now());
  else
    new.expira_em := null;
  end if;
  return new;
end;
$$;

revoke all on function public.set_pix_expiry() from public, anon, authenticated, service_role;

create trigger pedido_site_set_pix_expiry
  before insert on public.pedido_site
  for each row execute function public.set_pix_expiry();

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- What a booking takes, and what a departure has
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.booking_units(p_per_car boolean, p_adults integer, p_children integer, p_babies integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_per_car then greatest(1, ceil((coalesce(p_adults, 0) + coalesce(p_children, 0) + coalesce(p_babies, 0))::numeric
                                       / (select r.people_per_car from public.order_rules() r)))::integer
    else coalesce(p_adults, 0) + coalesce(p_children, 0)
  end;
$$;

revoke all on function public.booking_units(boolean, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.booking_units(boolean, integer, integer, integer) to service_role;

-- The capacity of each day of a tour in a range, and whether it is closed.
create function public.departure_capacities(p_title text, p_from date, p_to date)
returns table (dia date, capacidade integer, fechado boolean, alterada boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select d::date,
         case when coalesce(o.fechado, false) then 0
              else coalesce(o.capacidade, t.capacidade, case when c.per_car then 3 else 20 end) end,
         coalesce(o.fechado, false),
         o.passeio is not null
    from public.tour_catalogue() c
    cross join generate_series(p_from, p_to, interval '1 day') d
    left join public.tour_capacity t on t.passeio = c.title
    left join public.departure_capacity o on o.passeio = c.title and o.dia = d::date
   where c.title = p_title;
$$;

revoke all on function public.departure_capacities(text, date, date) from public, anon, authenticated, service_role;

-- Seats (or cars) sold and held per day of a tour in a range, leaving out some orders and one itinerary (the
-- rows a check is about to add itself). Set-based: one scan per source, whatever the range.
create function public.departure_loads(
  p_title text,
  p_from date,
  p_to date,
  p_skip_orders bigint[] default '{}',
  p_skip_itinerary bigint default null
)
returns table (dia date, vendidas integer, reservadas integer)
language sql
stable
security definer
set search_path = ''
as $$
  with tour as (select c.per_car from public.tour_catalogue() c where c.title = p_title),
  loads as (
    select i.data_passeio as dia,
           public.booking_units(t.per_car, i.qtd_adultos, i.qtd_criancas, i.qtd_bebes) as sold, 0 as held
      from public.itinerarios i, tour t
     where i.nome_passeio = p_title and i.data_passeio between p_from and p_to and i.status = 'Aguardando'
       and i.id_itinerario is distinct from p_skip_itinerary
    union all
    select o.data_passeio,
           case when o.status = 'pago' then public.booking_units(t.per_car, o.qtd_adults, o.qtd_children, o.qtd_babies) else 0 end,
           case when o.status = 'aguardando pagamento' then public.booking_units(t.per_car, o.qtd_adults, o.qtd_children, o.qtd_babies) else 0 end
      from public.pedido_site o, tour t
     where o.nome_passeio = p_title and o.data_passeio between p_from and p_to
       and o.status in ('aguardando pagamento', 'pago')
       and not (o.id = any (coalesce(p_skip_orders, '{}')))
       and (
         (o.status = 'pago' and not exists (select 1 from public.itinerarios i where i.id_pedido = o.id))
         or (o.status = 'aguardando pagamento' and o.tipo_pagamento = 'Pix' and o.expira_em > now())
         or (o.status = 'aguardando pagamento' and o.tipo_pagamento = 'Cartão(Stripe)' and exists (
               select 1 from public.stripe_checkout_sessions s
                where s.id_cliente = o.id_cliente and s.status in ('open', 'processing') and o.id = any (s.order_ids)
                  and s.created_at > now() - interval '24 hours'))
       )
  )
  select l.dia, sum(l.sold)::integer, sum(l.held)::integer from loads l group by l.dia;
$$;

revoke all on function public.departure_loads(text, date, date, bigint[], bigint)
  from public, anon, authenticated, service_role;

-- The check every write path makes: p_units more on the departure fit. Locks the departure until the end of the
-- transaction, so concurrent writers are counted one after the other.
create function public.assert_departure_fits(
  p_title text,
  p_day date,
  p_units integer,
  p_skip_orders bigint[] default '{}',
  p_skip_itinerary bigint default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_capacity record;
  v_load record;
begin
  if p_day is null or p_units <= 0 then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('departure'), hashtext(p_title || '|' || p_day::text));
  select * into v_capacity from public.departure_capacities(p_title, p_day, p_day);
  if not found then
    return; -- not a tour of the catalogue: the order checks refuse it
  end if;
  select coalesce(sum(l.vendidas), 0) as sold, coalesce(sum(l.reservadas), 0) as held into v_load
    from public.departure_loads(p_title, p_day, p_day, p_skip_orders, p_skip_itinerary) l;
  if v_capacity.fechado or v_load.sold + v_load.held + p_units > v_capacity.capacidade then
    raise exception 'Não há mais vagas para % em %.', p_title, to_char(p_day, 'DD/MM/YYYY')
      using errcode = '23514', detail = 'capacity: full',
            hint = format('livres: %s', greatest(0, v_capacity.capacidade - v_load.sold - v_load.held));
  end if;
end;
$$;

revoke all on function public.assert_departure_fits(text, date, integer, bigint[], bigint)
  from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The write paths
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- 1. Orders inserted (spec call 12, every role): the statement's orders per departure, in a fixed order (no
--    deadlock between two checkouts locking the same departures). PIX orders hold from now; card orders are
--    checked too, so a customer is told at once rather than at the payment page.
create function public.check_new_orders_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group record;
  v_new bigint[];
begin
  select array_agg(n.id) into v_new from new_orders n;
  for v_group in
    select n.nome_passeio, n.data_passeio,
           sum(public.booking_units(c.per_car, n.qtd_adults, n.qtd_children, n.qtd_babies))::integer as units
      from new_orders n
      join public.tour_catalogue() c on c.title = n.nome_passeio
     where n.status in ('aguardando pagamento', 'pago') and n.data_passeio is not null
     group by n.nome_passeio, n.data_passeio
     order by n.nome_passeio, n.data_passeio
  loop
    perform public.assert_departure_fits(v_group.nome_passeio, v_group.data_passeio, v_group.units, v_new);
  end loop;
  return null;
end;
$$;

revoke all on function public.check_new_orders_capacity() from public, anon, authenticated, service_role;

-- Named to fire after pedido_site_check_new_orders (triggers fire in name order): an order the catalogue refuses
-- gets that reason, not this one.
create trigger pedido_site_seats_check
  after insert on public.pedido_site
  referencing new table as new_orders
  for each statement execute function public.check_new_orders_capacity();

-- 2. A card checkout session opened for pending orders (create-checkout-session through open_checkout_session):
--    the orders' seats must still be free, since a pending card order holds nothing until its session opens.
create function public.check_session_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group record;
begin
  if new.status <> 'open' then
    return null;
  end if;
  for v_group in
    select o.nome_passeio, o.data_passeio,
           sum(public.booking_units(c.per_car, o.qtd_adults, o.qtd_children, o.qtd_babies))::integer as units
      from public.pedido_site o
      join public.tour_catalogue() c on c.title = o.nome_passeio
     where o.id = any (new.order_ids) and o.status = 'aguardando pagamento' and o.data_passeio is not null
     group by o.nome_passeio, o.data_passeio
     order by o.nome_passeio, o.data_passeio
  loop
    perform public.assert_departure_fits(v_group.nome_passeio, v_group.data_passeio, v_group.units, new.order_ids);
  end loop;
  return null;
end;
$$;

revoke all on function public.check_session_capacity() from public, anon, authenticated, service_role;

create trigger stripe_checkout_sessions_seats_check
  after insert on public.stripe_checkout_sessions
  for each row execute function public.check_session_capacity();

-- 3. Itineraries: the operator's booking (no order behind it), a reschedule, a cancelled booking made active
--    again. An itinerary that confirms a PIX order takes the seats its order held: not checked.
create function public.check_itinerary_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_per_car boolean;
begin
  if new.status <> 'Aguardando' or new.data_passeio is null then
    return null;
  end if;
  if tg_op = 'INSERT' and new.id_pedido is not null then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.status = 'Aguardando' and old.data_passeio is not distinct from new.data_passeio
     and old.nome_passeio = new.nome_passeio
     and old.qtd_adultos + old.qtd_criancas + old.qtd_bebes >= new.qtd_adultos + new.qtd_criancas + new.qtd_bebes then
    return null;
  end if;
  select c.per_car into v_per_car from public.tour_catalogue() c where c.title = new.nome_passeio;
  perform public.assert_departure_fits(
    new.nome_passeio, new.data_passeio,
    public.booking_units(coalesce(v_per_car, false), new.qtd_adultos, new.qtd_criancas, new.qtd_bebes),
    case when new.id_pedido is null then '{}'::bigint[] else array[new.id_pedido] end,
    new.id_itinerario
  );
  return null;
end;
$$;

revoke all on function public.check_itinerary_capacity() from public, anon, authenticated, service_role;

create trigger itinerarios_seats_check
  after insert or update of data_passeio, status, qtd_adultos, qtd_criancas, qtd_bebes, nome_passeio
  on public.itinerarios
  for each row execute function public.check_itinerary_capacity();

-- 4. A paid card order moved to another day, or made active again (a company cancellation rescheduled).
create function public.check_order_move_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_per_car boolean;
begin
  if new.status <> 'pago' or new.data_passeio is null
     or exists (select 1 from public.itinerarios i where i.id_pedido = new.id) then
    return null;
  end if;
  if old.status = 'pago' and old.data_passeio is not distinct from new.data_passeio then
    return null;
  end if;
  if old.status = 'aguardando pagamento' then
    return null; -- a payment confirmed: its session held the seats
  end if;
  select c.per_car into v_per_car from public.tour_catalogue() c where c.title = new.nome_passeio;
  perform public.assert_departure_fits(
    new.nome_passeio, new.data_passeio,
    public.booking_units(coalesce(v_per_car, false), new.qtd_adults, new.qtd_children, new.qtd_babies),
    array[new.id]
  );
  return null;
end;
$$;

revoke all on function public.check_order_move_capacity() from public, anon, authenticated, service_role;

create trigger pedido_site_seats_move_check
  after update of data_passeio, status on public.pedido_site
  for each row execute function public.check_order_move_capacity();

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- tour_availability(): the calendars' one call — a tour's next days, free seats and whether full
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Only the days the tour runs, from today in São Paulo. livres is in seats (cars for per-car tours).
create function public.tour_availability(p_tour_id text, p_days integer default 90)
returns table (dia date, capacidade integer, livres integer, fechado boolean, por_carro boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_tour record;
  v_to date;
begin
  select * into v_tour from public.tour_catalogue() c where c.tour_id = p_tour_id;
  if not found then
    raise exception 'Passeio não encontrado.' using errcode = '22023', detail = 'capacity: tour';
  end if;
  v_to := v_today + least(greatest(coalesce(p_days, 90), 1), 366) - 1;
  return query
    select k.dia, k.capacidade,
           greatest(0, k.capacidade - coalesce(l.vendidas, 0) - coalesce(l.reservadas, 0)),
           k.fechado, v_tour.per_car
      from public.departure_capacities(v_tour.title, v_today, v_to) k
      left join public.departure_loads(v_tour.title, v_today, v_to) l on l.dia = k.dia
     where extract(dow from k.dia)::smallint = any (v_tour.weekdays)
     order by k.dia;
end;
$$;

revoke all on function public.tour_availability(text, integer) from public, anon, authenticated;
grant execute on function public.tour_availability(text, integer) to anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The operator: departures of the next days, capacities, and a PIX hold extended
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.admin_departures(p_from date default null, p_days integer default 30)
returns table (
  passeio text,
  dia date,
  por_carro boolean,
  capacidade integer,
  vendidas integer,
  reservadas integer,
  livres integer,
  fechado boolean,
  alterada boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_from date := coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date);
  v_to date;
  v_tour record;
begin
  perform public.admin_required();
  v_to := v_from + least(greatest(coalesce(p_days, 30), 1), 120) - 1;
  for v_tour in select * from public.tour_catalogue() loop
    return query
      select v_tour.title, k.dia, v_tour.per_car, k.capacidade, coalesce(l.vendidas, 0), coalesce(l.reservadas, 0),
             greatest(0, k.capacidade - coalesce(l.vendidas, 0) - coalesce(l.reservadas, 0)), k.fechado, k.alterada
        from public.departure_capacities(v_tour.title, v_from, v_to) k
        left join public.departure_loads(v_tour.title, v_from, v_to) l on l.dia = k.dia
       where extract(dow from k.dia)::smallint = any (v_tour.weekdays);
  end loop;
end;
$$;

revoke all on function public.admin_departures(date, integer) from public, anon, authenticated;
grant execute on function public.admin_departures(date, integer) to authenticated;

create function public.admin_set_tour_capacity(p_passeio text, p_capacidade integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  perform public.admin_required();
  if not exists (select 1 from public.tour_catalogue() c where c.title = p_passeio) then
    raise exception 'Passeio não encontrado.' using errcode = '22023', detail = 'capacity: tour';
  end if;
  if p_capacidade is null or p_capacidade not between 1 and 500 then
    raise exception 'A capacidade vai de 1 a 500.' using errcode = '22023', detail = 'capacity: value';
  end if;
  select to_jsonb(t) into v_before from public.tour_capacity t where t.passeio = p_passeio;
  insert into public.tour_capacity (passeio, capacidade, updated_by)
  values (p_passeio, p_capacidade, (select auth.uid()))
  on conflict (passeio) do update
    set capacidade = excluded.capacidade, updated_at = now(), updated_by = excluded.updated_by;
  perform public.audit('capacidade_passeio', 'capacidade', p_passeio, v_before,
    (select to_jsonb(t) from public.tour_capacity t where t.passeio = p_passeio));
end;
$$;

revoke all on function public.admin_set_tour_capacity(text, integer) from public, anon, authenticated;
grant execute on function public.admin_set_tour_capacity(text, integer) to authenticated;

-- One departure: a capacity (null: back to the tour's), or closed. Seats already sold stay sold: a capacity
-- below them only stops new sales.
create function public.admin_set_departure_capacity(
  p_passeio text,
  p_dia date,
  p_capacidade integer,
  p_fechado boolean default false,
  p_motivo text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
  v_key text := p_passeio || ' ' || p_dia::text;
begin
  perform public.admin_required();
  if not exists (select 1 from public.tour_catalogue() c where c.title = p_passeio) then
    raise exception 'Passeio não encontrado.' using errcode = '22023', detail = 'capacity: tour';
  end if;
  if p_dia is null or p_dia < (now() at time zone 'America/Sao_Paulo')::date then
    raise exception 'Escolha um dia a partir de hoje.' using errcode = '22023', detail = 'capacity: day';
  end if;
  if p_capacidade is not null and p_capacidade not between 0 and 500 then
    raise exception 'A capacidade vai de 0 a 500.' using errcode = '22023', detail = 'capacity: value';
  end if;
  select to_jsonb(d) into v_before from public.departure_capacity d where d.passeio = p_passeio and d.dia = p_dia;
  if p_capacidade is null and not coalesce(p_fechado, false) then
    delete from public.departure_capacity d where d.passeio = p_passeio and d.dia = p_dia;
  else
    insert into public.departure_capacity (passeio, dia, capacidade, fechado, motivo, updated_by)
    values (p_passeio, p_dia, p_capacidade, coalesce(p_fechado, false),
            left(nullif(btrim(coalesce(p_motivo, '')), ''), 500), (select auth.uid()))
    on conflict (passeio, dia) do update
      set capacidade = excluded.capacidade, fechado = excluded.fechado, motivo = excluded.motivo,
          updated_at = now(), updated_by = excluded.updated_by;
  end if;
  perform public.audit('capacidade_saida', 'capacidade', v_key, v_before,
    (select to_jsonb(d) from public.departure_capacity d where d.passeio = p_passeio and d.dia = p_dia),
    nullif(btrim(coalesce(p_motivo, '')), ''));
end;
$$;

revoke all on function public.admin_set_departure_capacity(text, date, integer, boolean, text) from public, anon, authenticated;
grant execute on function public.admin_set_departure_capacity(text, date, integer, boolean, text) to authenticated;

-- The operator gives a customer more time to pay (a transfer on its way): the checkout's pending PIX orders
-- hold their seats p_hours more from now (or from their current end, if later).
create function public.admin_extend_pix_hold(p_id_cliente bigint, p_pix_txid text, p_hours integer)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_until timestamptz;
begin
  perform public.admin_required();
  if p_hours is null or p_hours not between 1 and 168 then
    raise exception 'Prorrogue de 1 a 168 horas.' using errcode = '22023', detail = 'capacity: hours';
  end if;
  for v_order in
    select o.* from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid and o.tipo_pagamento = 'Pix'
       and o.status = 'aguardando pagamento'
     order by o.id
       for update
  loop
    update public.pedido_site
       set expira_em = greatest(coalesce(expira_em, now()), now()) + make_interval(hours => p_hours)
     where id = v_order.id
    returning expira_em into v_until;
    perform public.audit('pix_prorrogado', 'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id));
  end loop;
  if v_until is null then
    raise exception 'Nenhum pedido PIX aguardando com essa transação.' using errcode = '22023', detail = 'capacity: no_order';
  end if;
  return v_until;
end;
$$;

revoke all on function public.admin_extend_pix_hold(bigint, text, integer) from public, anon, authenticated;
grant execute on function public.admin_extend_pix_hold(bigint, text, integer) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- lapse_unpaid_pix_orders(): the scheduled job — PIX orders past their time are cancelled, seats return
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Run every few minutes by the local scheduler and by pg_cron on hosted projects (below). Each lapsed order is
-- cancelled with the reason My Purchases shows, and the customer gets the mail 'Pedido cancelado'. Answers how
-- many it cancelled.
create function public.lapse_unpaid_pix_orders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order record;
  v_count integer := 0;
begin
  for v_order in
    select o.id, o.nome_passeio, o.data_passeio, c.nome_cliente, c.email_cliente
      from public.pedido_site o
      join public.clientes c on c.id_cliente = o.id_cliente
     where o.status = 'aguardando pagamento' and o.tipo_pagamento = 'Pix' and o.expira_em <= now()
     order by o.id
       for update of o skip locked
  loop
    update public.pedido_site
       set status = 'cancelado', motivo_cancelamento = 'Pagamento não identificado no prazo'
     where id = v_order.id;
    perform public.enqueue_email(
      'pedido_cancelado', v_order.email_cliente,
      jsonb_build_object('nome', v_order.nome_cliente, 'passeio', v_order.nome_passeio, 'data', v_order.data_passeio,
                         'motivo', 'Pagamento não identificado no prazo'),
      'pedido_cancelado:' || v_order.id
    );
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

revoke all on function public.lapse_unpaid_pix_orders() from public, anon, authenticated;
grant execute on function public.lapse_unpaid_pix_orders() to service_role;

alter table public.operator_audit drop constraint operator_audit_entity_check;
alter table public.operator_audit add constraint operator_audit_entity_check
  check (entity in ('pedido_site', 'itinerarios', 'clientes', 'booking_requests', 'refunds', 'capacidade'));

-- The hosted schedule: every five minutes, in the database itself (no function call needed). Where pg_cron is
-- missing (the embedded backend, plain PostgreSQL) the local scheduler runs the same function.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: unpaid PIX orders lapse through the local scheduler';
    return;
  end if;
  -- Installed but not preloaded (a plain PostgreSQL with the package), pg_cron cannot be created: say so and go on.
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'pg_cron cannot be enabled here (%): unpaid PIX orders lapse through the local scheduler', sqlerrm;
    return;
  end;
  perform cron.schedule('lapse-unpaid-pix-orders', '*/5 * * * *', 'select public.lapse_unpaid_pix_orders()');
end;
$migration$;
