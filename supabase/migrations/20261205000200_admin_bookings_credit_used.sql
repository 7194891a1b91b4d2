-- The console's booking dialog showed a booking's price only: one paid partly or wholly with the customer's credit
-- read as if all of it had been paid in money, and the operator refunding or explaining it was misled. Each booking
-- now carries the credit it used (credito_usado: its order's, as booking_credit_used answers; 0 for a booking from
-- the messaging app). Its origin follows how the order was paid: a checkout the credit paid ('Crédito') read
-- 'Site (PIX)' as a booked itinerary and 'Site (cartão)' as an order; it reads 'Site (crédito)', and a card
-- checkout a coupon brought to R$ 0 (booked at once) 'Site (cartão)'.
-- A new column changes the function's result type: it is dropped and created again (admin_manifest reads it by
-- name and its columns by name).

drop function public.admin_bookings(date, date, text, text, text);

create function public.admin_bookings(p_from date default null, p_to date default null,
                                                 p_text text default null, p_passeio text default null,
                                                 p_status text default null)
returns table (ref text, kind text, id bigint, id_cliente bigint, nome_cliente text, celular text, email text,
               passeio text, data_passeio date, adultos integer, criancas integer, bebes integer, pets integer,
               embarque text, endereco text, origem text, valor numeric, status text, passageiros text,
               observacao text, pix_txid text, created_at timestamptz, credito_usado numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := nullif(btrim(coalesce(p_text, '')), '');
  v_folded text := public.fold_search_text(btrim(coalesce(p_text, '')));
  v_digits text := nullif(regexp_replace(coalesce(p_text, ''), '[^0-9]', '', 'g'), '');
begin
  perform public.admin_required();
  return query
    select b.* from (
      select 'R' || i.id_itinerario, 'itinerario', i.id_itinerario, c.id_cliente, c.nome_cliente, c.celular,
             c.email_cliente, i.nome_passeio, i.data_passeio, i.qtd_adultos, i.qtd_criancas, i.qtd_bebes,
             i.qtd_pets, coalesce(i.local_embarque, i.hospedagem),
             public.boarding_address(coalesce(i.local_embarque, i.hospedagem)),
             case when i.id_pedido is null then 'WhatsApp'
                  when o.tipo_pagamento = 'Crédito' then 'Site (crédito)'
                  when o.tipo_pagamento = 'Cartão(Stripe)' then 'Site (cartão)'
                  else 'Site (PIX)' end,
             i.valor_total_liquido, i.status, i.passageiros_nomes, i.observacao, o.pix_txid, i.created_at,
             coalesce(o.credito_usado, 0)
        from public.itinerarios i
        join public.clientes c on c.id_cliente = i.id_cliente
        left join public.pedido_site o on o.id = i.id_pedido
      union all
      select 'P' || o.id, 'pedido', o.id, c.id_cliente, c.nome_cliente, c.celular, c.email_cliente,
             o.nome_passeio, o.data_passeio, o.qtd_adults, o.qtd_children, o.qtd_babies, o.qtd_pets,
             o.hotel_local, public.boarding_address(o.hotel_local),
             case when o.tipo_pagamento = 'Pix' then 'Site (PIX)'
                  when o.tipo_pagamento = 'Crédito' then 'Site (crédito)'
                  else 'Site (cartão)' end,
             o.valor, o.status, null::text, o.motivo_cancelamento, o.pix_txid, o.created_at, o.credito_usado
        from public.pedido_site o
        join public.clientes c on c.id_cliente = o.id_cliente
       where not exists (select 1 from public.itinerarios i where i.id_pedido = o.id)
    ) as b (ref, kind, id, id_cliente, nome_cliente, celular, email, passeio, data_passeio, adultos, criancas,
            bebes, pets, embarque, endereco, origem, valor, status, passageiros, observacao, pix_txid, created_at,
            credito_usado)
    where (p_from is null or b.data_passeio >= p_from)
      and (p_to is null or b.data_passeio <= p_to)
      and (p_passeio is null or b.passeio = p_passeio)
      and (p_status is null or b.status = p_status)
      and (v_text is null
           or strpos(public.fold_search_text(b.nome_cliente), v_folded) > 0
           or strpos(public.fold_search_text(b.email), v_folded) > 0
           or b.pix_txid = upper(v_text)
           or b.ref = upper(v_text)
           or (v_digits is not null and char_length(v_digits) >= 4 and b.celular like '%' || v_digits || '%'))
    order by b.data_passeio nulls last, b.passeio, b.embarque, b.nome_cliente
    limit 2000;
end;
$$;

revoke all on function public.admin_bookings(date, date, text, text, text) from public, anon, authenticated;
grant execute on function public.admin_bookings(date, date, text, text, text) to authenticated, service_role;
