-- The credit ledger answers one line per event.
--
-- The database writes one movement per credit lot, so a booking paid from two grants is two 'uso' movements. The
-- customer's page and the operator's customer card read them as one use, and the page merged them itself
-- (mergeLedgerLines). credit_movements() now groups the movements of one event (the same kind, moment, description,
-- expiry as shown and booking) and sums their values, so every reader of the ledger, the REST API's included, gets
-- the lines and amounts the database judges. A line keeps the id of its newest movement.

create or replace function public.credit_movements(p_id_cliente bigint default null)
returns table (
  id bigint, created_at timestamptz, tipo text, descricao text, valor numeric, expira_em timestamptz, referencia text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cliente bigint := public.credit_customer_of(p_id_cliente);
begin
  return query
    select max(e.id), e.created_at, e.tipo, e.descricao, sum(e.valor), e.expira_em, e.referencia
      from (
        select m.id, m.created_at, m.tipo, m.descricao, m.valor::numeric as valor,
               case when m.tipo in ('uso', 'expiracao') then null else l.expira_em end as expira_em,
               coalesce(i.voucher, io.voucher, o.voucher) as referencia
          from public.credit_movements m
          join public.credit_lots l on l.id = m.lot_id
          left join public.booking_requests r on r.id = m.request_id
          left join public.pedido_site o on o.id = coalesce(m.id_pedido, r.id_pedido)
          left join public.itinerarios i on i.id_itinerario = coalesce(m.id_itinerario, r.id_itinerario)
          left join public.itinerarios io on io.id_pedido = o.id
         where m.id_cliente = v_cliente
      ) e
     group by e.created_at, e.tipo, e.descricao, e.expira_em, e.referencia
     order by e.created_at desc, max(e.id) desc;
end;
$$;
