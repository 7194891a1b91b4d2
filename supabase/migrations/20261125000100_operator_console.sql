-- The operator's side (issue 17): PIX payments confirmed or cancelled, bookings from the messaging app recorded,
-- each day's manifest, an audit trail no one can alter, and an e-mail outbox. Everything the console reads or
-- writes passes through row level security (`is_admin()`) or the security definer functions below, each of
-- which checks `is_admin()` first: a customer's token calling them gets 'Acesso restrito' (42501) and nothing.

-- splinter authenticated_security_definer_function_executable on public.admin_confirm_pix_payment: the operator is a signed-in user; the function refuses anyone whose role is not 'admin' (admin_required) before it reads anything.
-- splinter authenticated_security_definer_function_executable on public.admin_cancel_pix_order: the same guard first; it changes only pending PIX orders, with a reason, audited.
-- splinter authenticated_security_definer_function_executable on public.admin_record_booking: the same guard first; the value comes from the catalogue, audited.
-- splinter authenticated_security_definer_function_executable on public.admin_bookings: the same guard first; it reads for the operator only.
-- splinter authenticated_security_definer_function_executable on public.admin_manifest: the same guard (through admin_bookings); it reads for the operator only.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_required(): the guard every operator function starts with
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.admin_required()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Acesso restrito' using errcode = '42501', detail = 'operator: not_admin';
  end if;
end;
$$;

revoke all on function public.admin_required() from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- operator_audit: who did what, when, before and after; insert-only for everyone
-- ════════════════════════════════════════════════════════════════════════════════════════════
create table public.operator_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor uuid,
  actor_email text,
  action text not null check (char_length(action) between 1 and 80),
  entity text not null check (entity in ('pedido_site', 'itinerarios', 'clientes')),
  entity_id text not null,
  before jsonb,
  after jsonb,
  reason text check (char_length(reason) <= 500)
);
comment on table public.operator_audit is
  'Every operator action (issue 17). Written only by the operator functions; updates and deletes are refused.';

alter table public.operator_audit enable row level security;

create index operator_audit_entity_idx on public.operator_audit (entity, entity_id, at);
create index operator_audit_at_idx on public.operator_audit (at desc);

-- A trigger, not only missing grants: the table owner and the service role bypass grants, not triggers.
create function public.operator_audit_is_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'operator_audit is append-only' using errcode = '42501';
end;
$$;

revoke all on function public.operator_audit_is_append_only() from public, anon, authenticated, service_role;

create trigger operator_audit_no_update_or_delete
  before update or delete on public.operator_audit
  for each row execute function public.operator_audit_is_append_only();
create trigger operator_audit_no_truncate
  before truncate on public.operator_audit
  for each statement execute function public.operator_audit_is_append_only();

revoke all on table public.operator_audit from anon, authenticated, service_role;
grant select on table public.operator_audit to authenticated, service_role;

create policy "The operator reads the audit trail"
  on public.operator_audit for select to authenticated
  using ((select public.is_admin()));

