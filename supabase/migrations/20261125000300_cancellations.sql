-- Cancellations, refunds and rescheduling as the published policy promises (issue 18, spec §9).
--
-- A confirmed booking is an itinerary (reference R<id>: a confirmed PIX order or a booking from the messaging app)
-- or a paid card order (P<id>), as admin_bookings() lists them. The customer asks to cancel or to move one
-- (request_booking_change); the operator accepts or refuses (admin_decide_booking_request); a refund is then paid
-- by card through Stripe (the refund-card-payment function) or by PIX outside the shop and recorded
-- (admin_record_pix_refund). The operator may also cancel a whole departure (admin_cancel_departure): each customer
-- then chooses rescheduling, a 100% credit or a full refund (choose_company_cancellation_option).
--
-- The policy is src/domain/cancellation-policy.ts; cancellation_terms() below is the database's copy of it, and
-- tests/integration/schema/cancellation-policy-sql.test.ts runs the domain's table of cases through both. The
-- database judges every request with it: a customer cannot ask for what the policy does not give.

-- splinter authenticated_security_definer_function_executable on public.request_booking_change: the customer acts only on a booking of their own customer record (auth.uid()), checked first.
-- splinter authenticated_security_definer_function_executable on public.choose_company_cancellation_option: the customer acts only on a request of their own customer record, checked first.
-- splinter authenticated_security_definer_function_executable on public.admin_decide_booking_request: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_cancel_departure: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_record_pix_refund: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_claim_card_refund: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.cancellation_terms_for: answers only for a booking the caller owns, or for the operator.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The departure of a tour: the start of its pick-up window in São Paulo (src/domain/booking-email.ts)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.tour_departure_time(p_title text)
returns time
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_title
    when 'City Tour Tradicional' then time '08:00'
    when 'Parque Amantikir' then time '13:00'
    when 'City Tour Cultural' then time '08:00'
    when 'Fazenda Prana — Pôr do Sol' then time '13:00'
    when 'Agroturismo na Serra' then time '07:30'
    when 'Rota do Horto Florestal' then time '07:30'
    when 'Rota Alto Lajeado' then time '07:30'
    when 'Turismo Aparecida' then time '07:30'
    else time '08:00'
  end;
$$;

revoke all on function public.tour_departure_time(text) from public, anon, authenticated;
grant execute on function public.tour_departure_time(text) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- cancellation_terms(): the policy, for a booking and a moment
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Notice in São Paulo calendar days (tour day − today). In order:
--   the departure has passed (no-show or done)             → nothing, no rescheduling;
--   a combo whose use has started                          → no cancellation;
--   cancelled by the company                               → 100%, and rescheduling;
--   within 7 days (168 h) of the purchase confirmation     → 100% (regret right);
--   31 days or more                                        → 90%;
--   21 to 30 days                                          → 80%;
--   20 days or fewer                                       → nothing (docs/decisions/2026-11-25-day-20-of-the-cancellation-policy.md).
-- Rescheduling: at least 72 hours before the departure.
create function public.cancellation_terms(
  p_passeio text,
  p_data date,
  p_confirmado_em timestamptz,
  p_valor numeric,
  p_pela_empresa boolean default false,
  p_agora timestamptz default now(),
  p_combo_iniciado boolean default false
)
returns table (
  regra text,
  pode_cancelar boolean,
  percentual integer,
  reembolso numeric,
  pode_remarcar boolean,
  dias integer
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (p_agora at time zone 'America/Sao_Paulo')::date;
  v_departure timestamptz := (p_data + public.tour_departure_time(p_passeio)) at time zone 'America/Sao_Paulo';
  v_days integer := p_data - v_today;
  v_value numeric := greatest(coalesce(p_valor, 0), 0);
  v_reschedule boolean := p_agora <= v_departure - interval '72 hours';
begin
  if p_agora >= v_departure then
    return query select 'passeio-realizado', false, 0, 0::numeric, false, v_days;
  elsif p_combo_iniciado then
    return query select 'combo-iniciado', false, 0, 0::numeric, false, v_days;
  elsif p_pela_empresa then
    return query select 'cancelado-pela-empresa', true, 100, round(v_value, 2), true, v_days;
  elsif p_confirmado_em is not null and p_agora <= p_confirmado_em + interval '7 days' then
    return query select 'arrependimento', true, 100, round(v_value, 2), v_reschedule, v_days;
  elsif v_days >= 31 then
    return query select 'antecedencia-31', true, 90, round(v_value * 0.9, 2), v_reschedule, v_days;
  elsif v_days >= 21 then
    return query select 'antecedencia-21-30', true, 80, round(v_value * 0.8, 2), v_reschedule, v_days;
  else
    return query select 'sem-reembolso', true, 0, 0::numeric, v_reschedule, v_days;
  end if;
end;
$$;

revoke all on function public.cancellation_terms(text, date, timestamptz, numeric, boolean, timestamptz, boolean)
  from public, anon, authenticated;
grant execute on function public.cancellation_terms(text, date, timestamptz, numeric, boolean, timestamptz, boolean)
  to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Bookings: cancelled ones keep their row; when and why
-- ════════════════════════════════════════════════════════════════════════════════════════════
alter table public.itinerarios
  add column cancelado_em timestamptz,
  add column cancelado_pela_empresa boolean not null default false,
  add column motivo_cancelamento text check (char_length(motivo_cancelamento) <= 500);
alter table public.pedido_site
  add column cancelado_pela_empresa boolean not null default false;

-- Every change of an order's status is stamped, whoever makes it (the customer's own cancellation included).
create function public.stamp_order_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    if new.status = 'cancelado' and new.motivo_cancelamento is null and old.status = 'aguardando pagamento'
       and not public.is_admin() then
      new.motivo_cancelamento := 'Cancelado pelo cliente';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function public.stamp_order_status() from public, anon, authenticated, service_role;

