-- One function books a paid site order: its itinerary and its 'Reserva confirmada' mail.
--
-- A PIX payment (confirm_pix_orders, on time or after its hold lapsed) and a checkout confirmed without a payment
-- (settle_credit_orders: the credit paid it, or a coupon left nothing to pay) each wrote the same itinerary from the
-- order and queued the same mail, in two copies of the same statements. book_paid_order() is that step; each path
-- keeps its own status change and audit. Called twice for one order (a retried confirmation), it books once: the
-- itinerary is unique per order, and the mail follows only a new itinerary.

-- It takes the order's id, not its row: a function of a table's row type is a computed column to the REST API.
create function public.book_paid_order(p_order_id bigint)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_itinerary bigint;
begin
  select o.* into strict v_order from public.pedido_site o where o.id = p_order_id;
  insert into public.itinerarios (
    id_cliente, id_pedido, nome_passeio, data_passeio, valor_total_liquido, valor_bruto, qtd_pessoas,
    qtd_adultos, qtd_criancas, qtd_bebes, qtd_pets, hospedagem, local_embarque, status, registrado_por
  )
  values (
    v_order.id_cliente, v_order.id, v_order.nome_passeio, v_order.data_passeio, v_order.valor, v_order.valor,
    v_order.qtd_adults + v_order.qtd_children + v_order.qtd_babies,
    v_order.qtd_adults, v_order.qtd_children, v_order.qtd_babies, v_order.qtd_pets,
    v_order.hotel_local, v_order.hotel_local, 'Aguardando', (select auth.uid())
  )
  on conflict on constraint itinerarios_id_pedido_key do nothing
  returning itinerarios.id_itinerario into v_itinerary;
  if v_itinerary is not null then
    perform public.enqueue_booking_confirmed(v_itinerary);
  end if;
  return v_itinerary;
end;
$$;

comment on function public.book_paid_order(bigint) is
  'The itinerary of a site order just paid (PIX, credit, nothing to pay) and its Reserva confirmada mail; once per order.';

revoke all on function public.book_paid_order(bigint) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.confirm_pix_orders(p_id_cliente bigint, p_pix_txid text, p_order_ids bigint[] DEFAULT NULL::bigint[], p_reason text DEFAULT NULL::text)
 RETURNS TABLE(id_itinerario bigint, id_pedido bigint, newly_confirmed boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  v_order public.pedido_site;
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_lapsed boolean;
begin
  for v_order in
    select o.* from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid and o.tipo_pagamento = 'Pix'
       and (p_order_ids is null or o.id = any (p_order_ids))
       and (
         o.status = 'aguardando pagamento'
         or (o.status = 'cancelado' and o.motivo_cancelamento = 'Pagamento não identificado no prazo')
       )
     order by o.id
       for update
  loop
    v_lapsed := v_order.status = 'cancelado';
    if v_lapsed and v_order.data_passeio < v_today then
      raise exception 'O passeio de % em % já aconteceu: devolva o valor ao cliente.',
        v_order.nome_passeio, to_char(v_order.data_passeio, 'DD/MM/YYYY')
        using errcode = '22023', detail = 'operator: past_tour';
    end if;
    -- Made active again, a lapsed order is checked for seats by pedido_site_seats_move_check.
    update public.pedido_site
       set status = 'pago', status_changed_at = now(), motivo_cancelamento = null
     where id = v_order.id;
    perform public.book_paid_order(v_order.id);
    perform public.audit(
      case when v_lapsed then 'pix_confirmado_apos_prazo' else 'pix_confirmado' end,
      'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id),
      p_reason
    );
  end loop;
  return query
    select i.id_itinerario, i.id_pedido, i.created_at = now()
      from public.itinerarios i
      join public.pedido_site o on o.id = i.id_pedido
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid
       and (p_order_ids is null or o.id = any (p_order_ids))
     order by i.id_pedido;
end;
$$;

CREATE OR REPLACE FUNCTION public.settle_credit_orders()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  v_group record;
  v_free bigint[] := array[]::bigint[];
  v_order public.pedido_site;
begin
  for v_group in
    select n.id_cliente, n.tipo_pagamento, sum(n.valor) as total, sum(n.credito_usado) as credito,
           array_agg(n.id) as ids
      from new_orders n
     where n.tipo_pagamento in ('Pix', 'Cartão(Stripe)') and n.status = 'aguardando pagamento'
     group by n.id_cliente, n.tipo_pagamento
  loop
    if v_group.credito > 0 and v_group.credito >= v_group.total then
      raise exception 'Seu crédito cobre toda a compra: confirme sem pagamento.'
        using errcode = '23514', detail = 'credit: covers_all';
    end if;
    if v_group.total = 0 then
      v_free := v_free || v_group.ids;
    end if;
  end loop;

  for v_order in
    select o.* from public.pedido_site o
     where (o.id in (select n.id from new_orders n where n.tipo_pagamento = 'Crédito') or o.id = any (v_free))
       and o.status = 'aguardando pagamento'
     order by o.id
       for update
  loop
    update public.pedido_site set status = 'pago', status_changed_at = now() where id = v_order.id;
    perform public.book_paid_order(v_order.id);
    if v_order.tipo_pagamento = 'Crédito' then
      perform public.audit('credito_confirmado', 'pedido_site', v_order.id::text, to_jsonb(v_order),
        (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id), 'Pago com crédito');
    else
      perform public.audit('confirmado_sem_pagamento', 'pedido_site', v_order.id::text, to_jsonb(v_order),
        (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id), 'Nada a pagar: o cupom cobriu a compra');
    end if;
  end loop;
  return null;
end;
$$;
