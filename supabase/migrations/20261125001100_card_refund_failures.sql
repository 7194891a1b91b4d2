-- A card refund that fails after Stripe took it (issue 18).
--
-- Stripe may answer a card refund 'succeeded' (or 'pending') and fail it days later, when the card was cancelled
-- or has expired: the money goes back to the shop's Stripe balance and Stripe sends charge.refund.updated (and
-- refund.failed) with the refund 'failed' and its failure_reason. Until now the shop only heard charge.refunded,
-- so such a refund stayed 'concluido' and the customer never got the money.
--
-- - fail_card_refund() (the webhook, service role): the shop's refund with that Stripe id becomes 'falhou' again,
--   with the reason in Portuguese, no date paid, and in the audit trail; the customer gets the mail 'Reembolso não
--   concluído' (the 'reembolso_efetuado' they may have had was wrong).
-- - The mail 'Reembolso efetuado' of a later attempt is a mail of its own (its outbox key names the attempt), so
--   the customer hears when the money finally went back, by card or by PIX.
-- - tentativa: the attempt at Stripe, part of the idempotency key (refund-<id> for the first, refund-<id>-2 ...).
--   It grows only when Stripe has said a refund failed: a retry after a lost answer still replays the same refund,
--   never a second one; a retry after a refund Stripe failed asks for a new one (the same key would replay the
--   failed refund for 24 hours).
-- - admin_switch_refund_to_pix(): a card refund that cannot reach the card (never sent, or failed at Stripe with
--   its id known, so Stripe holds no live refund for it) is paid by PIX instead; the operator then records it with
--   admin_record_pix_refund() as any PIX refund.
--
-- splinter authenticated_security_definer_function_executable on public.admin_switch_refund_to_pix: the operator is a signed-in user; the function refuses anyone whose role is not 'admin' (admin_required) before it reads anything.

alter table public.refunds
  add column tentativa integer not null default 1 check (tentativa between 1 and 1000);
comment on column public.refunds.tentativa is
  'The attempt at Stripe, part of the refund''s idempotency key; grows only when Stripe said the last one failed.';

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in (
    'reserva_confirmada', 'pedido_cancelado', 'solicitacao_recebida', 'solicitacao_recusada',
    'cancelamento_confirmado', 'remarcacao_confirmada', 'passeio_cancelado_empresa', 'credito_registrado',
    'reembolso_efetuado', 'reembolso_falhou'
  ));

-- The extra data of a refund's mail: its amount and method, and after a failed attempt the attempt, which makes
-- the outbox key a new one (reembolso_efetuado:<request>:<attempt>). Scalar arguments: a function of the table's
-- row type would be a computed field of refunds to PostgREST.
create function public.refund_mail_extra(p_valor numeric, p_metodo text, p_tentativa integer)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('reembolso', p_valor, 'metodo', p_metodo)
      || case when p_tentativa > 1 then jsonb_build_object('chave', p_tentativa::text) else '{}' end;
$$;

revoke all on function public.refund_mail_extra(numeric, text, integer) from public, anon, authenticated, service_role;

