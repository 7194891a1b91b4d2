-- A lapsed PIX checkout made with a coupon reopened past the coupon's limits (issue 31's known limit).
--
-- A lapse cancels the orders, which frees the checkout's coupon use (coupon_uses() counts only uses with a
-- pending or paid order). Reopening them for a new charge (20261126000600_reopen_lapsed_pix.sql) took the use
-- back without asking: a coupon used up meanwhile by other customers, expired or deactivated still discounted the
-- new charge. reopen_lapsed_pix_orders() now judges the coupon again with coupon_discounts(), the check every
-- checkout passes, under the coupon's row lock. A refusal keeps the orders lapsed and says why ('Cupom esgotado',
-- 'Cupom expirado', ...); the customer books again. The amounts stay those of the checkout.

create or replace function public.reopen_lapsed_pix_orders(p_id_cliente bigint, p_order_ids bigint[], p_hold_minutes integer)
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
  v_code text;
  v_titles text[];
  v_people integer[];
  v_gross bigint[];
begin
  if p_hold_minutes is null or p_hold_minutes < 1 or p_hold_minutes > 1440 then
    raise exception 'p_hold_minutes must be between 1 and 1440' using errcode = '22023';
  end if;
  -- The checkout's coupon is judged again, as at checkout: the lapse freed its use, and reopening takes one.
  -- coupon_discounts() refuses a coupon now inactive, expired, no longer valid for these tours or used up, and
  -- keeps its row locked to the end of the transaction, so a checkout racing for its last use waits.
  select min(o.cupom), array_agg(c.title order by o.id),
         array_agg(o.qtd_adults + o.qtd_children + o.qtd_babies order by o.id),
         array_agg(public.order_gross_cents(c.title, o.qtd_adults, o.qtd_children, o.qtd_babies) order by o.id)
    into v_code, v_titles, v_people, v_gross
    from public.pedido_site o
    join public.tour_catalogue() c on c.title = o.nome_passeio
   where o.id = any (coalesce(p_order_ids, array[]::bigint[])) and o.id_cliente = p_id_cliente
     and o.tipo_pagamento = 'Pix' and o.status = 'cancelado'
     and o.motivo_cancelamento = 'Pagamento não identificado no prazo'
     and o.cupom is not null;
  if v_code is not null then
    perform * from public.coupon_discounts(
      v_code, p_id_cliente, v_titles, v_people, v_gross, (now() at time zone 'America/Sao_Paulo')::date, true
    );
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
