-- Capacity per departure (issue 19), made fast enough for the calendars and the checkout.
--
-- `npm run bench:backend` (20,000 orders spread over the catalogue's tours) timed tour_availability() for 90 days
-- at about 5x its 25 ms target, and each order insert paid the same cost for its one day. Two things made it
-- slow, neither visible with a handful of rows:
--   * departure_loads() called booking_units() once per booking: a SQL function with `set search_path` is never
--     inlined, so each of the ~1,400 rows of a busy tour's 90 days was a separate function call (and another call
--     of order_rules() inside it);
--   * departure_loads() and departure_capacities() were SQL functions, which PostgreSQL plans again on every
--     call (15 and PGlite alike); as PL/pgSQL their one query is planned once per connection and reused.
-- Same signatures, same answers (tests/integration/schema/capacity.test.ts); the unit formula is booking_units()'s,
-- written out in the query.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The capacity of each day of a tour in a range, and whether it is closed
-- ════════════════════════════════════════════════════════════════════════════════════════════
create or replace function public.departure_capacities(p_title text, p_from date, p_to date)
returns table (dia date, capacidade integer, fechado boolean, alterada boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
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
end;
$$;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Seats (or cars) sold and held per day of a tour in a range
-- ════════════════════════════════════════════════════════════════════════════════════════════
create or replace function public.departure_loads(
  p_title text,
  p_from date,
  p_to date,
  p_skip_orders bigint[] default '{}',
  p_skip_itinerary bigint default null
)
returns table (dia date, vendidas integer, reservadas integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
    with tour as (
      select c.per_car, r.people_per_car from public.tour_catalogue() c, public.order_rules() r where c.title = p_title
    ),
    bookings as (
      select i.data_passeio as dia, true as sold, i.qtd_adultos as adults, i.qtd_criancas as children,
             i.qtd_bebes as babies
        from public.itinerarios i
       where i.nome_passeio = p_title and i.data_passeio between p_from and p_to and i.status = 'Aguardando'
         and i.id_itinerario is distinct from p_skip_itinerary
      union all
      select o.data_passeio, o.status = 'pago', o.qtd_adults, o.qtd_children, o.qtd_babies
        from public.pedido_site o
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
    ),
    units as (
      -- booking_units(), written out: seats are adults and children; a per-car tour takes ceil(people / 4) cars.
      select b.dia, b.sold,
             case when t.per_car
                  then greatest(1, ceil((b.adults + b.children + b.babies)::numeric / t.people_per_car))::integer
                  else b.adults + b.children end as n
        from bookings b, tour t
    )
    select u.dia, coalesce(sum(u.n) filter (where u.sold), 0)::integer,
           coalesce(sum(u.n) filter (where not u.sold), 0)::integer
      from units u
     group by u.dia;
end;
$$;
