-- Clientes' 'Reservas' counted a cancelled booking when it was an itinerary (a PIX or credit checkout, a booking
-- from the messaging app) but not when it was a card order (cancelled card orders are 'cancelado' like the ones
-- never paid). One meaning now: the customer's bookings that stand, confirmed and not cancelled, past and to come:
-- itineraries other than 'Cancelado' and paid card orders (an order still waiting for its payment, lapsed or
-- cancelled is not a booking). It is what the manifest and 'Minhas Compras' call a booking.

create or replace function public.admin_customers(p_busca text DEFAULT NULL::text)
 RETURNS TABLE(id_cliente bigint, nome text, email text, telefone text, saldo_credito numeric, reservas integer, created_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_term text := public.fold_search_text(btrim(coalesce(p_busca, '')));
  v_digits text := regexp_replace(coalesce(p_busca, ''), '\D', '', 'g');
begin
  perform public.admin_required();
  return query
    select c.id_cliente, c.nome_cliente, c.email_cliente, c.celular,
           coalesce((select sum(l.restante) from public.credit_lots l
                      where l.id_cliente = c.id_cliente and l.restante > 0 and l.expira_em > now()), 0)::numeric,
           ((select count(*) from public.itinerarios i
              where i.id_cliente = c.id_cliente and i.status <> 'Cancelado')
            + (select count(*) from public.pedido_site o
                where o.id_cliente = c.id_cliente and o.status = 'pago'
                  and not exists (select 1 from public.itinerarios i where i.id_pedido = o.id)))::integer,
           c.created_at
      from public.clientes c
     where v_term = ''
        or strpos(public.fold_search_text(c.nome_cliente), v_term) > 0
        or strpos(coalesce(c.email_cliente, ''), v_term) > 0
        or (char_length(v_digits) >= 3 and strpos(coalesce(c.celular, ''), v_digits) > 0)
     order by c.created_at desc, c.id_cliente desc
     limit 100;
end;
$function$;