create trigger pedido_site_stamp_status
  before update of status on public.pedido_site
  for each row execute function public.stamp_order_status();

-- One booking, whichever table holds it: what the requests and refunds need to know.
create function public.booking_facts(p_id_itinerario bigint, p_id_pedido bigint)
returns table (
  id_cliente bigint,
  passeio text,
  data_passeio date,
  valor numeric,
  confirmado_em timestamptz,
  ativo boolean,
  cancelado_pela_empresa boolean,
  metodo text,
  stripe_session_id text,
  adultos integer,
  criancas integer,
  bebes integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id_cliente, i.nome_passeio, i.data_passeio, i.valor_total_liquido, i.created_at,
         i.status = 'Aguardando', i.cancelado_pela_empresa, 'pix', null::text,
         i.qtd_adultos, i.qtd_criancas, i.qtd_bebes
    from public.itinerarios i
   where p_id_itinerario is not null and i.id_itinerario = p_id_itinerario
  union all
  select o.id_cliente, o.nome_passeio, o.data_passeio, o.valor,
         coalesce((select s.confirmed_at from public.stripe_checkout_sessions s where s.id = o.stripe_session_id),
                  o.status_changed_at, o.created_at),
         o.status = 'pago', o.cancelado_pela_empresa, 'cartao', o.stripe_session_id,
         o.qtd_adults, o.qtd_children, o.qtd_babies
    from public.pedido_site o
   where p_id_itinerario is null and p_id_pedido is not null and o.id = p_id_pedido
     and o.tipo_pagamento = 'Cartão(Stripe)';
$$;

revoke all on function public.booking_facts(bigint, bigint) from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- booking_requests: a customer's (or the company's) cancellation or rescheduling, and its answer
-- ════════════════════════════════════════════════════════════════════════════════════════════
--   tipo      cancelamento | remarcacao | cancelamento_empresa (a departure the company cancelled)
--   status    pendente (the operator answers) | aguardando_cliente (company cancellation: the customer chooses)
--             | aceito | recusado
--   escolha   for cancelamento_empresa: remarcar | credito | reembolso
-- The policy's answer at the moment of the request is kept with it (regra, percentual, reembolso_proposto): the
-- operator sees what the customer was shown, and may give another refund only with a reason.
create table public.booking_requests (
  id bigint generated always as identity primary key,
  id_cliente bigint not null references public.clientes (id_cliente) on delete restrict,
  id_itinerario bigint references public.itinerarios (id_itinerario) on delete restrict,
  id_pedido bigint references public.pedido_site (id) on delete restrict,
  tipo text not null check (tipo in ('cancelamento', 'remarcacao', 'cancelamento_empresa')),
  status text not null default 'pendente'
    check (status in ('pendente', 'aguardando_cliente', 'aceito', 'recusado')),
  escolha text check (escolha in ('remarcar', 'credito', 'reembolso')),
  passeio text not null,
  data_anterior date not null,
  nova_data date,
  mensagem text check (char_length(mensagem) <= 1000),
  valor_pago numeric(10, 2) not null check (valor_pago >= 0),
  regra text not null check (char_length(regra) <= 40),
  percentual integer not null check (percentual between 0 and 100),
  reembolso_proposto numeric(10, 2) not null check (reembolso_proposto >= 0),
  diferenca_tarifa numeric(10, 2) not null default 0 check (diferenca_tarifa >= 0),
  created_at timestamptz not null default now(),
  decidido_em timestamptz,
  decidido_por uuid references auth.users (id) on delete set null,
  motivo_decisao text check (char_length(motivo_decisao) <= 500),
  reembolso numeric(10, 2) check (reembolso >= 0),
  motivo_ajuste text check (char_length(motivo_ajuste) <= 500),
  constraint booking_requests_one_booking check (num_nonnulls(id_itinerario, id_pedido) = 1),
  constraint booking_requests_new_date check (
    (tipo <> 'remarcacao' or nova_data is not null) and (tipo <> 'cancelamento' or nova_data is null)
  ),
  constraint booking_requests_refund_within_paid check (reembolso is null or reembolso <= valor_pago),
  constraint booking_requests_adjusted_with_reason
    check (reembolso is null or reembolso = reembolso_proposto or char_length(btrim(coalesce(motivo_ajuste, ''))) >= 3)
);
comment on table public.booking_requests is
  'Cancellation and rescheduling requests (issue 18): written only by the request and operator functions.';

