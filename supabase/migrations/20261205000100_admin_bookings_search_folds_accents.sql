-- Reservas searched names and e-mails with ilike: 'Joao' or 'sao paulo' did not find 'João' or 'São Paulo',
-- while Clientes (admin_customers) already folds case and accents with fold_search_text, and a '%' or '_' typed
-- in the search matched any text. The name and the e-mail are now compared folded, as Clientes does, with strpos:
-- what the operator types is matched literally, '%', '_' and '\' included.

create or replace function public.admin_bookings(p_from date default null, p_to date default null,
                                                 p_text text default null, p_passeio text default null,
                                                 p_status text default null)
returns table (ref text, kind text, id bigint, id_cliente bigint, nome_cliente text, celular text, email text,
               passeio text, data_passeio date, adultos integer, criancas integer, bebes integer, pets integer,
               embarque text, endereco text, origem text, valor numeric, status text, passageiros text,
               observacao text, pix_txid text, created_at timestamptz)
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
             case when i.id_pedido is null then 'WhatsApp' else 'Site (PIX)' end,
             i.valor_total_liquido, i.status, i.passageiros_nomes, i.observacao, o.pix_txid, i.created_at
        from public.itinerarios i
        join public.clientes c on c.id_cliente = i.id_cliente
        left join public.pedido_site o on o.id = i.id_pedido
      union all
      select 'P' || o.id, 'pedido', o.id, c.id_cliente, c.nome_cliente, c.celular, c.email_cliente,
             o.nome_passeio, o.data_passeio, o.qtd_adults, o.qtd_children, o.qtd_babies, o.qtd_pets,
             o.hotel_local, public.boarding_address(o.hotel_local),
             case when o.tipo_pagamento = 'Pix' then 'Site (PIX)' else 'Site (cartão)' end,
             o.valor, o.status, null::text, o.motivo_cancelamento, o.pix_txid, o.created_at
        from public.pedido_site o
        join public.clientes c on c.id_cliente = o.id_cliente
       where not exists (select 1 from public.itinerarios i where i.id_pedido = o.id)
    ) as b (ref, kind, id, id_cliente, nome_cliente, celular, email, passeio, data_passeio, adultos, criancas,
            bebes, pets, embarque, endereco, origem, valor, status, passageiros, observacao, pix_txid, created_at)
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

revoke all on function public.admin_bookings(date, date, text, text, text) from public;
grant execute on function public.admin_bookings(date, date, text, text, text) to authenticated, service_role;
