-- A lapsed PIX checkout paid after all (issue 29): "a pending PIX order in My Purchases reopens the same charge
-- while it lives, and a new one after it expired (if the seats are still free)".
--
-- When a charge expires its orders lapse ('Pagamento não identificado no prazo') and their seats go back. My
-- Purchases then offers a new PIX for them: create-pix-charge calls reopen_lapsed_pix_orders() first, which makes
-- them pending again for a new hold, in one transaction, only if their departure is still sold and still has
-- room for them. Then the function charges them as any pending checkout. An order the operator or the customer
-- cancelled is never reopened.

create function public.reopen_lapsed_pix_orders(p_id_cliente bigint, p_order_ids bigint[], p_hold_minutes integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_txid text;
  v_per_car boolean;
  v_count integer := 0;
begin
  if p_hold_minutes is null or p_hold_minutes < 1 or p_hold_minutes > 1440 then
    raise exception 'p_hold_minutes must be between 1 and 1440' using errcode = '22023';
  end if;
  for v_order in
    select o.* from public.pedido_site o
     where o.id = any (coalesce(p_order_ids, array[]::bigint[])) and o.id_cliente = p_id_cliente
       and o.tipo_pagamento = 'Pix' and o.status = 'cancelado'
       and o.motivo_cancelamento = 'Pagamento não identificado no prazo'
     order by o.id
       for update
  loop
    if v_txid is not null and v_order.pix_txid is distinct from v_txid then
      raise exception 'Os pedidos são de compras diferentes: pague uma compra por vez.'
        using errcode = '22023', detail = 'pix: mixed';
    end if;
    v_txid := v_order.pix_txid;
    -- Money that already came for it (a charge paid after the lapse) is refunded or booked elsewhere.
    if exists (select 1 from public.pix_charges c where c.status = 'pago' and v_order.id = any (c.order_ids)) then
      raise exception 'O pedido % já foi pago.', v_order.id using errcode = '23514', detail = 'pix: not_payable';
    end if;
    perform public.assert_departure_on_sale(v_order.nome_passeio, v_order.data_passeio);
    select c.per_car into v_per_car from public.tour_catalogue() c where c.title = v_order.nome_passeio;
    perform public.assert_departure_fits(
      v_order.nome_passeio, v_order.data_passeio,
      public.booking_units(coalesce(v_per_car, false), v_order.qtd_adults, v_order.qtd_children, v_order.qtd_babies),
      array[v_order.id]
    );
    update public.pedido_site
       set status = 'aguardando pagamento', motivo_cancelamento = null,
           expira_em = now() + make_interval(mins => p_hold_minutes)
     where id = v_order.id;
    perform public.audit(
      'pix_reaberto', 'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id),
      'Novo PIX pedido pelo cliente depois do prazo'
    );
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

comment on function public.reopen_lapsed_pix_orders(bigint, bigint[], integer) is
  'Lapsed PIX orders of one checkout pending again for a new charge, if their departure is still sold and has room.';

revoke all on function public.reopen_lapsed_pix_orders(bigint, bigint[], integer) from public, anon, authenticated;
grant execute on function public.reopen_lapsed_pix_orders(bigint, bigint[], integer) to service_role;