alter table public.booking_requests enable row level security;

-- One open request per booking at a time.
create unique index booking_requests_open_itinerary
  on public.booking_requests (id_itinerario) where status in ('pendente', 'aguardando_cliente');
create unique index booking_requests_open_order
  on public.booking_requests (id_pedido) where status in ('pendente', 'aguardando_cliente');
create index booking_requests_itinerario_idx on public.booking_requests (id_itinerario);
create index booking_requests_pedido_idx on public.booking_requests (id_pedido);
create index booking_requests_cliente_idx on public.booking_requests (id_cliente, created_at desc);
create index booking_requests_status_idx on public.booking_requests (status, created_at);
create index booking_requests_decidido_por_idx on public.booking_requests (decidido_por) where decidido_por is not null;

revoke all on table public.booking_requests from anon, authenticated;
grant select on table public.booking_requests to authenticated;
grant all on table public.booking_requests to service_role;

create policy "Customers read their own requests; the operator reads all"
  on public.booking_requests for select to authenticated
  using (
    id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
    or (select public.is_admin())
  );

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- refunds: money going back; card refunds through Stripe, PIX refunds paid outside and recorded
-- ════════════════════════════════════════════════════════════════════════════════════════════
--   status  pendente (to pay) | processando (asked of Stripe) | concluido | falhou (Stripe refused: may be retried)
-- One refund per request: pressing the button twice finds it 'processando' (admin_claim_card_refund) and Stripe
-- gets the refund's id as idempotency key.
create table public.refunds (
  id bigint generated always as identity primary key,
  request_id bigint not null unique references public.booking_requests (id) on delete restrict,
  id_cliente bigint not null references public.clientes (id_cliente) on delete restrict,
  metodo text not null check (metodo in ('cartao', 'pix')),
  valor numeric(10, 2) not null check (valor > 0),
  status text not null default 'pendente' check (status in ('pendente', 'processando', 'concluido', 'falhou')),
  stripe_session_id text check (char_length(stripe_session_id) <= 255),
  stripe_refund_id text unique check (char_length(stripe_refund_id) <= 255),
  pix_e2e_id text check (pix_e2e_id ~ '^[A-Za-z0-9]{1,64}$'),
  pago_em date,
  last_error text check (char_length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint refunds_card_has_session check (metodo <> 'cartao' or stripe_session_id is not null)
);
comment on table public.refunds is 'Refunds of cancelled bookings (issue 18): written only by the functions.';

alter table public.refunds enable row level security;

create index refunds_cliente_idx on public.refunds (id_cliente);
create index refunds_status_idx on public.refunds (status) where status <> 'concluido';

revoke all on table public.refunds from anon, authenticated;
grant select on table public.refunds to authenticated;
grant all on table public.refunds to service_role;

create policy "Customers read their own refunds; the operator reads all"
  on public.refunds for select to authenticated
  using (
    id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
    or (select public.is_admin())
  );

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- customer_credits: the 100% credit a customer may choose when the company cancels
-- ════════════════════════════════════════════════════════════════════════════════════════════
create table public.customer_credits (
  id bigint generated always as identity primary key,
  request_id bigint not null unique references public.booking_requests (id) on delete restrict,
  id_cliente bigint not null references public.clientes (id_cliente) on delete restrict,
  valor numeric(10, 2) not null check (valor > 0),
  created_at timestamptz not null default now(),
  usado_em timestamptz
);
comment on table public.customer_credits is 'Credits from company cancellations (issue 18), used with the operator.';

alter table public.customer_credits enable row level security;

create index customer_credits_cliente_idx on public.customer_credits (id_cliente);

revoke all on table public.customer_credits from anon, authenticated;
grant select on table public.customer_credits to authenticated;
grant all on table public.customer_credits to service_role;

create policy "Customers read their own credits; the operator reads all"
  on public.customer_credits for select to authenticated
  using (
    id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
    or (select public.is_admin())
  );

-- The audit trail and the outbox learn the new entities and mails.
alter table public.operator_audit drop constraint operator_audit_entity_check;
alter table public.operator_audit add constraint operator_audit_entity_check
  check (entity in ('pedido_site', 'itinerarios', 'clientes', 'booking_requests', 'refunds'));
alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in (
    'reserva_confirmada', 'pedido_cancelado', 'solicitacao_recebida', 'solicitacao_recusada',
    'cancelamento_confirmado', 'remarcacao_confirmada', 'passeio_cancelado_empresa', 'credito_registrado',
    'reembolso_efetuado'
  ));

