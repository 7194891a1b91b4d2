-- A refund of money a payment brought for orders it could not book (payment_to_refund_id: a card session or PIX
-- charge paid after its orders were cancelled, paid twice, or no longer payable) has no booking request, and the
-- operator's console listed only the requests' refunds. When the provider failed it (a cancelled card,
-- 4000 0000 0000 5126 locally; a PIX the payer's bank refused), it waited in 'falhou' on no screen, the customer
-- having been told 'Reembolso efetuado' just before, and was never told otherwise: fail_card_refund and
-- admin_record_pix_refund queued their mails from the request, which these refunds do not have.
--
-- - admin_payment_refunds(): the operator's list of these refunds still to pay (pending, in flight or failed), each
--   with the customer, the order the money was for, why it was not booked, how it was paid ('cartao', 'pix': the
--   refund's own method becomes 'pix' when the operator pays a card's at the bank), and where the refund stands. The
--   console shows them in /admin/solicitacoes ('Reembolsos a pagar') with the same buttons as a booking's refund.
-- - fail_card_refund and admin_record_pix_refund queue 'Reembolso não concluído' and 'Reembolso efetuado' through
--   enqueue_refund_email (20261204000700), which names the order when there is no request.
--
-- splinter authenticated_security_definer_function_executable on public.admin_payment_refunds: admin_required() first.

create or replace function public.admin_payment_refunds()
returns table (
  id bigint,
  status text,
  metodo text,
  valor numeric,
  tentativa integer,
  stripe_refund_id text,
  pix_charge_id text,
  last_error text,
  created_at timestamptz,
  updated_at timestamptz,
  id_cliente bigint,
  nome_cliente text,
  email_cliente text,
  celular text,
  id_pedido bigint,
  passeio text,
  data_passeio date,
  motivo text,
  pagamento text,
  pago_com text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_required();
  return query
    select f.id, f.status, f.metodo, f.valor, f.tentativa, f.stripe_refund_id, f.pix_charge_id, f.last_error,
           f.created_at, f.updated_at, f.id_cliente, c.nome_cliente, c.email_cliente, c.celular,
           t.order_id, o.nome_passeio, o.data_passeio, t.reason, t.session_id,
           case when exists (select 1 from public.stripe_checkout_sessions s where s.id = t.session_id)
                then 'cartao' else 'pix' end
      from public.refunds f
      join public.card_payments_to_refund t on t.id = f.payment_to_refund_id
      join public.clientes c on c.id_cliente = f.id_cliente
      left join public.pedido_site o on o.id = t.order_id
     where f.status <> 'concluido'
     order by f.created_at, f.id
     limit 500;
end;
$$;

comment on function public.admin_payment_refunds() is 'The operator''s list of refunds of payments that booked nothing, still to pay: customer, order, reason and state.';

revoke all on function public.admin_payment_refunds() from public, anon;
grant execute on function public.admin_payment_refunds() to authenticated, service_role;

-- fail_card_refund as 20261126000500_pix_provider_refunds.sql wrote it, its mail queued by enqueue_refund_email.
CREATE OR REPLACE FUNCTION public.fail_card_refund(p_stripe_refund_id text, p_reason text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_refund public.refunds;
  v_count integer := 0;
begin
  for v_refund in
    select * from public.refunds f
     where f.stripe_refund_id = p_stripe_refund_id and f.status in ('processando', 'concluido')
       and (f.metodo = 'cartao' or f.pix_charge_id is not null)
       for update
  loop
    update public.refunds
       set status = 'falhou', pago_em = null, tentativa = tentativa + 1,
           last_error = left(coalesce(p_reason, 'O Stripe não concluiu o reembolso.'), 1000), updated_at = now()
     where id = v_refund.id;
    perform public.audit(
      case v_refund.metodo when 'cartao' then 'reembolso_cartao_falhou' else 'reembolso_pix_falhou' end,
      'refunds', v_refund.id::text, to_jsonb(v_refund),
      (select to_jsonb(x) from public.refunds x where x.id = v_refund.id), p_reason);
    -- Keyed by the attempt that failed: each failure is told once.
    perform public.enqueue_refund_email(v_refund, 'reembolso_falhou',
      jsonb_build_object('reembolso', v_refund.valor, 'metodo', v_refund.metodo, 'chave', v_refund.tentativa::text));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$;

revoke all on function public.fail_card_refund(text, text) from public, anon, authenticated;
grant execute on function public.fail_card_refund(text, text) to service_role;

-- admin_record_pix_refund as 20261126000500_pix_provider_refunds.sql wrote it, its mail queued by
-- enqueue_refund_email.
CREATE OR REPLACE FUNCTION public.admin_record_pix_refund(p_refund_id bigint, p_pago_em date, p_e2e text DEFAULT NULL::text)
 RETURNS public.refunds
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_refund public.refunds;
  v_before jsonb;
  v_e2e text := nullif(upper(btrim(coalesce(p_e2e, ''))), '');
begin
  perform public.admin_required();
  select * into v_refund from public.refunds where id = p_refund_id for update;
  if not found or v_refund.metodo <> 'pix' then
    raise exception 'Reembolso PIX não encontrado.' using errcode = '22023', detail = 'refund: not_found';
  end if;
  if v_refund.status = 'concluido' then
    return v_refund;
  end if;
  if v_refund.pix_charge_id is not null then
    raise exception 'Este PIX foi pago por uma cobrança automática: o reembolso volta pelo provedor, não à mão.'
      using errcode = '22023', detail = 'refund: provider';
  end if;
  if p_pago_em is null or p_pago_em > (now() at time zone 'America/Sao_Paulo')::date then
    raise exception 'Informe a data em que o PIX foi pago (hoje ou antes).' using errcode = '22023', detail = 'refund: date';
  end if;
  if v_e2e is not null and v_e2e !~ '^[A-Z0-9]{1,64}$' then
    raise exception 'O identificador fim a fim (E2E) tem só letras e números.' using errcode = '22023', detail = 'refund: e2e';
  end if;
  v_before := to_jsonb(v_refund);
  update public.refunds
     set status = 'concluido', pago_em = p_pago_em, pix_e2e_id = v_e2e, last_error = null, updated_at = now()
   where id = p_refund_id returning * into v_refund;
  perform public.audit('reembolso_pix_registrado', 'refunds', p_refund_id::text, v_before, to_jsonb(v_refund));
  perform public.enqueue_refund_email(v_refund, 'reembolso_efetuado', public.refund_mail_extra(v_refund.valor, v_refund.metodo, v_refund.tentativa));
  return v_refund;
end;
$function$;

revoke all on function public.admin_record_pix_refund(bigint, date, text) from public, anon;
grant execute on function public.admin_record_pix_refund(bigint, date, text) to authenticated, service_role;
