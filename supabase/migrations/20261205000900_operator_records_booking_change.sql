-- The operator records a cancellation or a rescheduling for the customer (spec §9: "Cancellation is requested via
-- the messaging app"). A customer with an account asks from My Purchases (request_booking_change); one who writes
-- on WhatsApp, often booked by the operator (admin_record_booking) and perhaps with no account at all, had no way
-- in: the operator could only cancel a whole departure (admin_cancel_departure).
--
-- - request_booking_change's judgement moves into record_booking_change (internal: no API role may call it): the
--   booking active, one open request per booking, the boarded rule, the policy's proposal and refusals, 72 hours to
--   reschedule and the new date's checks (check_new_booking_date; the triggers on booking_requests check that the
--   new day is on sale and has seats). The customer's function keeps its own check (signed in, their own booking)
--   and then calls it; admin_request_booking_change checks the operator (admin_required) and calls it for any
--   booking. So a request is judged by the same rules whoever records it.
-- - booking_requests.origem says who recorded it: 'cliente' (My Purchases) or 'operador' (the console, for a
--   customer on WhatsApp); Solicitações shows 'Registrada pelo operador (WhatsApp)'. The operator's request is in
--   the audit trail ('solicitacao_registrada'), and the customer gets 'Solicitação recebida' when they have an
--   e-mail (enqueue_email skips a customer without one).
--
-- splinter authenticated_security_definer_function_executable on public.admin_request_booking_change: admin_required() first.

alter table public.booking_requests
  add column origem text not null default 'cliente'
    constraint booking_requests_origem_check check (origem in ('cliente', 'operador'));

comment on column public.booking_requests.origem is
  'Who recorded the request: the customer (My Purchases) or the operator on their behalf (the console).';

-- request_booking_change's body as 20261204000300_boarded_bookings_operator_booking_rules.sql wrote it, without the
-- customer's check, and with who records it. The booking is locked before its facts are read.
create or replace function public.record_booking_change(
  p_ref text,
  p_tipo text,
  p_nova_data date,
  p_mensagem text,
  p_origem text
)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_ids record;
  v_booking record;
  v_terms record;
  v_request public.booking_requests;
begin
  if p_tipo is null or p_tipo not in ('cancelamento', 'remarcacao') then
    raise exception 'Escolha cancelar ou remarcar.' using errcode = '22023', detail = 'booking: kind';
  end if;
  select * into v_ids from public.parse_booking_ref(p_ref);
  -- Serialise the requests of one booking.
  if v_ids.id_itinerario is not null then
    perform 1 from public.itinerarios where id_itinerario = v_ids.id_itinerario for update;
  else
    perform 1 from public.pedido_site where id = v_ids.id_pedido for update;
  end if;
  select * into v_booking from public.booking_facts(v_ids.id_itinerario, v_ids.id_pedido);
  if not found then
    raise exception 'Reserva não encontrada.' using errcode = '22023', detail = 'booking: not_found';
  end if;
  if not v_booking.ativo then
    raise exception 'Esta reserva não está mais ativa.' using errcode = '22023', detail = 'booking: inactive';
  end if;
  if exists (
    select 1 from public.booking_requests r
     where r.status in ('pendente', 'aguardando_cliente')
       and (r.id_itinerario = v_ids.id_itinerario or r.id_pedido = v_ids.id_pedido)
  ) then
    raise exception 'Já existe uma solicitação em andamento para esta reserva.'
      using errcode = '23505', detail = 'booking: open_request';
  end if;
  if public.booking_boarded(v_ids.id_itinerario, v_ids.id_pedido) then
    raise exception 'O embarque desta reserva já foi registrado: ela não pode mais ser cancelada nem remarcada.'
      using errcode = '22023', detail = 'booking: boarded';
  end if;
  select * into v_terms from public.cancellation_terms(
    v_booking.passeio, v_booking.data_passeio, v_booking.confirmado_em, v_booking.valor, false
  );
  if p_tipo = 'cancelamento' and not v_terms.pode_cancelar then
    raise exception 'Esta reserva não pode mais ser cancelada pela política de cancelamento.'
      using errcode = '22023', detail = 'booking: policy_cancel';
  end if;
  if p_tipo = 'remarcacao' then
    if not v_terms.pode_remarcar then
      raise exception 'A remarcação precisa ser pedida com pelo menos 72 horas de antecedência.'
        using errcode = '22023', detail = 'booking: policy_reschedule';
    end if;
    perform public.check_new_booking_date(v_booking.passeio, v_booking.data_passeio, p_nova_data);
  end if;
  insert into public.booking_requests (
    id_cliente, id_itinerario, id_pedido, tipo, passeio, data_anterior, nova_data, mensagem, valor_pago,
    regra, percentual, reembolso_proposto, origem
  )
  values (
    v_booking.id_cliente, v_ids.id_itinerario, v_ids.id_pedido, p_tipo, v_booking.passeio, v_booking.data_passeio,
    case when p_tipo = 'remarcacao' then p_nova_data end,
    left(nullif(btrim(coalesce(p_mensagem, '')), ''), 1000),
    coalesce(v_booking.valor, 0), v_terms.regra, v_terms.percentual, v_terms.reembolso, p_origem
  )
  returning * into v_request;
  perform public.enqueue_request_email(v_request.id, 'solicitacao_recebida');
  return v_request;
end;
$function$;

revoke all on function public.record_booking_change(text, text, date, text, text) from public, anon, authenticated;
grant execute on function public.record_booking_change(text, text, date, text, text) to service_role;

-- The customer's request: signed in, and only for their own booking; the rest is record_booking_change.
create or replace function public.request_booking_change(
  p_ref text,
  p_tipo text,
  p_nova_data date default null,
  p_mensagem text default null
)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_ids record;
begin
  if (select auth.uid()) is null then
    raise exception 'Faça login para continuar.' using errcode = '42501', detail = 'booking: signed_out';
  end if;
  select * into v_ids from public.parse_booking_ref(p_ref);
  if not exists (
    select 1
      from public.booking_facts(v_ids.id_itinerario, v_ids.id_pedido) b
      join public.clientes c on c.id_cliente = b.id_cliente
     where c.auth_user_id = (select auth.uid())
  ) then
    raise exception 'Reserva não encontrada.' using errcode = '22023', detail = 'booking: not_found';
  end if;
  return public.record_booking_change(p_ref, p_tipo, p_nova_data, p_mensagem, 'cliente');
end;
$function$;

-- The operator's: any booking, for the customer who asked on WhatsApp; in the audit trail.
create or replace function public.admin_request_booking_change(
  p_ref text,
  p_tipo text,
  p_nova_data date default null,
  p_mensagem text default null
)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_request public.booking_requests;
begin
  perform public.admin_required();
  v_request := public.record_booking_change(p_ref, p_tipo, p_nova_data, p_mensagem, 'operador');
  perform public.audit(
    'solicitacao_registrada', 'booking_requests', v_request.id::text, null, to_jsonb(v_request),
    coalesce(v_request.mensagem, 'Pedido do cliente pelo WhatsApp')
  );
  return v_request;
end;
$function$;

revoke all on function public.admin_request_booking_change(text, text, date, text) from public, anon;
grant execute on function public.admin_request_booking_change(text, text, date, text) to authenticated, service_role;
