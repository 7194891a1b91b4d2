-- /admin/vagas says a departure is no longer on sale ('Vendas encerradas', 'Partiu'). admin_departures() counted
-- only seats, so the page asked each tour's tour_availability() for that; now admin_departures() answers it itself,
-- from departure_sales(), the helper tour_availability() reads, so the console and the calendars agree.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_departures(): each departure's seats, and whether its online sales closed or it left
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_departures as 20261125000500_capacity.sql wrote it, with departure_sales() joined as
-- 20261126000100_sales_cutoff.sql joins it in tour_availability(). New columns change the result type, so the
-- function is dropped and made again, with the same grants.
drop function public.admin_departures(date, integer);

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
  alterada boolean,
  vendas_encerradas boolean,
  partiu boolean
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
             greatest(0, k.capacidade - coalesce(l.vendidas, 0) - coalesce(l.reservadas, 0)), k.fechado, k.alterada,
             s.vendas_encerradas, s.partiu
        from public.departure_capacities(v_tour.title, v_from, v_to) k
        left join public.departure_loads(v_tour.title, v_from, v_to) l on l.dia = k.dia
        cross join lateral public.departure_sales(v_tour.title, k.dia) s
       where extract(dow from k.dia)::smallint = any (v_tour.weekdays);
  end loop;
end;
$$;

revoke all on function public.admin_departures(date, integer) from public, anon, authenticated;
grant execute on function public.admin_departures(date, integer) to authenticated;
