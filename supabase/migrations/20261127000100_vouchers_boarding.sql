-- Vouchers and boarding (issue 30): an e-ticket per booking, check-in on the driver's phone, a driver's role.
--
-- Every booking carries a voucher code: 12 characters of Crockford base32 (no I, L, O, U), 60 random bits from
-- gen_random_uuid() (pg_strong_random), as pretix and alf.io make theirs random rather than derived: nothing to
-- forge, nothing to guess, and a stolen secret cannot mint more. A booking's voucher is the code of the row that is
-- the booking as admin_bookings() sees it: the itinerary ('R' || id) when there is one, else the card order
-- ('P' || id). Typed codes are read forgivingly (normalize_voucher_code: case, spaces, dashes, O/0, I/L/1), as
-- src/domain/voucher-code.ts does.
--
-- A new staff role, 'motorista' (driver), granted and removed by the operator (admin_set_staff_role). A driver reads
-- only what boarding needs, only for today in São Paulo, through the functions below (no table grants a driver
-- anything the customers' policies do not): names, party, boarding place, phone; nothing of payments.
--
-- The database judges a scan (check_in): one check-in per booking, kept in embarques under a unique key, so two
-- phones or a queue sent twice keep the first; the second is told when and by whom. Offline scans carry the time
-- the phone scanned (p_at). After the boarding time the staff mark the missing as 'nao_compareceu'
-- (mark_no_show). Every check-in, no-show and role change is audited in operator_audit.
--
-- The mail 'Reserva confirmada' gains the voucher code (its link), and card payments now send it too, once.
--
-- splinter authenticated_security_definer_function_executable on public.is_staff: the boarding screens ask whether the signed-in user is staff; it answers only that, and must read user_roles past its RLS to do so.
-- splinter authenticated_security_definer_function_executable on public.voucher: answers one booking only to its owner, the operator, or a driver on the booking's day; zero rows to anyone else, as to a wrong code.
-- splinter anon_security_definer_function_executable on public.voucher: a visitor without a session gets zero rows, the same answer as a wrong code ('Voucher não encontrado').
-- splinter authenticated_security_definer_function_executable on public.boarding_day: staff_required() first; a driver only today, and no payment data.
-- splinter authenticated_security_definer_function_executable on public.check_in: staff_required() first; a driver only today's departures.
-- splinter authenticated_security_definer_function_executable on public.mark_no_show: staff_required() first; a driver only today's bookings.
-- splinter authenticated_security_definer_function_executable on public.admin_manifest: admin_required() first (through admin_bookings); it reads for the operator only.
-- splinter authenticated_security_definer_function_executable on public.admin_team: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_set_staff_role: admin_required() first; it never changes an operator or the caller, audited.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The driver's role
-- ════════════════════════════════════════════════════════════════════════════════════════════
alter table public.user_roles drop constraint user_roles_role_check;
alter table public.user_roles add constraint user_roles_role_check
  check (role in ('cliente', 'admin', 'motorista'));

create function public.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.role from public.user_roles r
   where r.user_id = (select auth.uid()) and r.role in ('admin', 'motorista');
$$;

comment on function public.staff_role() is 'The caller''s staff role (''admin'' or ''motorista''), or null.';

revoke all on function public.staff_role() from public, anon, authenticated, service_role;

create function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.staff_role() is not null;
$$;

comment on function public.is_staff() is 'Whether the caller is staff: the operator (admin) or a driver (motorista).';

revoke all on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated, service_role;

-- The boarding functions' guard: answers the caller's role, or refuses as admin_required() does.
create function public.staff_required()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text := public.staff_role();
begin
  if v_role is null then
    raise exception 'Acesso restrito' using errcode = '42501', detail = 'boarding: not_staff';
  end if;
  return v_role;
end;
$$;

revoke all on function public.staff_required() from public, anon, authenticated, service_role;

-- "Today" of the shop: the calendar day in São Paulo.
create function public.today_in_sao_paulo(p_now timestamptz default now())
returns date
language sql
stable
parallel safe
set search_path = ''
as $$
  select (p_now at time zone 'America/Sao_Paulo')::date;
$$;

revoke all on function public.today_in_sao_paulo(timestamptz) from public, anon, authenticated;
grant execute on function public.today_in_sao_paulo(timestamptz) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Voucher codes
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.new_voucher_code()
returns text
language plpgsql
volatile
parallel safe
set search_path = ''
as $$
declare
  -- A v4 UUID's hex without its version digit (13th): 15 random hex digits, 60 bits.
  v_hex text := replace(gen_random_uuid()::text, '-', '');
  v_bits bit(60) := ('x' || substr(v_hex, 1, 12) || substr(v_hex, 14, 3))::bit(60);
  v_code text := '';
begin
  for i in 0..11 loop
    v_code := v_code || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', substring(v_bits from i * 5 + 1 for 5)::integer + 1, 1);
  end loop;
  return v_code;
end;
$$;

comment on function public.new_voucher_code() is
  'A new voucher code: 12 characters of Crockford base32, 60 random bits (gen_random_uuid, pg_strong_random).';

-- Column defaults run as the inserting role: customers insert their orders.
revoke all on function public.new_voucher_code() from public, anon;
grant execute on function public.new_voucher_code() to authenticated, service_role;

create function public.normalize_voucher_code(p_code text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(upper(regexp_replace(coalesce(p_code, ''), '[[:space:]-]', '', 'g')), 'OIL', '011');
$$;

comment on function public.normalize_voucher_code(text) is
  'A typed or scanned voucher code as stored: upper case, no spaces or dashes, O read as 0, I and L as 1.';

revoke all on function public.normalize_voucher_code(text) from public, anon;
grant execute on function public.normalize_voucher_code(text) to authenticated, service_role;

alter table public.itinerarios
  add column voucher text not null default public.new_voucher_code()
    constraint itinerarios_voucher_check check (voucher ~ '^[0-9A-HJKMNP-TV-Z]{12}$')
    constraint itinerarios_voucher_key unique;
alter table public.pedido_site
  add column voucher text not null default public.new_voucher_code()
    constraint pedido_site_voucher_check check (voucher ~ '^[0-9A-HJKMNP-TV-Z]{12}$')
    constraint pedido_site_voucher_key unique;

comment on column public.itinerarios.voucher is
  'The booking''s voucher code (issue 30): the QR and /voucher/{code}. Random, set by the database.';
comment on column public.pedido_site.voucher is
  'The order''s voucher code (issue 30); once paid by PIX the booking is its itinerary, with the itinerary''s code.';

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- embarques: who boarded, who did not come (one row per booking)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create table public.embarques (
  id bigint generated always as identity primary key,
  ref text not null unique,
  id_itinerario bigint references public.itinerarios (id_itinerario) on delete cascade,
  id_pedido bigint references public.pedido_site (id) on delete cascade,
  status text not null check (status in ('embarcou', 'nao_compareceu')),
  embarcou_em timestamptz,
  marcado_em timestamptz not null default now(),
  registrado_por uuid references auth.users (id) on delete set null,
  dispositivo text check (char_length(dispositivo) <= 100),
  constraint embarques_booking_check check (
    (id_itinerario is not null and id_pedido is null and ref = 'R' || id_itinerario)
    or (id_pedido is not null and id_itinerario is null and ref = 'P' || id_pedido)
  ),
  constraint embarques_boarded_at_check check ((status = 'embarcou') = (embarcou_em is not null))
);

create index embarques_itinerario_idx on public.embarques (id_itinerario) where id_itinerario is not null;
create index embarques_pedido_idx on public.embarques (id_pedido) where id_pedido is not null;

alter table public.embarques enable row level security;

comment on table public.embarques is
  'Boarding of each booking (issue 30): the first check-in, or a no-show. Written only by check_in() and mark_no_show().';
comment on column public.embarques.embarcou_em is
  'When the phone scanned (an offline scan is sent later), never after it reached the database.';

create policy "Operators read the boarding records"
  on public.embarques for select
  to authenticated
  using ((select public.is_admin()));

revoke all on table public.embarques from public, anon, authenticated;
grant select on table public.embarques to authenticated;
grant all on table public.embarques to service_role;

alter table public.operator_audit drop constraint operator_audit_entity_check;
alter table public.operator_audit add constraint operator_audit_entity_check
  check (entity in (
    'pedido_site', 'itinerarios', 'clientes', 'booking_requests', 'refunds', 'capacidade', 'embarques', 'user_roles'
  ));

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The bookings as boarding sees them (internal): no payment data
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- A day's bookings (p_day), or the one booking of an itinerary or a card order. A paid PIX order is its
-- itinerary; an order without one is pending, cancelled, or paid by card.
create function public.boarding_bookings(
  p_day date default null,
  p_id_itinerario bigint default null,
  p_id_pedido bigint default null
)
returns table (
  ref text, id_itinerario bigint, id_pedido bigint, id_cliente bigint, codigo text, passeio text,
  data_passeio date, nome text, celular text, passageiros text, adultos integer, criancas integer, bebes integer,
  pets integer, embarque text, endereco text, situacao text, embarque_status text, embarcou_em timestamptz,
  registrado_por text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.ref, b.id_itinerario, b.id_pedido, b.id_cliente, b.codigo, b.passeio, b.data_passeio, b.nome,
         b.celular, b.passageiros, b.adultos, b.criancas, b.bebes, b.pets, b.embarque,
         public.boarding_address(b.embarque), b.situacao, e.status, e.embarcou_em,
         coalesce(nullif(btrim(s.nome_cliente), ''), u.email)
    from (
      select 'R' || i.id_itinerario as ref, i.id_itinerario, null::bigint as id_pedido, i.id_cliente,
             i.voucher as codigo, i.nome_passeio as passeio, i.data_passeio, c.nome_cliente as nome, c.celular,
             i.passageiros_nomes as passageiros, i.qtd_adultos as adultos, i.qtd_criancas as criancas,
             i.qtd_bebes as bebes, i.qtd_pets as pets, coalesce(i.local_embarque, i.hospedagem) as embarque,
             case when lower(btrim(i.status)) = 'cancelado' then 'cancelada' else 'confirmada' end as situacao
        from public.itinerarios i
        join public.clientes c on c.id_cliente = i.id_cliente
       where (p_day is null or i.data_passeio = p_day)
         and (p_id_itinerario is null or i.id_itinerario = p_id_itinerario)
         and p_id_pedido is null
      union all
      select 'P' || o.id, null::bigint, o.id, o.id_cliente, o.voucher, o.nome_passeio, o.data_passeio,
             c.nome_cliente, c.celular, null::text, o.qtd_adults, o.qtd_children, o.qtd_babies, o.qtd_pets,
             o.hotel_local,
             case o.status when 'pago' then 'confirmada' when 'cancelado' then 'cancelada' else 'pendente' end
        from public.pedido_site o
        join public.clientes c on c.id_cliente = o.id_cliente
       where (p_day is null or o.data_passeio = p_day)
         and (p_id_pedido is null or o.id = p_id_pedido)
         and p_id_itinerario is null
         and not exists (select 1 from public.itinerarios i where i.id_pedido = o.id)
    ) b
    left join public.embarques e on e.ref = b.ref
    left join public.clientes s on s.auth_user_id = e.registrado_por
    left join auth.users u on u.id = e.registrado_por
   where p_day is not null or p_id_itinerario is not null or p_id_pedido is not null;
$$;

revoke all on function public.boarding_bookings(date, bigint, bigint) from public, anon, authenticated, service_role;

-- The booking a voucher code opens: an itinerary's code, a card order's, or a paid PIX order's (its itinerary).
create function public.booking_of_voucher(p_code text)
returns table (id_itinerario bigint, id_pedido bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id_itinerario, null::bigint
    from public.itinerarios i
   where i.voucher = public.normalize_voucher_code(p_code)
  union all
  select i.id_itinerario, case when i.id_itinerario is null then o.id end
    from public.pedido_site o
    left join public.itinerarios i on i.id_pedido = o.id
   where o.voucher = public.normalize_voucher_code(p_code)
   limit 1;
$$;

revoke all on function public.booking_of_voucher(text) from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- voucher(): the voucher page
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.voucher(p_code text)
returns table (
  codigo text, ref text, situacao text, passeio text, data_passeio date, nome_cliente text, passageiros text,
  adultos integer, criancas integer, bebes integer, pets integer, embarque text, endereco text,
  embarque_status text, embarcou_em timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.codigo, b.ref,
         case when b.situacao = 'confirmada' and b.data_passeio < public.today_in_sao_paulo() then 'realizada'
              else b.situacao end,
         b.passeio, b.data_passeio, b.nome, b.passageiros, b.adultos, b.criancas, b.bebes, b.pets, b.embarque,
         b.endereco, b.embarque_status, b.embarcou_em
    from public.booking_of_voucher(p_code) k
    cross join lateral public.boarding_bookings(null, k.id_itinerario, k.id_pedido) b
   where (select auth.uid()) is not null
     and (
       exists (select 1 from public.clientes c where c.id_cliente = b.id_cliente and c.auth_user_id = (select auth.uid()))
       or public.staff_role() = 'admin'
       or (public.staff_role() = 'motorista' and b.data_passeio = public.today_in_sao_paulo())
     );
$$;

comment on function public.voucher(text) is
  'The voucher of a booking, for its owner, the operator, or a driver on the day; zero rows otherwise.';

revoke all on function public.voucher(text) from public;
grant execute on function public.voucher(text) to anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- boarding_day(): the day's bookings in pick-up order (/embarque, stored on the phone for offline use)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.boarding_day(p_day date default (now() at time zone 'America/Sao_Paulo')::date)
returns table (
  ref text, codigo text, passeio text, data_passeio date, horario time, nome text, celular text, passageiros text,
  adultos integer, criancas integer, bebes integer, pets integer, embarque text, endereco text, situacao text,
  embarque_status text, embarcou_em timestamptz, registrado_por text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.staff_required() = 'motorista' and p_day is distinct from public.today_in_sao_paulo() then
    raise exception 'O motorista vê apenas os embarques de hoje.' using errcode = '42501', detail = 'boarding: other_day';
  end if;
  return query
    select b.ref, b.codigo, b.passeio, b.data_passeio, public.tour_departure_time(b.passeio), b.nome, b.celular,
           b.passageiros, b.adultos, b.criancas, b.bebes, b.pets, b.embarque, b.endereco, b.situacao,
           b.embarque_status, b.embarcou_em, b.registrado_por
      from public.boarding_bookings(p_day, null, null) b
     order by b.passeio, b.endereco nulls last, b.embarque, b.nome, b.ref;
end;
$$;

comment on function public.boarding_day(date) is
  'The bookings of a day in pick-up order, for the staff (a driver: today only); no payment data.';

revoke all on function public.boarding_day(date) from public, anon;
grant execute on function public.boarding_day(date) to authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- check_in() and mark_no_show(): what a scan answers
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The answer of a scan about one booking (internal): its facts, and for 'ja_embarcou' the first check-in's.
create function public.boarding_answer(p_resultado text, p_ref text)
returns table (
  resultado text, ref text, nome text, adultos integer, criancas integer, bebes integer, pets integer,
  passeio text, data_passeio date, embarcou_em timestamptz, registrado_por text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_ref is null then
    return query select p_resultado, null::text, null::text, null::integer, null::integer, null::integer,
                        null::integer, null::text, null::date, null::timestamptz, null::text;
    return;
  end if;
  return query
    select p_resultado, b.ref, b.nome, b.adultos, b.criancas, b.bebes, b.pets, b.passeio, b.data_passeio,
           b.embarcou_em, b.registrado_por
      from public.parse_booking_ref(p_ref) k
      cross join lateral public.boarding_bookings(null, k.id_itinerario, k.id_pedido) b;
end;
$$;

revoke all on function public.boarding_answer(text, text) from public, anon, authenticated, service_role;

-- The check-in, at an instant the tests can hold (check_in passes now()).
create function public.check_in_at(
  p_code text,
  p_passeio text,
  p_data date,
  p_at timestamptz,
  p_device text,
  p_now timestamptz
)
returns table (
  resultado text, ref text, nome text, adultos integer, criancas integer, bebes integer, pets integer,
  passeio text, data_passeio date, embarcou_em timestamptz, registrado_por text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := public.staff_required();
  v_booking record;
  v_before public.embarques;
  v_after public.embarques;
  v_at timestamptz;
begin
  if v_role = 'motorista' and p_data is distinct from public.today_in_sao_paulo(p_now) then
    return query select * from public.boarding_answer('codigo_invalido', null);
    return;
  end if;
  select b.* into v_booking
    from public.booking_of_voucher(p_code) k
    cross join lateral public.boarding_bookings(null, k.id_itinerario, k.id_pedido) b;
  if not found then
    return query select * from public.boarding_answer('codigo_invalido', null);
    return;
  end if;
  if v_booking.situacao = 'cancelada' then
    return query select * from public.boarding_answer('reserva_cancelada', v_booking.ref);
    return;
  elsif v_booking.situacao = 'pendente' then
    return query select * from public.boarding_answer('pagamento_pendente', v_booking.ref);
    return;
  elsif v_booking.passeio is distinct from p_passeio then
    return query select * from public.boarding_answer('outro_passeio', v_booking.ref);
    return;
  elsif v_booking.data_passeio is distinct from p_data then
    return query select * from public.boarding_answer('outra_data', v_booking.ref);
    return;
  end if;

  -- When the phone scanned: not before the day began, not in the future.
  v_at := least(
    greatest(coalesce(p_at, p_now), (v_booking.data_passeio::timestamp at time zone 'America/Sao_Paulo')),
    p_now
  );
  select * into v_before from public.embarques e where e.ref = v_booking.ref;
  -- The unique ref keeps the first check-in of concurrent and repeated calls; a no-show gives way to it.
  insert into public.embarques as e (ref, id_itinerario, id_pedido, status, embarcou_em, marcado_em, registrado_por, dispositivo)
  values (
    v_booking.ref, v_booking.id_itinerario, v_booking.id_pedido, 'embarcou', v_at, p_now, (select auth.uid()),
    left(nullif(btrim(p_device), ''), 100)
  )
  on conflict on constraint embarques_ref_key do update
    set status = 'embarcou', embarcou_em = excluded.embarcou_em, marcado_em = excluded.marcado_em,
        registrado_por = excluded.registrado_por, dispositivo = excluded.dispositivo
    where e.status = 'nao_compareceu'
  returning * into v_after;
  if v_after.id is null then
    return query select * from public.boarding_answer('ja_embarcou', v_booking.ref);
    return;
  end if;
  perform public.audit('embarque_confirmado', 'embarques', v_booking.ref, to_jsonb(v_before), to_jsonb(v_after),
                       null);
  return query select * from public.boarding_answer('embarque_confirmado', v_booking.ref);
end;
$$;

revoke all on function public.check_in_at(text, text, date, timestamptz, text, timestamptz)
  from public, anon, authenticated, service_role;

create function public.check_in(
  p_code text,
  p_passeio text,
  p_data date,
  p_at timestamptz default null,
  p_device text default null
)
returns table (
  resultado text, ref text, nome text, adultos integer, criancas integer, bebes integer, pets integer,
  passeio text, data_passeio date, embarcou_em timestamptz, registrado_por text
)
language sql
security definer
set search_path = ''
as $$
  select * from public.check_in_at(p_code, p_passeio, p_data, p_at, p_device, now());
$$;

comment on function public.check_in(text, text, date, timestamptz, text) is
  'A scan at a departure (p_passeio, p_data), judged by the database; the first check-in of a booking is kept.';

revoke all on function public.check_in(text, text, date, timestamptz, text) from public, anon;
grant execute on function public.check_in(text, text, date, timestamptz, text) to authenticated, service_role;

-- The no-show, at an instant the tests can hold (mark_no_show passes now()).
create function public.mark_no_show_at(p_code text, p_now timestamptz)
returns table (
  resultado text, ref text, nome text, adultos integer, criancas integer, bebes integer, pets integer,
  passeio text, data_passeio date, embarcou_em timestamptz, registrado_por text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := public.staff_required();
  v_booking record;
  v_after public.embarques;
begin
  select b.* into v_booking
    from public.booking_of_voucher(p_code) k
    cross join lateral public.boarding_bookings(null, k.id_itinerario, k.id_pedido) b;
  if not found or (v_role = 'motorista' and v_booking.data_passeio is distinct from public.today_in_sao_paulo(p_now)) then
    return query select * from public.boarding_answer('codigo_invalido', null);
    return;
  elsif v_booking.situacao = 'cancelada' then
    return query select * from public.boarding_answer('reserva_cancelada', v_booking.ref);
    return;
  elsif v_booking.situacao = 'pendente' then
    return query select * from public.boarding_answer('pagamento_pendente', v_booking.ref);
    return;
  elsif v_booking.embarque_status = 'embarcou' then
    return query select * from public.boarding_answer('ja_embarcou', v_booking.ref);
    return;
  elsif v_booking.embarque_status = 'nao_compareceu' then
    return query select * from public.boarding_answer('nao_compareceu', v_booking.ref);
    return;
  end if;
  if p_now < (v_booking.data_passeio + public.tour_departure_time(v_booking.passeio)) at time zone 'America/Sao_Paulo' then
    raise exception 'Ainda não passou o horário de embarque.' using errcode = '23514', detail = 'boarding: too_early';
  end if;
  insert into public.embarques (ref, id_itinerario, id_pedido, status, marcado_em, registrado_por)
  values (v_booking.ref, v_booking.id_itinerario, v_booking.id_pedido, 'nao_compareceu', p_now, (select auth.uid()))
  on conflict on constraint embarques_ref_key do nothing
  returning * into v_after;
  if v_after.id is null then
    -- A check-in arrived meanwhile: it stands.
    return query select * from public.boarding_answer(
      case when (select e.status from public.embarques e where e.ref = v_booking.ref) = 'embarcou'
           then 'ja_embarcou' else 'nao_compareceu' end,
      v_booking.ref);
    return;
  end if;
  perform public.audit('nao_compareceu', 'embarques', v_booking.ref, null, to_jsonb(v_after), null);
  return query select * from public.boarding_answer('nao_compareceu', v_booking.ref);
end;
$$;

revoke all on function public.mark_no_show_at(text, timestamptz) from public, anon, authenticated, service_role;

create function public.mark_no_show(p_code text)
returns table (
  resultado text, ref text, nome text, adultos integer, criancas integer, bebes integer, pets integer,
  passeio text, data_passeio date, embarcou_em timestamptz, registrado_por text
)
language sql
security definer
set search_path = ''
as $$
  select * from public.mark_no_show_at(p_code, now());
$$;

comment on function public.mark_no_show(text) is
  'Marks a booking ''nao_compareceu'' after its boarding time; a boarded booking is left as is.';

revoke all on function public.mark_no_show(text) from public, anon;
grant execute on function public.mark_no_show(text) to authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- admin_manifest(): who boarded and who did not
-- ════════════════════════════════════════════════════════════════════════════════════════════
drop function public.admin_manifest(date);

create function public.admin_manifest(p_day date)
returns table (
  ref text, nome_cliente text, celular text, passeio text, data_passeio date, adultos integer, criancas integer,
  bebes integer, pets integer, embarque text, endereco text, origem text, valor numeric, passageiros text,
  observacao text, embarque_status text, embarcou_em timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.ref, b.nome_cliente, b.celular, b.passeio, b.data_passeio, b.adultos, b.criancas, b.bebes, b.pets,
         b.embarque, b.endereco, b.origem, b.valor, b.passageiros, b.observacao, e.status, e.embarcou_em
    from public.admin_bookings(p_day, p_day) b
    left join public.embarques e on e.ref = b.ref
   where (b.kind = 'itinerario' and b.status = 'Aguardando')
      or (b.kind = 'pedido' and b.status = 'pago')
   order by b.passeio, b.endereco nulls last, b.embarque, b.nome_cliente;
$$;

revoke all on function public.admin_manifest(date) from public, anon;
grant execute on function public.admin_manifest(date) to authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The team: /admin/equipe
-- ════════════════════════════════════════════════════════════════════════════════════════════
create function public.admin_team()
returns table (user_id uuid, nome text, email text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_required();
  return query
    select r.user_id, coalesce(nullif(btrim(c.nome_cliente), ''), u.raw_user_meta_data ->> 'nome_completo')::text,
           u.email::text, r.role
      from public.user_roles r
      join auth.users u on u.id = r.user_id
      left join public.clientes c on c.auth_user_id = r.user_id
     where r.role in ('admin', 'motorista')
     order by r.role, 2, u.email;
end;
$$;

comment on function public.admin_team() is 'The staff (operators and drivers), for the operator.';

revoke all on function public.admin_team() from public, anon;
grant execute on function public.admin_team() to authenticated, service_role;

create function public.admin_set_staff_role(p_email text, p_role text)
returns table (user_id uuid, nome text, email text, role text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_before public.user_roles;
  v_after public.user_roles;
begin
  perform public.admin_required();
  if p_role is null or p_role not in ('motorista', 'cliente') then
    raise exception 'Papel inválido.' using errcode = '22023', detail = 'team: role';
  end if;
  select u.id into v_user from auth.users u where lower(u.email) = lower(btrim(coalesce(p_email, ''))) limit 1;
  if v_user is null then
    raise exception 'Nenhuma conta com este e-mail.' using errcode = '22023', detail = 'team: unknown_email';
  end if;
  if v_user = (select auth.uid()) then
    raise exception 'Você não pode mudar o seu próprio papel.' using errcode = '22023', detail = 'team: self';
  end if;
  select * into v_before from public.user_roles r where r.user_id = v_user for update;
  if v_before.role = 'admin' then
    raise exception 'O papel de um operador não muda por aqui.' using errcode = '22023', detail = 'team: admin';
  end if;
  insert into public.user_roles as r (user_id, role) values (v_user, p_role)
  on conflict on constraint user_roles_user_id_key do update set role = excluded.role
  returning * into v_after;
  if v_before.role is distinct from v_after.role then
    perform public.audit(
      case p_role when 'motorista' then 'motorista_adicionado' else 'motorista_removido' end,
      'user_roles', v_user::text, to_jsonb(v_before), to_jsonb(v_after), null
    );
  end if;
  return query
    select v_user, coalesce(nullif(btrim(c.nome_cliente), ''), u.raw_user_meta_data ->> 'nome_completo')::text,
           u.email::text, v_after.role
      from auth.users u
      left join public.clientes c on c.auth_user_id = u.id
     where u.id = v_user;
end;
$$;

comment on function public.admin_set_staff_role(text, text) is
  'Makes the account of an e-mail a driver (''motorista'') or a customer again (''cliente''); never an operator.';

revoke all on function public.admin_set_staff_role(text, text) from public, anon;
grant execute on function public.admin_set_staff_role(text, text) to authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- 'Reserva confirmada' carries the voucher; card payments send it too
-- ════════════════════════════════════════════════════════════════════════════════════════════
create or replace function public.enqueue_booking_confirmed(p_itinerary_id bigint)
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
      'valor', i.valor_total_liquido,
      'codigo', i.voucher,
      'ref', 'R' || i.id_itinerario
    ),
    'reserva_confirmada:' || i.id_itinerario
  )
  from public.itinerarios i
  join public.clientes c on c.id_cliente = i.id_cliente
  where i.id_itinerario = p_itinerary_id;
$$;

-- A card order paid is its own booking (no itinerary): the same mail, keyed by its ref.
create function public.enqueue_order_confirmed(p_order_id bigint)
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
      'passeio', o.nome_passeio,
      'data', o.data_passeio,
      'embarque', o.hotel_local,
      'endereco', public.boarding_address(o.hotel_local),
      'adultos', o.qtd_adults,
      'criancas', o.qtd_children,
      'bebes', o.qtd_babies,
      'pets', o.qtd_pets,
      'valor', o.valor,
      'codigo', o.voucher,
      'ref', 'P' || o.id
    ),
    'reserva_confirmada:P' || o.id
  )
  from public.pedido_site o
  join public.clientes c on c.id_cliente = o.id_cliente
  where o.id = p_order_id and o.status = 'pago'
    and not exists (select 1 from public.itinerarios i where i.id_pedido = o.id);
$$;

revoke all on function public.enqueue_order_confirmed(bigint) from public, anon, authenticated, service_role;

create or replace function public.confirm_card_payment(
  p_session_id text,
  p_order_ids bigint[],
  p_event_id text default null,
  p_event_type text default null
)
returns table (duplicate boolean, paid_order_ids bigint[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted integer;
  v_ids bigint[];
  v_confirmed timestamptz;
  v_order record;
  v_paid bigint[] := array[]::bigint[];
begin
  if p_session_id is null or char_length(p_session_id) not between 1 and 255 then
    raise exception 'invalid session id' using errcode = '22023';
  end if;
  if p_event_id is not null then
    insert into public.stripe_webhook_events (id, type, session_id)
    values (p_event_id, coalesce(p_event_type, 'unknown'), p_session_id)
    on conflict (id) do nothing;
    get diagnostics v_inserted = row_count;
    if v_inserted = 0 then
      return query select true, array[]::bigint[];
      return;
    end if;
  end if;
  v_ids := array(select distinct u from unnest(coalesce(p_order_ids, array[]::bigint[])) u order by u);

  -- The session's record (made here for a session opened before this migration), locked for the confirmation.
  insert into public.stripe_checkout_sessions (id, id_cliente, order_ids, status)
  values (
    p_session_id,
    (select o.id_cliente from public.pedido_site o where o.id = any (v_ids) order by o.id limit 1),
    v_ids,
    'paid'
  )
  on conflict (id) do nothing;
  select s.confirmed_at into v_confirmed
    from public.stripe_checkout_sessions s where s.id = p_session_id for update;
  if v_confirmed is not null then
    return query select false, array[]::bigint[];
    return;
  end if;

  for v_order in
    select o.id, o.id_cliente, o.valor, o.status, o.tipo_pagamento, o.stripe_session_id
      from public.pedido_site o
     where o.id = any (v_ids)
     order by o.id
       for update
  loop
    if v_order.status = 'aguardando pagamento' and v_order.tipo_pagamento = 'Cartão(Stripe)' then
      update public.pedido_site set status = 'pago', stripe_session_id = p_session_id where id = v_order.id;
      v_paid := v_paid || v_order.id;
      -- Issue 30: the card booking's 'Reserva confirmada' with its voucher (the outbox key keeps it to one).
      perform public.enqueue_order_confirmed(v_order.id);
    elsif not (v_order.status = 'pago' and v_order.stripe_session_id is not distinct from p_session_id) then
      insert into public.card_payments_to_refund (session_id, order_id, id_cliente, valor, reason)
      values (
        p_session_id, v_order.id, v_order.id_cliente, v_order.valor,
        case v_order.status when 'pago' then 'already_paid' when 'cancelado' then 'cancelled' else 'not_payable' end
      )
      on conflict (session_id, order_id) do nothing;
    end if;
  end loop;

  insert into public.card_payments_to_refund (session_id, order_id, reason)
  select p_session_id, m.id, 'order_missing'
    from unnest(v_ids) m (id)
   where not exists (select 1 from public.pedido_site o where o.id = m.id)
  on conflict (session_id, order_id) do nothing;

  update public.stripe_checkout_sessions
     set status = 'paid', paid_order_ids = v_paid, confirmed_at = now(), updated_at = now()
   where id = p_session_id;
  return query select false, v_paid;
end;
$$;