-- The mail of a request's change: its template and the request's facts.
create function public.enqueue_request_email(p_request_id bigint, p_template text, p_extra jsonb default '{}')
returns void
language sql
security definer
set search_path = ''
as $$
  select public.enqueue_email(
    p_template,
    c.email_cliente,
    jsonb_build_object(
      'nome', c.nome_cliente,
      'passeio', r.passeio,
      'data', r.data_anterior,
      'nova_data', r.nova_data,
      'valor_pago', r.valor_pago,
      'reembolso', coalesce(r.reembolso, r.reembolso_proposto),
      'percentual', r.percentual,
      'motivo', r.motivo_decisao,
      'referencia', case when r.id_itinerario is not null then 'R' || r.id_itinerario else 'P' || r.id_pedido end
    ) || coalesce(p_extra, '{}'),
    p_template || ':' || r.id || coalesce(':' || (p_extra ->> 'chave'), '')
  )
  from public.booking_requests r
  join public.clientes c on c.id_cliente = r.id_cliente
  where r.id = p_request_id;
$$;

revoke all on function public.enqueue_request_email(bigint, text, jsonb) from public, anon, authenticated, service_role;

-- A booking reference ('R12', 'P34') as its two ids.
create function public.parse_booking_ref(p_ref text, out id_itinerario bigint, out id_pedido bigint)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_ref text := upper(btrim(coalesce(p_ref, '')));
begin
  if v_ref ~ '^R[0-9]{1,15}$' then
    id_itinerario := substr(v_ref, 2)::bigint;
  elsif v_ref ~ '^P[0-9]{1,15}$' then
    id_pedido := substr(v_ref, 2)::bigint;
  else
    raise exception 'Reserva não encontrada.' using errcode = '22023', detail = 'booking: ref';
  end if;
end;
$$;

