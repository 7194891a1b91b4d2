-- A checkout with nothing to pay is confirmed at once (issue 31's known limit).
--
-- A coupon of 100%, a fixed coupon as large as the cart, or a coupon that leaves less than the PIX discount brings
-- a checkout to R$ 0. Such a PIX checkout was stored as orders of R$ 0 'aguardando pagamento', and no PIX charge
-- can exist for them (pix_charges.amount_cents > 0): the customer got an error and the orders waited until they
-- lapsed. A card checkout of R$ 0 could not open a session either.
--
-- settle_credit_orders() now confirms a PIX or card checkout whose orders add up to R$ 0 (and took no credit) as it
-- confirms a checkout the credit pays: each order 'pago', its booking, the audit and the 'Reserva confirmada' mail
-- with the voucher. Cancelled later, such a booking refunds nothing (create_refund skips R$ 0). A checkout the
-- credit covers is still refused as before: it is a 'Crédito' checkout, at card prices.

create or replace function public.settle_credit_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group record;
  v_free bigint[] := array[]::bigint[];
  v_order public.pedido_site;
  v_itinerary bigint;
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
    if v_order.tipo_pagamento = 'Crédito' then
      perform public.audit('credito_confirmado', 'pedido_site', v_order.id::text, to_jsonb(v_order),
        (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id), 'Pago com crédito');
    else
      perform public.audit('confirmado_sem_pagamento', 'pedido_site', v_order.id::text, to_jsonb(v_order),
        (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id), 'Nada a pagar: o cupom cobriu a compra');
    end if;
    if v_itinerary is not null then
      perform public.enqueue_booking_confirmed(v_itinerary);
    end if;
  end loop;
  return null;
end;
$$;

revoke all on function public.settle_credit_orders() from public, anon, authenticated, service_role;
