-- A pending order paid partly with credit that lapses or is cancelled gives the credit back to the lots it came
-- from (give_back_order_credit), one 'devolucao' movement per lot. credit_movements() grouped the movements of one
-- event by their shown expiry too, and a return keeps each lot's expiry (lots granted at different moments never
-- share one), so the customer's statement ('Meu crédito', and the operator's view of a customer) read one return as
-- two lines 'Devolvido de reserva cancelada', each of a part. A line is now one event whatever the lots: the same
-- kind, moment, description and booking, its value their sum, and its expiry the lots' when they all expire on one
-- São Paulo day (as the statement shows it), else none. The lots keep their own expiries: credit_balance() and the
-- checkout read the lots, not this statement.

CREATE OR REPLACE FUNCTION public.credit_movements(p_id_cliente bigint DEFAULT NULL::bigint)
 RETURNS TABLE(id bigint, created_at timestamp with time zone, tipo text, descricao text, valor numeric, expira_em timestamp with time zone, referencia text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_cliente bigint := public.credit_customer_of(p_id_cliente);
begin
  return query
    select max(e.id), e.created_at, e.tipo, e.descricao, sum(e.valor),
           case when count(distinct (e.expira_em at time zone 'America/Sao_Paulo')::date) = 1
                 and count(e.expira_em) = count(*)
                then min(e.expira_em) end,
           e.referencia
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
     group by e.created_at, e.tipo, e.descricao, e.referencia
     order by e.created_at desc, max(e.id) desc;
end;
$function$;

revoke all on function public.credit_movements(bigint) from public, anon;
grant execute on function public.credit_movements(bigint) to authenticated, service_role;