-- Writes one audit row as the calling operator.
create function public.audit(
  p_action text, p_entity text, p_entity_id text, p_before jsonb, p_after jsonb, p_reason text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.operator_audit (actor, actor_email, action, entity, entity_id, before, after, reason)
  values (
    (select auth.uid()),
    (select u.email from auth.users u where u.id = (select auth.uid())),
    p_action, p_entity, p_entity_id, p_before, p_after, p_reason
  );
$$;

revoke all on function public.audit(text, text, text, jsonb, jsonb, text)
  from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- email_outbox: mails to send, sent once by the send-emails function
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- A row is claimed for a few minutes (locked_until) by one sender, sent with its id as the provider's
-- idempotency key, then marked sent: a sender that dies after the provider accepted the mail leaves the row to
-- be claimed again, and the provider recognises the key instead of sending twice. A provider that is down
-- leaves the row with its error and a later next_attempt_at (backoff): a mail is delayed, never lost.
create table public.email_outbox (
  id bigint generated always as identity primary key,
  template text not null check (template in ('reserva_confirmada', 'pedido_cancelado')),
  to_email text not null check (to_email like '%_@_%' and char_length(to_email) <= 320),
  data jsonb not null default '{}',
  dedupe_key text not null unique check (char_length(dedupe_key) <= 200),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  provider_id text,
  last_error text
);
comment on table public.email_outbox is
  'E-mails to customers, rendered and sent by the send-emails function (issue 17).';

alter table public.email_outbox enable row level security;

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where sent_at is null;

revoke all on table public.email_outbox from anon, authenticated;
grant select on table public.email_outbox to authenticated;
grant all on table public.email_outbox to service_role;

create policy "The operator reads the outbox"
  on public.email_outbox for select to authenticated
  using ((select public.is_admin()));

-- Queues a mail unless one with that key exists (confirming twice queues one mail).
create function public.enqueue_email(p_template text, p_to text, p_data jsonb, p_dedupe_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.email_outbox (template, to_email, data, dedupe_key)
  select p_template, lower(btrim(p_to)), p_data, p_dedupe_key
   where nullif(btrim(coalesce(p_to, '')), '') is not null
  on conflict (dedupe_key) do nothing;
$$;

revoke all on function public.enqueue_email(text, text, jsonb, text) from public, anon, authenticated, service_role;

-- The sender's side (service role only): claim due mails, then report each one.
create function public.claim_outbox_emails(p_limit integer default 20, p_lease_seconds integer default 300)
returns setof public.email_outbox
language sql
security definer
set search_path = ''
as $$
  update public.email_outbox o
     set locked_until = now() + make_interval(secs => greatest(30, p_lease_seconds)),
         attempts = o.attempts + 1
   where o.id in (
     select d.id from public.email_outbox d
      where d.sent_at is null
        and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at, d.id
      limit least(greatest(p_limit, 1), 100)
        for update skip locked
   )
  returning o.*;
$$;

create function public.finish_outbox_email(p_id bigint, p_provider_id text, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.email_outbox o
     set sent_at = case when p_error is null then now() end,
         provider_id = coalesce(p_provider_id, o.provider_id),
         last_error = left(p_error, 1000),
         locked_until = null,
         -- 1, 2, 4 ... minutes, at most an hour apart
         next_attempt_at = case when p_error is null then o.next_attempt_at
           else now() + make_interval(mins => least(60, power(2, least(o.attempts, 6) - 1)::integer)) end
   where o.id = p_id and o.sent_at is null;
$$;

revoke all on function public.claim_outbox_emails(integer, integer) from public, anon, authenticated;
revoke all on function public.finish_outbox_email(bigint, text, text) from public, anon, authenticated;
grant execute on function public.claim_outbox_emails(integer, integer) to service_role;
grant execute on function public.finish_outbox_email(bigint, text, text) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Customers: the operator registers them (e-mail optional) and reads them all
-- ════════════════════════════════════════════════════════════════════════════════════════════
alter table public.clientes alter column email_cliente drop not null;
alter table public.clientes
  add column origem text not null default 'site' check (origem in ('site', 'operador')),
  add column cadastrado_por uuid references auth.users (id) on delete set null;
comment on column public.clientes.origem is
  '''operador'': registered by the operator for a booking from the messaging app, until the customer signs up.';
create index clientes_cadastrado_por_idx on public.clientes (cadastrado_por) where cadastrado_por is not null;

-- One policy per action (several permissive ones would all run for every row): the customer's own, or all.
drop policy "Customers read their own customer record" on public.clientes;
create policy "Customers read their own customer record; the operator reads all"
  on public.clientes for select to authenticated
  using (auth_user_id = (select auth.uid()) or (select public.is_admin()));

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Orders: the PIX transaction id of their checkout, how they were settled, and the operator's view
-- ════════════════════════════════════════════════════════════════════════════════════════════
alter table public.pedido_site
  add column pix_txid text check (pix_txid ~ '^TOUR[0-9]{8}$'),
  add column status_changed_at timestamptz,
  add column motivo_cancelamento text check (char_length(motivo_cancelamento) <= 500);
comment on column public.pedido_site.pix_txid is
  'The transaction id of the BR Code the customer paid (spec §9: TOUR + last 8 digits of the timestamp), '
  'set by the database for the PIX orders inserted together.';

-- Orders from before this column: their creation time, as the dialog then derived it.
update public.pedido_site
   set pix_txid = 'TOUR' || lpad(((floor(extract(epoch from created_at) * 1000))::bigint % 100000000)::text, 8, '0')
 where tipo_pagamento = 'Pix' and pix_txid is null;

create index pedido_site_pix_txid_idx on public.pedido_site (pix_txid) where pix_txid is not null;
create index pedido_site_pending_pix_idx on public.pedido_site (created_at)
  where status = 'aguardando pagamento' and tipo_pagamento = 'Pix';
create index pedido_site_paid_day_idx on public.pedido_site (data_passeio) where status = 'pago';

-- The orders of one request are one transaction (now() is its start): same customer, same moment, same id.
-- The id is the transaction's start in milliseconds; when another customer's checkout already has it, the
-- next free millisecond, so a transfer always points at one checkout. Clients cannot set it (no column grant).
create function public.set_pix_txid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ms bigint := floor(extract(epoch from now()) * 1000)::bigint;
  v_txid text;
begin
  if new.tipo_pagamento <> 'Pix' then
    new.pix_txid := null;
    return new;
  end if;
  loop
    v_txid := 'TOUR' || lpad((v_ms % 100000000)::text, 8, '0');
    exit when not exists (
      select 1 from public.pedido_site o where o.pix_txid = v_txid and o.id_cliente <> new.id_cliente
    );
    v_ms := v_ms + 1;
  end loop;
  new.pix_txid := v_txid;
  return new;
end;
$$;

revoke all on function public.set_pix_txid() from public, anon, authenticated, service_role;

create trigger pedido_site_set_pix_txid
  before insert on public.pedido_site
  for each row execute function public.set_pix_txid();

drop policy "Customers read their own orders" on public.pedido_site;
create policy "Customers read their own orders; the operator reads all"
  on public.pedido_site for select to authenticated
  using (
    id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
    or (select public.is_admin())
  );

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Itineraries: the party in detail, the order they came from, the operator's discount
-- ════════════════════════════════════════════════════════════════════════════════════════════
alter table public.itinerarios
  add column id_pedido bigint unique references public.pedido_site (id) on delete restrict,
  add column qtd_adultos integer not null default 1 check (qtd_adultos >= 0),
  add column qtd_criancas integer not null default 0 check (qtd_criancas >= 0),
  add column qtd_bebes integer not null default 0 check (qtd_bebes >= 0),
  add column qtd_pets integer not null default 0 check (qtd_pets >= 0),
  add column valor_bruto numeric(10, 2) check (valor_bruto >= 0),
  add column desconto numeric(10, 2) not null default 0 check (desconto >= 0),
  add column motivo_desconto text check (char_length(motivo_desconto) <= 500),
  add column registrado_por uuid references auth.users (id) on delete set null,
  add constraint itinerarios_desconto_com_motivo
    check (desconto = 0 or char_length(btrim(coalesce(motivo_desconto, ''))) >= 3);
comment on column public.itinerarios.id_pedido is
  'The site order this booking confirms (a PIX payment); null for bookings from the messaging app.';

-- Existing rows only knew the head count.
update public.itinerarios set qtd_adultos = greatest(coalesce(qtd_pessoas, 1), 0);

create index itinerarios_data_idx on public.itinerarios (data_passeio);

drop policy "Customers read their own itineraries" on public.itinerarios;
create policy "Customers read their own itineraries; the operator reads all"
  on public.itinerarios for select to authenticated
  using (
    id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
    or (select public.is_admin())
  );

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Boarding places: the operator reads them as everyone does (already public); the address of one by name
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.boarding_address(p_place text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select h."Endereco" from public."Hoteis" h where h."Hospedagem" = p_place limit 1),
    (select p.endereco from public.ponto_encontro p where p.local = p_place limit 1)
  );
$$;

revoke all on function public.boarding_address(text) from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The mail 'Reserva confirmada' of an itinerary (its data; send-emails renders it)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.enqueue_booking_confirmed(p_itinerary_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.enqueue_email(
    'reserva_confirmada',
    c.email_cliente,
    jsonb_build_object(
      'nome', c.nome_cliente,
      'passeio', i.nome_passeio,
      'data', i.data_passeio,
      'embarque', coalesce(i.local_embarque, i.hospedagem),
      'endereco', public.boarding_address(coalesce(i.local_embarque, i.hospedagem)),
      'adultos', i.qtd_adultos,
      'criancas', i.qtd_criancas,
      'bebes', i.qtd_bebes,
      'pets', i.qtd_pets,
      'valor', i.valor_total_liquido
    ),
    'reserva_confirmada:' || i.id_itinerario
  )
  from public.itinerarios i
  join public.clientes c on c.id_cliente = i.id_cliente
  where i.id_itinerario = p_itinerary_id;
$$;

revoke all on function public.enqueue_booking_confirmed(bigint) from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_confirm_pix_payment(): the transfer arrived; the checkout's orders are paid and booked
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The checkout is the customer's PIX orders with that transaction id. Each pending one becomes 'pago' and gets
-- its itinerary ('Aguardando', linked by id_pedido, which is unique): My Purchases then shows the itinerary under
-- 'Passeios Comprados' and no longer the order (call 16 lists paid card orders only). Confirming again finds
-- nothing pending and changes nothing. Answers the itineraries of the checkout.
create function public.admin_confirm_pix_payment(p_id_cliente bigint, p_pix_txid text)
returns table (id_itinerario bigint, id_pedido bigint, newly_confirmed boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_itinerary bigint;
begin
  perform public.admin_required();
  for v_order in
    select o.* from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid and o.tipo_pagamento = 'Pix'
       and o.status = 'aguardando pagamento'
     order by o.id
       for update
  loop
    update public.pedido_site set status = 'pago', status_changed_at = now() where id = v_order.id;
    insert into public.itinerarios (
      id_cliente, id_pedido, nome_passeio, data_passeio, valor_total_liquido, valor_bruto, qtd_pessoas,
      qtd_adultos, qtd_criancas, qtd_bebes, qtd_pets, hospedagem, local_embarque, status, registrado_por
    )
    values (
      v_order.id_cliente, v_order.id, v_order.nome_passeio, v_order.data_passeio, v_order.valor, v_order.valor,
      v_order.qtd_adults + v_order.qtd_children + v_order.qtd_babies,
      v_order.qtd_adults, v_order.qtd_children, v_order.qtd_babies, v_order.qtd_pets,
      v_order.hotel_local, v_order.hotel_local, 'Aguardando', (select auth.uid())
    )
    on conflict on constraint itinerarios_id_pedido_key do nothing
    returning itinerarios.id_itinerario into v_itinerary;
    perform public.audit(
      'pix_confirmado', 'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id)
    );
    if v_itinerary is not null then
      perform public.enqueue_booking_confirmed(v_itinerary);
    end if;
  end loop;
  return query
    select i.id_itinerario, i.id_pedido, i.created_at = now()
      from public.itinerarios i
      join public.pedido_site o on o.id = i.id_pedido
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid
     order by i.id_pedido;
end;
$$;

revoke all on function public.admin_confirm_pix_payment(bigint, text) from public, anon, authenticated;
grant execute on function public.admin_confirm_pix_payment(bigint, text) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_cancel_pix_order(): no transfer came; the checkout's pending orders are cancelled, with a reason
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.admin_cancel_pix_order(p_id_cliente bigint, p_pix_txid text, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.pedido_site;
  v_count integer := 0;
  v_reason text := btrim(coalesce(p_reason, ''));
begin
  perform public.admin_required();
  if char_length(v_reason) < 3 or char_length(v_reason) > 500 then
    raise exception 'Informe o motivo do cancelamento.' using errcode = '22023', detail = 'operator: reason';
  end if;
  for v_order in
    select o.* from public.pedido_site o
     where o.id_cliente = p_id_cliente and o.pix_txid = p_pix_txid and o.tipo_pagamento = 'Pix'
       and o.status = 'aguardando pagamento'
     order by o.id
       for update
  loop
    update public.pedido_site
       set status = 'cancelado', status_changed_at = now(), motivo_cancelamento = v_reason
     where id = v_order.id;
    perform public.audit(
      'pedido_cancelado', 'pedido_site', v_order.id::text, to_jsonb(v_order),
      (select to_jsonb(o) from public.pedido_site o where o.id = v_order.id), v_reason
    );
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

revoke all on function public.admin_cancel_pix_order(bigint, text, text) from public, anon, authenticated;
grant execute on function public.admin_cancel_pix_order(bigint, text, text) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The price of a party on a tour, from the catalogue (as check_new_orders computes it, before any discount)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.tour_price(p_title text, p_adults integer, p_children integer, p_babies integer)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select round(case
    when c.per_car then
      c.price * greatest(1, ceil((p_adults + p_children + p_babies)::numeric / r.people_per_car))
    else p_adults * c.price + p_children * c.price * r.child_price_factor
  end, 2)
  from public.tour_catalogue() c, public.order_rules() r
  where c.title = p_title;
$$;

revoke all on function public.tour_price(text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.tour_price(text, integer, integer, integer) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_record_booking(): a booking from the messaging app
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The customer is an existing one (p_id_cliente) or registered here (name, mobile, optional e-mail): a new
-- record without an account, which the customer's own sign-up later takes over (attach_customer). The value is
-- the catalogue's price for the party, less a discount only with a reason. The day must be one the tour runs,
-- from today on. Answers the new itinerary's id.
create function public.admin_record_booking(
  p_id_cliente bigint,
  p_nome text,
  p_celular text,
  p_email text,
  p_passeio text,
  p_data date,
  p_adultos integer,
  p_criancas integer,
  p_bebes integer,
  p_pets integer,
  p_embarque text,
  p_passageiros text,
  p_observacao text,
  p_desconto numeric,
  p_motivo_desconto text
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_customer public.clientes;
  v_tour record;
  v_rules record;
  v_price numeric;
  v_discount numeric := round(coalesce(p_desconto, 0), 2);
  v_celular text := nullif(regexp_replace(coalesce(p_celular, ''), '[^0-9]', '', 'g'), '');
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_nome text := btrim(coalesce(p_nome, ''));
  v_id bigint;
begin
  perform public.admin_required();
  select * into v_rules from public.order_rules();

  if p_id_cliente is not null then
    select * into v_customer from public.clientes where id_cliente = p_id_cliente;
    if not found then
      raise exception 'Cliente não encontrado.' using errcode = '22023', detail = 'operator: customer';
    end if;
  else
    if char_length(v_nome) < 3 or char_length(v_nome) > 200 then
      raise exception 'Informe o nome completo do cliente (mínimo 3 caracteres).'
        using errcode = '22023', detail = 'operator: name';
    end if;
    if v_celular is null or v_celular !~ '^[0-9]{10,11}$' then
      raise exception 'Informe um celular válido com DDD.' using errcode = '22023', detail = 'operator: mobile';
    end if;
    if v_email is not null and v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      raise exception 'Informe um e-mail válido ou deixe em branco.' using errcode = '22023', detail = 'operator: email';
    end if;
    if exists (select 1 from public.clientes c where c.celular = v_celular or c.email_cliente = v_email) then
      raise exception 'Já existe um cliente com este celular ou e-mail: busque-o.'
        using errcode = '23505', detail = 'operator: customer_exists';
    end if;
    insert into public.clientes (nome_cliente, celular, email_cliente, origem, cadastrado_por)
    values (v_nome, v_celular, v_email, 'operador', (select auth.uid()))
    returning * into v_customer;
    perform public.audit('cliente_cadastrado', 'clientes', v_customer.id_cliente::text, null, to_jsonb(v_customer));
  end if;

  select * into v_tour from public.tour_catalogue() c where c.title = p_passeio;
  if not found then
    raise exception 'Passeio não encontrado.' using errcode = '22023', detail = 'operator: tour';
  end if;
  if p_data is null or p_data < v_today then
    raise exception 'Escolha uma data a partir de hoje.' using errcode = '22023', detail = 'operator: date';
  end if;
  if not (extract(dow from p_data)::smallint = any (v_tour.weekdays)) then
    raise exception 'O passeio "%" não acontece na data escolhida.', v_tour.title
      using errcode = '22023', detail = 'operator: weekday';
  end if;
  if coalesce(p_adultos, 0) < 1 or coalesce(p_criancas, 0) < 0 or coalesce(p_bebes, 0) < 0
     or coalesce(p_pets, 0) < 0
     or greatest(p_adultos, coalesce(p_criancas, 0), coalesce(p_bebes, 0), coalesce(p_pets, 0))
        > v_rules.max_per_counter then
    raise exception 'Informe de 1 a % adultos, e até % crianças, bebês e pets.',
      v_rules.max_per_counter, v_rules.max_per_counter
      using errcode = '22023', detail = 'operator: party';
  end if;
  if p_embarque is null or not (
       exists (select 1 from public."Hoteis" h where h."Hospedagem" = p_embarque)
       or exists (select 1 from public.ponto_encontro p where p.local = p_embarque)
     ) then
    raise exception 'Escolha um hotel ou ponto de encontro da lista.'
      using errcode = '22023', detail = 'operator: boarding_place';
  end if;
  v_price := public.tour_price(v_tour.title, p_adultos, coalesce(p_criancas, 0), coalesce(p_bebes, 0));
  if v_discount < 0 or v_discount > v_price then
    raise exception 'O desconto vai de R$ 0,00 até o valor do passeio.' using errcode = '22023', detail = 'operator: discount';
  end if;
  if v_discount > 0 and char_length(btrim(coalesce(p_motivo_desconto, ''))) < 3 then
    raise exception 'Informe o motivo do desconto.' using errcode = '22023', detail = 'operator: discount_reason';
  end if;

  insert into public.itinerarios (
    id_cliente, nome_passeio, data_passeio, valor_bruto, desconto, motivo_desconto, valor_total_liquido,
    qtd_pessoas, qtd_adultos, qtd_criancas, qtd_bebes, qtd_pets, hospedagem, local_embarque,
    passageiros_nomes, observacao, status, registrado_por
  )
  values (
    v_customer.id_cliente, v_tour.title, p_data, v_price, v_discount,
    nullif(btrim(coalesce(p_motivo_desconto, '')), ''), v_price - v_discount,
    p_adultos + coalesce(p_criancas, 0) + coalesce(p_bebes, 0),
    p_adultos, coalesce(p_criancas, 0), coalesce(p_bebes, 0), coalesce(p_pets, 0), p_embarque, p_embarque,
    left(nullif(btrim(coalesce(p_passageiros, '')), ''), 2000), left(nullif(btrim(coalesce(p_observacao, '')), ''), 2000),
    'Aguardando', (select auth.uid())
  )
  returning id_itinerario into v_id;
  perform public.audit(
    'reserva_registrada', 'itinerarios', v_id::text, null,
    (select to_jsonb(i) from public.itinerarios i where i.id_itinerario = v_id),
    nullif(btrim(coalesce(p_motivo_desconto, '')), '')
  );
  perform public.enqueue_booking_confirmed(v_id);
  return v_id;
end;
$$;

revoke all on function public.admin_record_booking(
  bigint, text, text, text, text, date, integer, integer, integer, integer, text, text, text, numeric, text
) from public, anon, authenticated;
grant execute on function public.admin_record_booking(
  bigint, text, text, text, text, date, integer, integer, integer, integer, text, text, text, numeric, text
) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_bookings(): every confirmed or pending booking, from the site and the messaging app, in one shape
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Itineraries (messaging app, and PIX orders once confirmed), paid card orders (which have no itinerary), and
-- the site orders still pending or cancelled. A PIX order with an itinerary appears once, as its itinerary.
-- The manifest and the search both read it; its filters are optional.
create function public.admin_bookings(
  p_from date default null,
  p_to date default null,
  p_text text default null,
  p_passeio text default null,
  p_status text default null
)
returns table (
  ref text,
  kind text,
  id bigint,
  id_cliente bigint,
  nome_cliente text,
  celular text,
  email text,
  passeio text,
  data_passeio date,
  adultos integer,
  criancas integer,
  bebes integer,
  pets integer,
  embarque text,
  endereco text,
  origem text,
  valor numeric,
  status text,
  passageiros text,
  observacao text,
  pix_txid text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := nullif(btrim(coalesce(p_text, '')), '');
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
           or b.nome_cliente ilike '%' || v_text || '%'
           or b.email ilike '%' || v_text || '%'
           or b.pix_txid = upper(v_text)
           or b.ref = upper(v_text)
           or (v_digits is not null and char_length(v_digits) >= 4 and b.celular like '%' || v_digits || '%'))
    order by b.data_passeio nulls last, b.passeio, b.embarque, b.nome_cliente
    limit 2000;
end;
$$;

revoke all on function public.admin_bookings(date, date, text, text, text) from public, anon, authenticated;
grant execute on function public.admin_bookings(date, date, text, text, text) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_manifest(): the confirmed bookings of a day, in pick-up order
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.admin_manifest(p_day date)
returns table (
  ref text,
  nome_cliente text,
  celular text,
  passeio text,
  data_passeio date,
  adultos integer,
  criancas integer,
  bebes integer,
  pets integer,
  embarque text,
  endereco text,
  origem text,
  valor numeric,
  passageiros text,
  observacao text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.ref, b.nome_cliente, b.celular, b.passeio, b.data_passeio, b.adultos, b.criancas, b.bebes, b.pets,
         b.embarque, b.endereco, b.origem, b.valor, b.passageiros, b.observacao
    from public.admin_bookings(p_day, p_day) b
   where (b.kind = 'itinerario' and b.status = 'Aguardando')
      or (b.kind = 'pedido' and b.status = 'pago')
   order by b.passeio, b.endereco nulls last, b.embarque, b.nome_cliente;
$$;

revoke all on function public.admin_manifest(date) from public, anon, authenticated;
grant execute on function public.admin_manifest(date) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- grant_operator(): making someone an operator (the database owner only: psql or the SQL editor)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.grant_operator(p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  select id into v_user from auth.users where lower(email) = lower(btrim(p_email));
  if v_user is null then
    raise exception 'No user with e-mail %: the person signs up first.', p_email using errcode = '22023';
  end if;
  insert into public.user_roles (user_id, role) values (v_user, 'admin')
  on conflict (user_id) do update set role = 'admin';
  return 'admin: ' || p_email;
end;
$$;

revoke all on function public.grant_operator(text) from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Sign-up takes over the operator's record of the same person
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- A customer the operator registered (origem 'operador', no account) signs up later: their bookings must appear
-- in their My Purchases. A record with an e-mail goes to whoever confirms that e-mail (the path a deleted
-- user's record already takes). A record with only a mobile goes to the confirmed account that gives that mobile
-- at sign-up: its bookings move to the account's record and the operator's record is removed. The mobile is not
-- verified by a code (the spec's sign-up has none), so the operator should ask for an e-mail whenever the
-- customer has one (docs/operator.md). Neither record blocks the sign-up's duplicate check.
create function public.merge_operator_records(p_user_id uuid, p_celular text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_target public.clientes;
  v_record public.clientes;
begin
  select * into v_target from public.clientes where auth_user_id = p_user_id;
  if not found or p_celular is null then
    return;
  end if;
  for v_record in
    select * from public.clientes c
     where c.celular = p_celular and c.auth_user_id is null and c.origem = 'operador' and c.email_cliente is null
       and c.id_cliente <> v_target.id_cliente
       for update
  loop
    update public.itinerarios set id_cliente = v_target.id_cliente where id_cliente = v_record.id_cliente;
    update public.pedido_site set id_cliente = v_target.id_cliente where id_cliente = v_record.id_cliente;
    delete from public.clientes where id_cliente = v_record.id_cliente;
    insert into public.operator_audit (actor, action, entity, entity_id, before, after)
    values (p_user_id, 'cliente_unificado', 'clientes', v_target.id_cliente::text, to_jsonb(v_record), to_jsonb(v_target));
  end loop;
  update public.clientes set celular = p_celular, updated_at = now()
   where id_cliente = v_target.id_cliente and celular is null
     and not exists (select 1 from public.clientes c where c.celular = p_celular);
end;
$$;

revoke all on function public.merge_operator_records(uuid, text) from public, anon, authenticated, service_role;

create or replace function public.attach_customer(p_user_id uuid, p_email text, p_metadata jsonb, p_confirmed boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_nome text := nullif(btrim(coalesce(p_metadata ->> 'nome_completo', '')), '');
  v_celular text := regexp_replace(coalesce(p_metadata ->> 'celular', ''), '[^0-9]', '', 'g');
begin
  -- Users without an e-mail (phone or anonymous sign-ins) have no customer record.
  if v_email is null or v_email = '' then
    return;
  end if;
  -- Metadata is client-supplied: a mobile that is not 10–11 digits is not stored.
  if v_celular !~ '^[0-9]{10,11}$' then
    v_celular := null;
  end if;

  if exists (select 1 from public.clientes where auth_user_id = p_user_id) then
    if p_confirmed then
      perform public.merge_operator_records(p_user_id, v_celular);
    end if;
    return;
  end if;

  -- A record without an account for this e-mail (a deleted user's, or one the operator registered): linked
  -- once the address is confirmed, untouched before.
  if exists (select 1 from public.clientes where email_cliente = v_email and auth_user_id is null) then
    if p_confirmed then
      update public.clientes
      set auth_user_id = p_user_id, origem = 'site', updated_at = now()
      where email_cliente = v_email and auth_user_id is null;
      perform public.merge_operator_records(p_user_id, v_celular);
    end if;
    return;
  end if;

  update public.clientes c
  set celular = null, updated_at = now()
  where c.celular = v_celular and c.auth_user_id is not null and public.signup_lapsed(c.auth_user_id);

  -- A mobile the operator's record holds: the new record takes it when the records merge (on confirmation).
  insert into public.clientes (auth_user_id, nome_cliente, email_cliente, celular)
  values (
    p_user_id, coalesce(left(v_nome, 200), split_part(v_email, '@', 1)), v_email,
    case when exists (
      select 1 from public.clientes c where c.celular = v_celular and c.auth_user_id is null and c.origem = 'operador'
    ) then null else v_celular end
  )
  on conflict (email_cliente) do nothing;
  if p_confirmed then
    perform public.merge_operator_records(p_user_id, v_celular);
  end if;
end;
$$;

-- The pre-sign-up check (20261124000600_signup_hardening.sql) no longer counts the operator's records: the
-- person they describe is welcome to sign up and take them over.
create or replace function public.check_signup_duplicates(p_email text, p_celular text)
returns table (email_taken boolean, celular_taken boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_minute timestamptz := date_trunc('minute', now());
  -- current_setting answers '' rather than null once a transaction-local setting has ended.
  v_address text := nullif(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ',', 1)), '');
  v_key text;
  v_calls integer;
begin
  select encode(sha256(convert_to(s.secret || ':' || v_address, 'UTF8')), 'hex')
  into v_key
  from public.signup_check_secret s;

  -- Forget finished windows; rows another call is deleting are skipped rather than waited for.
  delete from public.signup_check_buckets
  where (address_key, minute) in (
    select b.address_key, b.minute from public.signup_check_buckets b
    where b.minute < v_minute - interval '4 minutes'
    for update skip locked
  );

  if v_key is not null then
    insert into public.signup_check_buckets as b (address_key, minute, calls)
    values (v_key, v_minute, 1)
    on conflict (address_key, minute) do update set calls = b.calls + 1;

    select sum(b.calls) into v_calls
    from public.signup_check_buckets b
    where b.address_key = v_key and b.minute >= v_minute - interval '4 minutes';

    if v_calls > 60 then
      raise exception 'too many sign-up checks from this address'
        using errcode = 'PT429', hint = 'Try again in a few minutes.';
    end if;
  end if;

  return query
  select
    exists (
      select 1 from public.clientes c
      where c.email_cliente = lower(btrim(coalesce(p_email, '')))
        and (c.auth_user_id is null or not public.signup_lapsed(c.auth_user_id))
        and not (c.auth_user_id is null and c.origem = 'operador')
    ),
    exists (
      select 1 from public.clientes c
      where c.celular = nullif(regexp_replace(coalesce(p_celular, ''), '[^0-9]', '', 'g'), '')
        and (c.auth_user_id is null or not public.signup_lapsed(c.auth_user_id))
        and not (c.auth_user_id is null and c.origem = 'operador')
    );
end;
$$;
