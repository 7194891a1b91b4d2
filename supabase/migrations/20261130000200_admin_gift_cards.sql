-- The operator's list of gift cards, /admin/vales-presente (issue 31's known limit: there was no screen for them).
--
-- A customer who lost a card's mail, a recipient who asks whether it was redeemed, a payment to check: the operator
-- finds the card by its code, the buyer's or the recipient's name or e-mail. The table's code column is not granted
-- to authenticated (20261128000300_gift_cards.sql); this function gives it to the operator only.
-- splinter authenticated_security_definer_function_executable on public.admin_gift_cards: admin_required() first; everyone else is refused.

create function public.admin_gift_cards(p_busca text default null)
returns table (
  id bigint,
  codigo text,
  valor numeric,
  tipo_pagamento text,
  status text,
  created_at timestamptz,
  pago_em timestamptz,
  comprador_nome text,
  comprador_email text,
  destinatario_nome text,
  destinatario_email text,
  resgatado_em timestamptz,
  resgatado_por_nome text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := public.fold_search_text(btrim(coalesce(p_busca, '')));
  v_code text := public.normalize_voucher_code(p_busca);
begin
  perform public.admin_required();
  return query
    select v.id, v.codigo, v.valor, v.tipo_pagamento, v.status, v.created_at, v.pago_em,
           b.nome_cliente, b.email_cliente, v.destinatario_nome, v.destinatario_email, v.resgatado_em,
           r.nome_cliente
      from public.vales_presente v
      join public.clientes b on b.id_cliente = v.id_cliente
      left join public.clientes r on r.id_cliente = v.resgatado_por
     where v_term = ''
        or v.codigo = v_code
        or strpos(public.fold_search_text(b.nome_cliente), v_term) > 0
        or strpos(coalesce(b.email_cliente, ''), v_term) > 0
        or strpos(public.fold_search_text(coalesce(v.destinatario_nome, '')), v_term) > 0
        or strpos(coalesce(v.destinatario_email, ''), v_term) > 0
        or strpos(public.fold_search_text(coalesce(r.nome_cliente, '')), v_term) > 0
     order by v.created_at desc, v.id desc
     limit 200;
end;
$$;

revoke all on function public.admin_gift_cards(text) from public, anon, authenticated;
grant execute on function public.admin_gift_cards(text) to authenticated;
