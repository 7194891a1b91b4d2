-- PIX refunds through the provider (issue 29): a PIX booking paid by a provider's charge is refunded through the
-- provider's refund API, as a card booking is through Stripe's, with the same rows, states and functions.
--
-- - refunds.pix_charge_id: the paid charge (public.pix_charges) a PIX refund goes back through. create_refund()
--   fills it when the booking's order was paid by a charge; a PIX refund without it is one paid by hand from the
--   bank (the static key, PIX_MODE=static), recorded with admin_record_pix_refund(), which now refuses the others.
-- - A "provider refund" is a card refund (stripe_session_id) or a PIX refund with its charge (pix_charge_id): the
--   refund-card-payment function claims it (admin_claim_card_refund), asks the provider under the same
--   idempotency key (refund-<id>, refund-<id>-<attempt>), and the webhook settles it (settle_card_refunds) or
--   reopens it as 'falhou' with the 'Reembolso não concluído' mail (fail_card_refund), whichever the method.
-- - Money a PIX charge received for orders it could not book (card_payments_to_refund, session_id = the charge)
--   gets a refunds row of its own (payment_to_refund_id, no request) that the webhook sends to the provider at
--   once (claim_payment_refunds); its refunded_at follows the refund.
-- - A provider PIX refund the provider failed (its answer known) may be paid by hand instead
--   (admin_switch_refund_to_pix), as a failed card refund may: the provider holds no live refund for it then.
--
-- splinter authenticated_security_definer_function_executable on public.admin_claim_card_refund: admin_required() first.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- refunds: the PIX charge a refund goes back through, and refunds of payments without a request
-- ════════════════════════════════════════════════════════════════════════════════════════════
alter table public.refunds
  add column pix_charge_id text references public.pix_charges (id) on delete restrict,
  add column payment_to_refund_id bigint unique references public.card_payments_to_refund (id) on delete restrict,
  alter column request_id drop not null,
  add constraint refunds_pix_charge_is_pix check (pix_charge_id is null or metodo = 'pix'),
  add constraint refunds_of_request_or_payment check (num_nonnulls(request_id, payment_to_refund_id) = 1);
comment on column public.refunds.pix_charge_id is
  'The paid PIX charge the refund goes back through at its provider; null for a PIX refund paid by hand.';
comment on column public.refunds.payment_to_refund_id is
  'The payment received for an order it could not book (card_payments_to_refund) this refund returns; no request.';
comment on column public.refunds.stripe_refund_id is
  'The provider''s refund id (Stripe''s, for cards and for Stripe''s PIX).';

create index refunds_pix_charge_idx on public.refunds (pix_charge_id) where pix_charge_id is not null;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- pix_charge_of_order(): the charge that paid an order
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- A paid charge covering the order whose money was not put aside for a refund (paid twice: the second charge's
-- money is in card_payments_to_refund). Null for an order confirmed by hand (the static key).
create function public.pix_charge_of_order(p_order_id bigint)
returns text
language sql
stable
set search_path = ''
as $$
  select c.id from public.pix_charges c
   where c.status = 'pago' and p_order_id = any (c.order_ids)
     and not exists (
       select 1 from public.card_payments_to_refund t where t.session_id = c.id and t.order_id = p_order_id
     )
   order by c.paid_at, c.id
   limit 1;
$$;

revoke all on function public.pix_charge_of_order(bigint) from public, anon, authenticated, service_role;

