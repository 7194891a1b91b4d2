-- Found by an exploratory QA in a real browser (2026-12-03):
-- - 'Prorrogar prazo' (admin_extend_pix_hold) moved a PIX order's deadline past its departure: a default 24 hours
--   put an order of Parque Amantikir on 28/11/2026 (boarding 13:00) at 29/11/2026 11:00, so it held its seats and
--   stayed 'aguardando' after the tour had left. A PIX order holds at most until the departure's online sales close
--   (public.departure_sales, as public.pix_hold_until does when the order is made); the extension now stops there
--   and is refused, in Portuguese, when nothing is left to extend.
-- - The recipient of a gift card could not open it: the mail 'Você ganhou um vale-presente Movie Tour' links to
--   /vale-presente/{codigo}, and public.gift_card answered 'Vale-presente não encontrado' to anyone but the buyer,
--   the redeemer and the operator. The signed-in user whose confirmed e-mail is the card's recipient e-mail reads it
--   too.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_extend_pix_hold(): never past the departure's online sales close
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Copied from 20261125000500_capacity.sql (its latest definition); changed: each order's new deadline is capped at
-- its departure's sales close, an order already at (or past) it keeps its deadline, the call answers the soonest new
-- deadline of the orders it moved, and is refused when it moved none.
create or replace function public.admin_extend_pix_hold(p_id_cliente bigint, p_pix_txid text, p_hours integer)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_from timestamptz;
  v_close timestamptz;
  v_new timestamptz;
  v_until timestamptz;
  v_found boolean := false;
  v_stuck public.pedido_site;
  v_stuck_close timestamptz;
begin
  perform public.admin_required();
  if p_hours is null or p_hours not between 1 and 168 then
    raise exception 'Prorrogue de 1 a 168 horas.' using errcode = '22023', detail = 'capacity: hours';
  end if;
  for v_order in
    select o.* from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid and o.tipo_pagamento = 'Pix'
       and o.status = 'aguardando pagamento'
     order by o.id
       for update
  loop
    v_found := true;
    v_from := greatest(coalesce(v_order.expira_em, now()), now());
    v_close := case when v_order.data_passeio is not null then
      (select s.vendas_ate from public.departure_sales(v_order.nome_passeio, v_order.data_passeio, now()) s) end;
    -- least() skips a null close (an order without a day has no departure to stop at).
    v_new := least(v_from + make_interval(hours => p_hours), v_close);
    if v_new <= v_from then
      -- Nothing left before the sales close: the order keeps its deadline, never shortened.
      if v_stuck_close is null then
        v_stuck := v_order;
        v_stuck_close := v_close;
      end if;
      continue;
    end if;
    update public.pedido_site set expira_em = v_new where id = v_order.id;
    perform public.audit('pix_prorrogado', 'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id));
    v_until := least(v_until, v_new);
  end loop;
  if not v_found then
    raise exception 'Nenhum pedido PIX aguardando com essa transação.' using errcode = '22023', detail = 'capacity: no_order';
  end if;
  if v_until is null then
    if v_stuck_close <= now() then
      raise exception 'As vendas online de % em % já foram encerradas (%): o prazo do PIX não pode mais ser prorrogado.',
        v_stuck.nome_passeio, to_char(v_stuck.data_passeio, 'DD/MM/YYYY'),
        to_char(v_stuck_close at time zone 'America/Sao_Paulo', 'DD/MM/YYYY "às" HH24:MI')
        using errcode = '22023', detail = 'capacity: sales_closed';
    end if;
    raise exception 'O prazo do PIX já vai até o encerramento das vendas online de % em % (%) e não pode passar dele.',
      v_stuck.nome_passeio, to_char(v_stuck.data_passeio, 'DD/MM/YYYY'),
      to_char(v_stuck_close at time zone 'America/Sao_Paulo', 'DD/MM/YYYY "às" HH24:MI')
      using errcode = '22023', detail = 'capacity: sales_closed';
  end if;
  return v_until;
end;
$$;

revoke all on function public.admin_extend_pix_hold(bigint, text, integer) from public, anon, authenticated;
grant execute on function public.admin_extend_pix_hold(bigint, text, integer) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- gift_card(): the recipient reads the printable card too
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Copied from 20261128000300_gift_cards.sql (its latest definition); changed: the caller whose auth e-mail equals
-- the card's recipient e-mail (trimmed, any case) reads it as well. Only a confirmed address counts: a sign-up that
-- merely typed someone's e-mail must not read the code mailed to them.
create or replace function public.gift_card(p_codigo text)
returns table (
  codigo text,
  valor numeric,
  comprador text,
  destinatario_nome text,
  mensagem text,
  pago_em timestamptz,
  resgatado_em timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me bigint;
  v_email text;
begin
  select c.id_cliente into v_me from public.clientes c
   where c.auth_user_id = (select auth.uid()) and (select auth.uid()) is not null;
  select nullif(lower(btrim(u.email)), '') into v_email from auth.users u
   where u.id = (select auth.uid()) and u.email_confirmed_at is not null;
  return query
    select v.codigo, v.valor, c.nome_cliente, v.destinatario_nome, v.mensagem, v.pago_em, v.resgatado_em
      from public.vales_presente v
      join public.clientes c on c.id_cliente = v.id_cliente
     where v.codigo = public.normalize_voucher_code(p_codigo)
       and v.status = 'pago'
       and (v.id_cliente = v_me or v.resgatado_por = v_me or public.is_admin()
            or lower(btrim(v.destinatario_email)) = v_email);
  if not found then
    raise exception 'Vale-presente não encontrado' using errcode = '22023', detail = 'gift_card: not_found';
  end if;
end;
$$;

revoke all on function public.gift_card(text) from public, anon;
grant execute on function public.gift_card(text) to authenticated;
