-- The operator records the customer's choice after the company cancelled a departure. admin_cancel_departure opens a
-- request 'aguardando_cliente' per booking, and only the signed-in owner could answer it
-- (choose_company_cancellation_option, from My Purchases): a customer booked on WhatsApp with no account, or one
-- who simply answered on WhatsApp, could never be recorded, and admin_decide_booking_request refused the request
-- ('O cliente ainda não escolheu...'): the money or the new date stuck for good.
--
-- - choose_company_cancellation_option's judgement moves into record_company_cancellation_choice (internal: no API
--   role may call it): the request awaiting a choice, one of the three choices, the new date's checks
--   (check_new_booking_date; the triggers on booking_requests check that the new day is on sale and has seats),
--   and the mail 'Solicitação recebida' (enqueue_request_email skips a customer without an e-mail). The customer's
--   function keeps its own check (their own request) and then calls it; admin_choose_company_cancellation_option
--   checks the operator (admin_required) and calls it for any request. So a choice is judged by the same rules
--   whoever records it.
-- - The operator's choice is kept with origem = 'operador' (Solicitações: 'Registrada pelo operador (WhatsApp)')
--   and in the audit trail ('escolha_registrada', the request before and after: the choice and the new date),
--   with what the customer said as its reason. The company's reason stays the request's message.
--
-- splinter authenticated_security_definer_function_executable on public.admin_choose_company_cancellation_option: admin_required() first.

-- choose_company_cancellation_option's body as 20261125000300_cancellations.sql wrote it, without the customer's
-- check, and with who records it. The request is locked before it is read.
create or replace function public.record_company_cancellation_choice(
  p_request_id bigint,
  p_escolha text,
  p_nova_data date,
  p_origem text
)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_request public.booking_requests;
begin
  select * into v_request from public.booking_requests r where r.id = p_request_id for update;
  if not found then
    raise exception 'Solicitação não encontrada.' using errcode = '22023', detail = 'request: not_found';
  end if;
  if v_request.status <> 'aguardando_cliente' then
    raise exception 'Esta escolha já foi feita.' using errcode = '22023', detail = 'request: chosen';
  end if;
  if p_escolha is null or p_escolha not in ('remarcar', 'credito', 'reembolso') then
    raise exception 'Escolha remarcar, crédito ou reembolso.' using errcode = '22023', detail = 'request: choice';
  end if;
  if p_escolha = 'remarcar' then
    perform public.check_new_booking_date(v_request.passeio, v_request.data_anterior, p_nova_data);
  end if;
  update public.booking_requests
     set status = 'pendente', escolha = p_escolha, nova_data = case when p_escolha = 'remarcar' then p_nova_data end,
         origem = p_origem
   where id = p_request_id returning * into v_request;
  perform public.enqueue_request_email(v_request.id, 'solicitacao_recebida');
  return v_request;
end;
$function$;

revoke all on function public.record_company_cancellation_choice(bigint, text, date, text) from public, anon, authenticated;
grant execute on function public.record_company_cancellation_choice(bigint, text, date, text) to service_role;

-- The customer's choice: only for their own request; the rest is record_company_cancellation_choice.
create or replace function public.choose_company_cancellation_option(
  p_request_id bigint,
  p_escolha text,
  p_nova_data date default null
)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $function$
begin
  perform 1 from public.booking_requests r
   where r.id = p_request_id
     and r.id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
     for update;
  if not found then
    raise exception 'Solicitação não encontrada.' using errcode = '22023', detail = 'request: not_found';
  end if;
  return public.record_company_cancellation_choice(p_request_id, p_escolha, p_nova_data, 'cliente');
end;
$function$;

-- The operator's: any request awaiting a choice, for the customer who answered on WhatsApp; in the audit trail.
create or replace function public.admin_choose_company_cancellation_option(
  p_request_id bigint,
  p_escolha text,
  p_nova_data date default null,
  p_mensagem text default null
)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_before public.booking_requests;
  v_request public.booking_requests;
begin
  perform public.admin_required();
  select * into v_before from public.booking_requests r where r.id = p_request_id;
  v_request := public.record_company_cancellation_choice(p_request_id, p_escolha, p_nova_data, 'operador');
  perform public.audit(
    'escolha_registrada', 'booking_requests', v_request.id::text, to_jsonb(v_before), to_jsonb(v_request),
    coalesce(left(nullif(btrim(coalesce(p_mensagem, '')), ''), 1000), 'Escolha do cliente pelo WhatsApp')
  );
  return v_request;
end;
$function$;

revoke all on function public.admin_choose_company_cancellation_option(bigint, text, date, text) from public, anon;
grant execute on function public.admin_choose_company_cancellation_option(bigint, text, date, text) to authenticated, service_role;