-- A refund (or a credit) of an accepted request; a PIX booking's refund names the charge that paid it. Same
-- signature as 20261125000300_cancellations.sql.
create or replace function public.create_refund(p_request public.booking_requests, p_amount numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking record;
  v_charge text;
  v_id bigint;
begin
  if coalesce(p_amount, 0) <= 0 then
    return;
  end if;
  select * into v_booking from public.booking_facts(p_request.id_itinerario, p_request.id_pedido);
  if v_booking.metodo = 'pix' then
    select public.pix_charge_of_order(i.id_pedido) into v_charge
      from public.itinerarios i where i.id_itinerario = p_request.id_itinerario;
  end if;
  insert into public.refunds (request_id, id_cliente, metodo, valor, stripe_session_id, pix_charge_id)
  values (p_request.id, p_request.id_cliente, v_booking.metodo, p_amount, v_booking.stripe_session_id, v_charge)
  on conflict (request_id) do nothing
  returning id into v_id;
  if v_id is not null then
    perform public.audit('reembolso_criado', 'refunds', v_id::text, null,
      (select to_jsonb(f) from public.refunds f where f.id = v_id));
  end if;
end;
$$;

revoke all on function public.create_refund(public.booking_requests, numeric)
  from public, anon, authenticated, service_role;

-- PIX refunds still to pay whose booking a charge paid go back through the provider too.
update public.refunds f
   set pix_charge_id = public.pix_charge_of_order(i.id_pedido), updated_at = now()
  from public.booking_requests r
  join public.itinerarios i on i.id_itinerario = r.id_itinerario
 where r.id = f.request_id and f.metodo = 'pix' and f.status <> 'concluido' and f.stripe_session_id is null
   and public.pix_charge_of_order(i.id_pedido) is not null;

-- A refund of a payment without a booking marks that payment refunded while it is done.
create function public.mark_payment_refunded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.card_payments_to_refund
     set refunded_at = case when new.status = 'concluido' then coalesce(refunded_at, now()) end
   where id = new.payment_to_refund_id;
  return new;
end;
$$;

revoke all on function public.mark_payment_refunded() from public, anon, authenticated, service_role;

create trigger refunds_mark_payment_refunded
  after update of status on public.refunds
  for each row when (new.payment_to_refund_id is not null and new.status is distinct from old.status)
  execute function public.mark_payment_refunded();

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Claiming a provider refund: 'pendente' or 'falhou' becomes 'processando', once
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The shared part of the operator's claim and the webhook's: answers whether the caller is to send it.
create function public.claim_provider_refund(p_refund_id bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds;
begin
  select * into v_refund from public.refunds f where f.id = p_refund_id for update;
  if not found or not (v_refund.metodo = 'cartao' or v_refund.pix_charge_id is not null) then
    raise exception 'Reembolso pelo provedor não encontrado.' using errcode = '22023', detail = 'refund: not_found';
  end if;
  if v_refund.status not in ('pendente', 'falhou') then
    return false;
  end if;
  update public.refunds f set status = 'processando', last_error = null, updated_at = now() where f.id = p_refund_id;
  perform public.audit(
    case v_refund.metodo when 'cartao' then 'reembolso_cartao_solicitado' else 'reembolso_pix_solicitado' end,
    'refunds', p_refund_id::text, to_jsonb(v_refund),
    (select to_jsonb(x) from public.refunds x where x.id = p_refund_id));
  return true;
end;
$$;

revoke all on function public.claim_provider_refund(bigint) from public, anon, authenticated, service_role;

-- The operator asks for a card refund or a provider PIX refund. The answer gains the PIX charge, so drop and create;
-- same name and grants as 20261125001100_card_refund_failures.sql.
drop function public.admin_claim_card_refund(bigint);
create function public.admin_claim_card_refund(p_refund_id bigint)
returns table (
  id bigint, stripe_session_id text, valor numeric, send boolean, tentativa integer, pix_charge_id text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_send boolean;
begin
  perform public.admin_required();
  v_send := public.claim_provider_refund(p_refund_id);
  return query
    select f.id, f.stripe_session_id, f.valor, v_send, f.tentativa, f.pix_charge_id
      from public.refunds f where f.id = p_refund_id;
end;
$$;

revoke all on function public.admin_claim_card_refund(bigint) from public, anon, authenticated;
grant execute on function public.admin_claim_card_refund(bigint) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- claim_payment_refunds(): money a PIX charge received for orders it could not book, to send back (the webhook)
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Each such payment of a paid charge gets its refund once; those not yet done or on their way are claimed and
-- answered for the caller to send to the provider (a retry after a failure, with the attempt's key).
create function public.claim_payment_refunds(p_charge_id text)
returns table (id bigint, pix_charge_id text, valor numeric, tentativa integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.card_payments_to_refund;
  v_id bigint;
begin
  for v_payment in
    select t.* from public.card_payments_to_refund t
      join public.pix_charges c on c.id = t.session_id and c.status = 'pago'
     where t.session_id = p_charge_id and t.id_cliente is not null and t.valor > 0
       and not exists (select 1 from public.refunds f where f.payment_to_refund_id = t.id)
     order by t.id
       for update of t
  loop
    insert into public.refunds (payment_to_refund_id, id_cliente, metodo, valor, pix_charge_id)
    values (v_payment.id, v_payment.id_cliente, 'pix', v_payment.valor, p_charge_id)
    on conflict (payment_to_refund_id) do nothing
    returning refunds.id into v_id;
    if v_id is not null then
      perform public.audit('reembolso_criado', 'refunds', v_id::text, null,
        (select to_jsonb(f) from public.refunds f where f.id = v_id),
        'Pagamento PIX sem reserva (' || v_payment.reason || '): pedido ' || v_payment.order_id);
    end if;
  end loop;
  for v_id in
    select f.id from public.refunds f
     where f.pix_charge_id = p_charge_id and f.payment_to_refund_id is not null and f.status in ('pendente', 'falhou')
     order by f.id
  loop
    if public.claim_provider_refund(v_id) then
      return query select f.id, f.pix_charge_id, f.valor, f.tentativa from public.refunds f where f.id = v_id;
    end if;
  end loop;
end;
$$;

revoke all on function public.claim_payment_refunds(text) from public, anon, authenticated;
grant execute on function public.claim_payment_refunds(text) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Settling and failing: provider refunds of either method. Same signatures and grants as 20261125001100.
-- ════════════════════════════════════════════════════════════════════════════════════════════
create or replace function public.settle_card_refunds(p_stripe_refund_ids text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds;
  v_count integer := 0;
begin
  for v_refund in
    select * from public.refunds f
     where f.stripe_refund_id = any (coalesce(p_stripe_refund_ids, array[]::text[])) and f.status <> 'concluido'
       and (f.metodo = 'cartao' or f.pix_charge_id is not null)
       for update
  loop
    update public.refunds set status = 'concluido', pago_em = (now() at time zone 'America/Sao_Paulo')::date,
           last_error = null, updated_at = now()
     where id = v_refund.id;
    perform public.enqueue_request_email(v_refund.request_id, 'reembolso_efetuado', public.refund_mail_extra(v_refund.valor, v_refund.metodo, v_refund.tentativa));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

create or replace function public.fail_card_refund(p_stripe_refund_id text, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
    perform public.enqueue_request_email(v_refund.request_id, 'reembolso_falhou',
      jsonb_build_object('reembolso', v_refund.valor, 'metodo', v_refund.metodo, 'chave', v_refund.tentativa::text));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- By hand: only a PIX refund without a provider's charge. Same signatures and grants as 20261125001100.
-- ════════════════════════════════════════════════════════════════════════════════════════════
create or replace function public.admin_record_pix_refund(p_refund_id bigint, p_pago_em date, p_e2e text default null)
returns public.refunds
language plpgsql
security definer
set search_path = ''
as $$
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
  perform public.enqueue_request_email(v_refund.request_id, 'reembolso_efetuado', public.refund_mail_extra(v_refund.valor, v_refund.metodo, v_refund.tentativa));
  return v_refund;
end;
$$;

-- A provider refund paid by hand instead: a card one never sent or failed with the provider's answer known, a
-- provider PIX one only once the provider failed it (its answer known), so that the provider holds no live refund.
create or replace function public.admin_switch_refund_to_pix(p_refund_id bigint)
returns public.refunds
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds;
  v_before jsonb;
begin
  perform public.admin_required();
  select * into v_refund from public.refunds f where f.id = p_refund_id for update;
  if not found then
    raise exception 'Reembolso não encontrado.' using errcode = '22023', detail = 'refund: not_found';
  end if;
  if v_refund.metodo = 'pix' and v_refund.pix_charge_id is null then
    return v_refund;
  end if;
  if v_refund.metodo = 'pix' and not (v_refund.status = 'falhou' and v_refund.stripe_refund_id is not null) then
    raise exception 'Este reembolso volta pelo provedor do PIX: devolva à mão só depois que ele falhar.'
      using errcode = '22023', detail = 'refund: provider_in_flight';
  end if;
  if not (v_refund.status = 'pendente' or (v_refund.status = 'falhou' and v_refund.stripe_refund_id is not null)) then
    raise exception 'Este reembolso está no Stripe: tente de novo no cartão antes de devolver por PIX.'
      using errcode = '22023', detail = 'refund: card_in_flight';
  end if;
  v_before := to_jsonb(v_refund);
  update public.refunds f set metodo = 'pix', pix_charge_id = null, status = 'pendente', updated_at = now()
   where f.id = p_refund_id returning * into v_refund;
  perform public.audit('reembolso_trocado_para_pix', 'refunds', p_refund_id::text, v_before, to_jsonb(v_refund));
  return v_refund;
end;
$$;