revoke all on function public.parse_booking_ref(text) from public, anon;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- cancellation_terms_for(): what the policy gives today for one of the caller's bookings
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.cancellation_terms_for(p_ref text)
returns table (regra text, pode_cancelar boolean, percentual integer, reembolso numeric, pode_remarcar boolean, dias integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids record;
  v_booking record;
begin
  select * into v_ids from public.parse_booking_ref(p_ref);
  select * into v_booking from public.booking_facts(v_ids.id_itinerario, v_ids.id_pedido);
  if not found or not (
       public.is_admin()
       or v_booking.id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
     ) then
    raise exception 'Reserva não encontrada.' using errcode = '22023', detail = 'booking: not_found';
  end if;
  return query select * from public.cancellation_terms(
    v_booking.passeio, v_booking.data_passeio, v_booking.confirmado_em, v_booking.valor,
    v_booking.cancelado_pela_empresa
  );
end;
$$;

revoke all on function public.cancellation_terms_for(text) from public, anon, authenticated;
grant execute on function public.cancellation_terms_for(text) to authenticated;

-- The checks a new date passes, for a reschedule: the tour runs that day, from today on, not the same day.
create function public.check_new_booking_date(p_passeio text, p_atual date, p_nova date)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_weekdays smallint[];
begin
  select c.weekdays into v_weekdays from public.tour_catalogue() c where c.title = p_passeio;
  if p_nova is null or p_nova <= v_today then
    raise exception 'Escolha uma nova data a partir de amanhã.' using errcode = '22023', detail = 'booking: new_date';
  end if;
  if p_nova = p_atual then
    raise exception 'A nova data é igual à data atual do passeio.' using errcode = '22023', detail = 'booking: same_date';
  end if;
  if v_weekdays is null or not (extract(dow from p_nova)::smallint = any (v_weekdays)) then
    raise exception 'O passeio "%" não acontece em %.', p_passeio, to_char(p_nova, 'DD/MM/YYYY')
      using errcode = '22023', detail = 'booking: weekday';
  end if;
end;
$$;

revoke all on function public.check_new_booking_date(text, date, date) from public, anon, authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- request_booking_change(): the customer asks to cancel or to move one of their bookings
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.request_booking_change(p_ref text, p_tipo text, p_nova_data date default null, p_mensagem text default null)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids record;
  v_booking record;
  v_terms record;
  v_request public.booking_requests;
begin
  if (select auth.uid()) is null then
    raise exception 'Faça login para continuar.' using errcode = '42501', detail = 'booking: signed_out';
  end if;
  if p_tipo not in ('cancelamento', 'remarcacao') then
    raise exception 'Escolha cancelar ou remarcar.' using errcode = '22023', detail = 'booking: kind';
  end if;
  select * into v_ids from public.parse_booking_ref(p_ref);
  select * into v_booking from public.booking_facts(v_ids.id_itinerario, v_ids.id_pedido);
  if not found
     or v_booking.id_cliente not in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid())) then
    raise exception 'Reserva não encontrada.' using errcode = '22023', detail = 'booking: not_found';
  end if;
  -- Serialise the requests of one booking.
  if v_ids.id_itinerario is not null then
    perform 1 from public.itinerarios where id_itinerario = v_ids.id_itinerario for update;
  else
    perform 1 from public.pedido_site where id = v_ids.id_pedido for update;
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
    regra, percentual, reembolso_proposto
  )
  values (
    v_booking.id_cliente, v_ids.id_itinerario, v_ids.id_pedido, p_tipo, v_booking.passeio, v_booking.data_passeio,
    case when p_tipo = 'remarcacao' then p_nova_data end,
    left(nullif(btrim(coalesce(p_mensagem, '')), ''), 1000),
    coalesce(v_booking.valor, 0), v_terms.regra, v_terms.percentual, v_terms.reembolso
  )
  returning * into v_request;
  perform public.enqueue_request_email(v_request.id, 'solicitacao_recebida');
  return v_request;
end;
$$;

