-- The credit panel said 'R$ 65,45 expiram em 28/11/2027' when all R$ 200,45 expired that day: two lots granted
-- minutes apart expire minutes apart, and credit_balance named the first lot's amount only. What expires next is
-- now every lot expiring on the same São Paulo day as the first (the day is what the panel shows), from that day's
-- first instant.

create or replace function public.credit_balance(p_id_cliente bigint default null)
returns table (saldo numeric, proxima_expiracao timestamptz, valor_a_expirar numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cliente bigint := public.credit_customer_of(p_id_cliente);
begin
  return query
    with live as (
      select l.expira_em, l.restante, (l.expira_em at time zone 'America/Sao_Paulo')::date as dia
        from public.credit_lots l
       where l.id_cliente = v_cliente and l.restante > 0 and l.expira_em > now()
    )
    select coalesce((select sum(live.restante) from live), 0)::numeric,
           min(next.expira_em),
           sum(next.restante)::numeric
      from (select 1) one
      left join live next on next.dia = (select min(live.dia) from live);
end;
$$;

revoke all on function public.credit_balance(bigint) from public;
grant execute on function public.credit_balance(bigint) to authenticated;
grant execute on function public.credit_balance(bigint) to service_role;
