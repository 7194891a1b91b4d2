-- A PIX transfer that arrives after its order lapsed (issues 17 and 19).
--
-- lapse_unpaid_pix_orders() cancels an unpaid PIX order with the reason 'Pagamento não identificado no prazo' and
-- its seats return. Customers still pay late: a transfer scheduled for the next morning, a bank that was down.
-- Until now the operator could only type the booking again on /admin/reservas/nova (losing its link to the order
-- and the transaction id) or return the money. Now 'Confirmar pagamento' also takes such a checkout, for a tour
-- that has not happened yet, and the departure's seats are checked again, since the lapse gave them back:
-- check_order_move_capacity() refuses an order made active again that no longer fits, with
-- 'Não há mais vagas para ...'. A pending order whose hold ran out but that the job has not cancelled yet is
-- still confirmed without the check, as before: the customer paid within what the shop showed, and that order's
-- seats were only free for the minutes until the job ran.

create or replace function public.admin_confirm_pix_payment(p_id_cliente bigint, p_pix_txid text)
returns table (id_itinerario bigint, id_pedido bigint, newly_confirmed boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_itinerary bigint;
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_lapsed boolean;
begin
  perform public.admin_required();
  for v_order in
    select o.* from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid and o.tipo_pagamento = 'Pix'
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
    perform public.audit(
      case when v_lapsed then 'pix_confirmado_apos_prazo' else 'pix_confirmado' end,
      'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id)
    );
    if v_itinerary is not null then
      perform public.enqueue_booking_confirmed(v_itinerary);
    end if;
  end loop;
  return query
    select i.id_itinerario, i.id_pedido, i.created_at = now()
      from public.itinerarios i
      join public.pedido_site o on o.id = i.id_pedido
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid
     order by i.id_pedido;
end;
$$;

revoke all on function public.admin_confirm_pix_payment(bigint, text) from public, anon, authenticated;
grant execute on function public.admin_confirm_pix_payment(bigint, text) to authenticated;