revoke all on function public.request_booking_change(text, text, date, text) from public, anon, authenticated;
grant execute on function public.request_booking_change(text, text, date, text) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Applying an accepted request to its booking
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.cancel_booking_row(p_request public.booking_requests, p_reason text, p_by_company boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  if p_request.id_itinerario is not null then
    select to_jsonb(i) into v_before from public.itinerarios i where i.id_itinerario = p_request.id_itinerario;
    update public.itinerarios
       set status = 'Cancelado', cancelado_em = now(), cancelado_pela_empresa = p_by_company,
           motivo_cancelamento = left(p_reason, 500)
     where id_itinerario = p_request.id_itinerario and status = 'Aguardando';
    perform public.audit('reserva_cancelada', 'itinerarios', p_request.id_itinerario::text, v_before,
      (select to_jsonb(i) from public.itinerarios i where i.id_itinerario = p_request.id_itinerario), p_reason);
  else
    select to_jsonb(o) into v_before from public.pedido_site o where o.id = p_request.id_pedido;
    update public.pedido_site
       set status = 'cancelado', cancelado_pela_empresa = p_by_company, motivo_cancelamento = left(p_reason, 500)
     where id = p_request.id_pedido and status = 'pago';
    perform public.audit('reserva_cancelada', 'pedido_site', p_request.id_pedido::text, v_before,
      (select to_jsonb(o) from public.pedido_site o where o.id = p_request.id_pedido), p_reason);
  end if;
end;
$$;

revoke all on function public.cancel_booking_row(public.booking_requests, text, boolean)
  from public, anon, authenticated, service_role;

create function public.move_booking_row(p_request public.booking_requests, p_new_date date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  if p_request.id_itinerario is not null then
    select to_jsonb(i) into v_before from public.itinerarios i where i.id_itinerario = p_request.id_itinerario;
    update public.itinerarios
       set data_passeio = p_new_date, status = 'Aguardando', cancelado_em = null, cancelado_pela_empresa = false,
           motivo_cancelamento = null
     where id_itinerario = p_request.id_itinerario;
    perform public.audit('reserva_remarcada', 'itinerarios', p_request.id_itinerario::text, v_before,
      (select to_jsonb(i) from public.itinerarios i where i.id_itinerario = p_request.id_itinerario));
  else
    select to_jsonb(o) into v_before from public.pedido_site o where o.id = p_request.id_pedido;
    update public.pedido_site
       set data_passeio = p_new_date, status = 'pago', cancelado_pela_empresa = false, motivo_cancelamento = null
     where id = p_request.id_pedido;
    perform public.audit('reserva_remarcada', 'pedido_site', p_request.id_pedido::text, v_before,
      (select to_jsonb(o) from public.pedido_site o where o.id = p_request.id_pedido));
  end if;
end;
$$;

revoke all on function public.move_booking_row(public.booking_requests, date)
  from public, anon, authenticated, service_role;

-- A refund (or a credit) of an accepted request.
create function public.create_refund(p_request public.booking_requests, p_amount numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking record;
  v_id bigint;
begin
  if coalesce(p_amount, 0) <= 0 then
    return;
  end if;
  select * into v_booking from public.booking_facts(p_request.id_itinerario, p_request.id_pedido);
  insert into public.refunds (request_id, id_cliente, metodo, valor, stripe_session_id)
  values (p_request.id, p_request.id_cliente, v_booking.metodo, p_amount, v_booking.stripe_session_id)
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

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_decide_booking_request(): the operator accepts or refuses a request
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Accepting a cancellation cancels the booking and creates its refund: the policy's proposal, or another amount
-- (up to what was paid) with a reason. Accepting a rescheduling moves the booking (checking the tour runs that
-- day) and records the old date. A company cancellation is accepted after the customer chose: a new date, a credit
-- or a refund of 100%. Refusing needs a reason. Deciding a request already decided changes nothing and answers it.
create function public.admin_decide_booking_request(
  p_id bigint,
  p_aceitar boolean,
  p_motivo text default null,
  p_reembolso numeric default null,
  p_motivo_ajuste text default null
)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.booking_requests;
  v_before jsonb;
  v_reason text := nullif(btrim(coalesce(p_motivo, '')), '');
  v_adjust text := nullif(btrim(coalesce(p_motivo_ajuste, '')), '');
  v_refund numeric;
  v_booking record;
begin
  perform public.admin_required();
  select * into v_request from public.booking_requests where id = p_id for update;
  if not found then
    raise exception 'Solicitação não encontrada.' using errcode = '22023', detail = 'request: not_found';
  end if;
  if v_request.status in ('aceito', 'recusado') then
    return v_request;
  end if;
  if v_request.status = 'aguardando_cliente' then
    raise exception 'O cliente ainda não escolheu entre remarcar, crédito ou reembolso.'
      using errcode = '22023', detail = 'request: awaiting_customer';
  end if;
  v_before := to_jsonb(v_request);

  if not p_aceitar then
    if char_length(coalesce(v_reason, '')) < 3 then
      raise exception 'Informe o motivo da recusa.' using errcode = '22023', detail = 'request: reason';
    end if;
    update public.booking_requests
       set status = 'recusado', decidido_em = now(), decidido_por = (select auth.uid()), motivo_decisao = left(v_reason, 500)
     where id = p_id returning * into v_request;
    perform public.audit('solicitacao_recusada', 'booking_requests', p_id::text, v_before, to_jsonb(v_request), v_reason);
    perform public.enqueue_request_email(p_id, 'solicitacao_recusada');
    return v_request;
  end if;

  select * into v_booking from public.booking_facts(v_request.id_itinerario, v_request.id_pedido);

  if v_request.tipo = 'remarcacao' or (v_request.tipo = 'cancelamento_empresa' and v_request.escolha = 'remarcar') then
    perform public.check_new_booking_date(v_request.passeio, v_booking.data_passeio, v_request.nova_data);
    perform public.move_booking_row(v_request, v_request.nova_data);
    update public.booking_requests
       set status = 'aceito', decidido_em = now(), decidido_por = (select auth.uid()), motivo_decisao = left(v_reason, 500),
           reembolso = 0, reembolso_proposto = 0, percentual = 0
     where id = p_id returning * into v_request;
    perform public.audit('remarcacao_aceita', 'booking_requests', p_id::text, v_before, to_jsonb(v_request), v_reason);
    perform public.enqueue_request_email(p_id, 'remarcacao_confirmada');
    return v_request;
  end if;

  -- A cancellation: the customer's, or the company's with the customer's choice of a credit or a refund.
  v_refund := round(coalesce(p_reembolso, v_request.reembolso_proposto), 2);
  if v_refund < 0 or v_refund > v_request.valor_pago then
    raise exception 'O reembolso vai de R$ 0,00 até o valor pago.' using errcode = '22023', detail = 'request: refund';
  end if;
  if v_refund <> v_request.reembolso_proposto and char_length(coalesce(v_adjust, '')) < 3 then
    raise exception 'Informe o motivo de alterar o reembolso proposto pela política.'
      using errcode = '22023', detail = 'request: adjust_reason';
  end if;
  if v_request.tipo = 'cancelamento' then
    perform public.cancel_booking_row(v_request, coalesce(v_reason, 'Cancelamento a pedido do cliente'), false);
  end if;
  update public.booking_requests
     set status = 'aceito', decidido_em = now(), decidido_por = (select auth.uid()), motivo_decisao = left(v_reason, 500),
         reembolso = v_refund, motivo_ajuste = left(v_adjust, 500)
   where id = p_id returning * into v_request;
  perform public.audit('cancelamento_aceito', 'booking_requests', p_id::text, v_before, to_jsonb(v_request),
    coalesce(v_adjust, v_reason));
  if v_request.tipo = 'cancelamento_empresa' and v_request.escolha = 'credito' then
    insert into public.customer_credits (request_id, id_cliente, valor)
    select v_request.id, v_request.id_cliente, v_refund where v_refund > 0
    on conflict (request_id) do nothing;
    perform public.enqueue_request_email(p_id, 'credito_registrado');
  else
    perform public.create_refund(v_request, v_refund);
    perform public.enqueue_request_email(p_id, 'cancelamento_confirmado');
  end if;
  return v_request;
end;
$$;

revoke all on function public.admin_decide_booking_request(bigint, boolean, text, numeric, text) from public, anon, authenticated;
grant execute on function public.admin_decide_booking_request(bigint, boolean, text, numeric, text) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_cancel_departure(): weather or vehicle; every booking of a tour on a day is cancelled by the company
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- (A tour has one period, so tour and day name the departure.) Each active booking is cancelled, its open
-- request closed, and a company request opened for the customer to choose: rescheduling, a 100% credit or a
-- full refund (the mail says so). Running it again finds nothing active. Answers how many bookings it cancelled.
create function public.admin_cancel_departure(p_passeio text, p_data date, p_motivo text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_motivo, ''));
  v_row record;
  v_request public.booking_requests;
  v_count integer := 0;
begin
  perform public.admin_required();
  if char_length(v_reason) < 3 or char_length(v_reason) > 500 then
    raise exception 'Informe o motivo do cancelamento do passeio.' using errcode = '22023', detail = 'departure: reason';
  end if;
  if not exists (select 1 from public.tour_catalogue() c where c.title = p_passeio) then
    raise exception 'Passeio não encontrado.' using errcode = '22023', detail = 'departure: tour';
  end if;
  for v_row in
    select i.id_itinerario, null::bigint as id_pedido from public.itinerarios i
     where i.nome_passeio = p_passeio and i.data_passeio = p_data and i.status = 'Aguardando'
    union all
    select null, o.id from public.pedido_site o
     where o.nome_passeio = p_passeio and o.data_passeio = p_data and o.status = 'pago'
       and o.tipo_pagamento = 'Cartão(Stripe)'
  loop
    -- An open request of the customer's is superseded by the company's cancellation.
    update public.booking_requests r
       set status = 'recusado', decidido_em = now(), decidido_por = (select auth.uid()),
           motivo_decisao = 'Passeio cancelado pela empresa: ' || left(v_reason, 400)
     where r.status = 'pendente'
       and (r.id_itinerario = v_row.id_itinerario or r.id_pedido = v_row.id_pedido);
    insert into public.booking_requests (
      id_cliente, id_itinerario, id_pedido, tipo, status, passeio, data_anterior, valor_pago, regra, percentual,
      reembolso_proposto, mensagem
    )
    select f.id_cliente, v_row.id_itinerario, v_row.id_pedido, 'cancelamento_empresa', 'aguardando_cliente',
           f.passeio, f.data_passeio, coalesce(f.valor, 0), 'cancelado-pela-empresa', 100, coalesce(f.valor, 0),
           left(v_reason, 1000)
      from public.booking_facts(v_row.id_itinerario, v_row.id_pedido) f
    returning * into v_request;
    perform public.cancel_booking_row(v_request, 'Passeio cancelado pela empresa: ' || v_reason, true);
    perform public.audit('passeio_cancelado_empresa', 'booking_requests', v_request.id::text, null,
      to_jsonb(v_request), v_reason);
    perform public.enqueue_request_email(v_request.id, 'passeio_cancelado_empresa', jsonb_build_object('motivo', v_reason));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

revoke all on function public.admin_cancel_departure(text, date, text) from public, anon, authenticated;
grant execute on function public.admin_cancel_departure(text, date, text) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- choose_company_cancellation_option(): the customer's choice after the company cancelled
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.choose_company_cancellation_option(p_request_id bigint, p_escolha text, p_nova_data date default null)
returns public.booking_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.booking_requests;
begin
  select * into v_request from public.booking_requests r
   where r.id = p_request_id
     and r.id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
     for update;
  if not found then
    raise exception 'Solicitação não encontrada.' using errcode = '22023', detail = 'request: not_found';
  end if;
  if v_request.status <> 'aguardando_cliente' then
    raise exception 'Esta escolha já foi feita.' using errcode = '22023', detail = 'request: chosen';
  end if;
  if p_escolha not in ('remarcar', 'credito', 'reembolso') then
    raise exception 'Escolha remarcar, crédito ou reembolso.' using errcode = '22023', detail = 'request: choice';
  end if;
  if p_escolha = 'remarcar' then
    perform public.check_new_booking_date(v_request.passeio, v_request.data_anterior, p_nova_data);
  end if;
  update public.booking_requests
     set status = 'pendente', escolha = p_escolha, nova_data = case when p_escolha = 'remarcar' then p_nova_data end
   where id = p_request_id returning * into v_request;
  perform public.enqueue_request_email(v_request.id, 'solicitacao_recebida');
  return v_request;
end;
$$;

revoke all on function public.choose_company_cancellation_option(bigint, text, date) from public, anon, authenticated;
grant execute on function public.choose_company_cancellation_option(bigint, text, date) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Refunds: PIX recorded by the operator; card asked of Stripe once
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.admin_record_pix_refund(p_refund_id bigint, p_pago_em date, p_e2e text default null)
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
     set status = 'concluido', pago_em = p_pago_em, pix_e2e_id = v_e2e, updated_at = now()
   where id = p_refund_id returning * into v_refund;
  perform public.audit('reembolso_pix_registrado', 'refunds', p_refund_id::text, v_before, to_jsonb(v_refund));
  perform public.enqueue_request_email(v_refund.request_id, 'reembolso_efetuado',
    jsonb_build_object('reembolso', v_refund.valor, 'metodo', 'pix'));
  return v_refund;
end;
$$;

revoke all on function public.admin_record_pix_refund(bigint, date, text) from public, anon, authenticated;
grant execute on function public.admin_record_pix_refund(bigint, date, text) to authenticated;

-- The operator asks for a card refund: 'pendente' or 'falhou' becomes 'processando' and the function that called
-- this sends it to Stripe; any other state answers nothing to send (pressed twice, or already refunded).
create function public.admin_claim_card_refund(p_refund_id bigint)
returns table (id bigint, stripe_session_id text, valor numeric, send boolean)
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
    return query select v_refund.id, v_refund.stripe_session_id, v_refund.valor, true;
  else
    return query select v_refund.id, v_refund.stripe_session_id, v_refund.valor, false;
  end if;
end;
$$;

revoke all on function public.admin_claim_card_refund(bigint) from public, anon, authenticated;
grant execute on function public.admin_claim_card_refund(bigint) to authenticated;

-- What Stripe answered (the refund function, service role): its refund id, and whether it failed.
create function public.record_card_refund(p_refund_id bigint, p_stripe_refund_id text, p_status text, p_error text default null)
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
         last_error = left(p_error, 1000), updated_at = now()
   where id = p_refund_id;
  if p_status = 'concluido' then
    perform public.enqueue_request_email(r.request_id, 'reembolso_efetuado',
      jsonb_build_object('reembolso', r.valor, 'metodo', 'cartao'))
      from public.refunds r where r.id = p_refund_id;
  end if;
end;
$$;

revoke all on function public.record_card_refund(bigint, text, text, text) from public, anon, authenticated;
grant execute on function public.record_card_refund(bigint, text, text, text) to service_role;

-- Stripe's charge.refunded event (the webhook, service role): the refunds it names are done. Answers how many
-- refunds of the shop it settled (0 for a refund made elsewhere, or a repeated event).
create function public.settle_card_refunds(p_stripe_refund_ids text[])
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
       for update
  loop
    update public.refunds set status = 'concluido', pago_em = (now() at time zone 'America/Sao_Paulo')::date,
           last_error = null, updated_at = now()
     where id = v_refund.id;
    perform public.enqueue_request_email(v_refund.request_id, 'reembolso_efetuado',
      jsonb_build_object('reembolso', v_refund.valor, 'metodo', 'cartao'));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

revoke all on function public.settle_card_refunds(text[]) from public, anon, authenticated;
grant execute on function public.settle_card_refunds(text[]) to service_role;
