-- The printable gift card (/vale-presente/{codigo}) answers an unknown, unpaid or someone else's card with no row,
-- where it raised 'Vale-presente não encontrado' (400): the page shows "not found" either way, and the browser
-- logged every such 400 as a console error. public.voucher answers its unknown codes the same way, so the two
-- lookups of a printable code now agree. Paying for or redeeming a card still refuses an unknown code.

-- gift_card as 20261203000200_hold_cutoff_gift_recipient.sql wrote it, without the raise.
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
end;
$$;

revoke all on function public.gift_card(text) from public, anon;
grant execute on function public.gift_card(text) to authenticated;