-- What Stripe answered (the refund function, service role). Same signature as before; a refund Stripe answered as
-- failed moves on to the next attempt.
create or replace function public.record_card_refund(p_refund_id bigint, p_stripe_refund_id text, p_status text, p_error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_status not in ('processando', 'concluido', 'falhou') then
    raise exception 'invalid refund status' using errcode = '22023';
  end if;
  update public.refunds
     set stripe_refund_id = coalesce(p_stripe_refund_id, stripe_refund_id),
         status = case when status = 'concluido' then status else p_status end,
         pago_em = case when status <> 'concluido' and p_status = 'concluido'
                        then (now() at time zone 'America/Sao_Paulo')::date else pago_em end,
         tentativa = case when status <> 'concluido' and p_status = 'falhou' and p_stripe_refund_id is not null
                          then tentativa + 1 else tentativa end,
         last_error = left(p_error, 1000), updated_at = now()
   where id = p_refund_id;
  if p_status = 'concluido' then
    perform public.enqueue_request_email(r.request_id, 'reembolso_efetuado', public.refund_mail_extra(r.valor, r.metodo, r.tentativa))
      from public.refunds r where r.id = p_refund_id;
  end if;
end;
$$;

revoke all on function public.record_card_refund(bigint, text, text, text) from public, anon, authenticated;
grant execute on function public.record_card_refund(bigint, text, text, text) to service_role;

-- The claim answers the attempt too, for the idempotency key. The answer's shape changes, so drop and create.
drop function public.admin_claim_card_refund(bigint);
create function public.admin_claim_card_refund(p_refund_id bigint)
returns table (id bigint, stripe_session_id text, valor numeric, send boolean, tentativa integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds;
begin
  perform public.admin_required();
  select * into v_refund from public.refunds f where f.id = p_refund_id for update;
  if not found or v_refund.metodo <> 'cartao' then
    raise exception 'Reembolso no cartão não encontrado.' using errcode = '22023', detail = 'refund: not_found';
  end if;
  if v_refund.status in ('pendente', 'falhou') then
    update public.refunds f set status = 'processando', last_error = null, updated_at = now() where f.id = p_refund_id;
    perform public.audit('reembolso_cartao_solicitado', 'refunds', p_refund_id::text, to_jsonb(v_refund),
      (select to_jsonb(x) from public.refunds x where x.id = p_refund_id));
    return query select v_refund.id, v_refund.stripe_session_id, v_refund.valor, true, v_refund.tentativa;
  else
    return query select v_refund.id, v_refund.stripe_session_id, v_refund.valor, false, v_refund.tentativa;
  end if;
end;
$$;

revoke all on function public.admin_claim_card_refund(bigint) from public, anon, authenticated;
grant execute on function public.admin_claim_card_refund(bigint) to authenticated;

-- Stripe failed a refund it had taken (the webhook, service role): the shop's refund is to be paid again. Answers
-- how many of the shop's refunds it reopened (0 for a refund made elsewhere, or an event heard before).
create function public.fail_card_refund(p_stripe_refund_id text, p_reason text)
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
     where f.stripe_refund_id = p_stripe_refund_id and f.metodo = 'cartao' and f.status in ('processando', 'concluido')
       for update
  loop
    update public.refunds
       set status = 'falhou', pago_em = null, tentativa = tentativa + 1,
           last_error = left(coalesce(p_reason, 'O Stripe não concluiu o reembolso.'), 1000), updated_at = now()
     where id = v_refund.id;
    perform public.audit('reembolso_cartao_falhou', 'refunds', v_refund.id::text, to_jsonb(v_refund),
      (select to_jsonb(x) from public.refunds x where x.id = v_refund.id), p_reason);
    -- Keyed by the attempt that failed: each failure is told once.
    perform public.enqueue_request_email(v_refund.request_id, 'reembolso_falhou',
      jsonb_build_object('reembolso', v_refund.valor, 'metodo', 'cartao', 'chave', v_refund.tentativa::text));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

revoke all on function public.fail_card_refund(text, text) from public, anon, authenticated;
grant execute on function public.fail_card_refund(text, text) to service_role;

-- The operator pays a card refund by PIX instead (the card was cancelled, or the customer asks). Only when Stripe
-- holds no live refund for it: never sent ('pendente'), or failed with Stripe's refund id known. A refund that
-- failed without an answer from Stripe may have been made there: it is retried on the card first, whose same
-- idempotency key finds it.
create function public.admin_switch_refund_to_pix(p_refund_id bigint)
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
  if v_refund.metodo = 'pix' then
    return v_refund;
  end if;
  if not (v_refund.status = 'pendente' or (v_refund.status = 'falhou' and v_refund.stripe_refund_id is not null)) then
    raise exception 'Este reembolso está no Stripe: tente de novo no cartão antes de devolver por PIX.'
      using errcode = '22023', detail = 'refund: card_in_flight';
  end if;
  v_before := to_jsonb(v_refund);
  update public.refunds f set metodo = 'pix', status = 'pendente', updated_at = now()
   where f.id = p_refund_id returning * into v_refund;
  perform public.audit('reembolso_trocado_para_pix', 'refunds', p_refund_id::text, v_before, to_jsonb(v_refund));
  return v_refund;
end;
$$;

revoke all on function public.admin_switch_refund_to_pix(bigint) from public, anon, authenticated;
grant execute on function public.admin_switch_refund_to_pix(bigint) to authenticated;

-- The two other places a refund is done mail it as record_card_refund does: a later attempt is a mail of its own.
-- Same signatures and grants as 20261125000300_cancellations.sql.
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

revoke all on function public.admin_record_pix_refund(bigint, date, text) from public, anon, authenticated;
grant execute on function public.admin_record_pix_refund(bigint, date, text) to authenticated;

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
       and f.metodo = 'cartao'
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

revoke all on function public.settle_card_refunds(text[]) from public, anon, authenticated;
grant execute on function public.settle_card_refunds(text[]) to service_role;
