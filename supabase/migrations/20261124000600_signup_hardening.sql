-- Sign-up hardening (issue 14, finding 4): unconfirmed sign-ups lapse instead of holding an e-mail or
-- mobile forever, a customer record left by a deleted user is linked again only to someone who has
-- confirmed its address, and the pre-sign-up duplicate check is rate limited per client address.
-- Replaces handle_new_auth_user() and check_signup_duplicates() of 20261122000100_customers.sql (same
-- signatures, so the trigger and the grants stay as they are).

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- signup_lapsed(): an unconfirmed sign-up older than its confirmation link
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- 24 hours after its last confirmation mail (or its creation when none was sent), as long as the longest
-- link lifetime there is: GoTrue's default mailer_otp_exp, the embedded backend's link, and more than the
-- hour of supabase/config.toml's otp_expiry. So nothing that can still be confirmed lapses, and nothing that
-- can no longer be confirmed keeps an e-mail or a mobile from the person who really holds it. A lapsed
-- sign-up is not deleted here: a resent link revives it, unless someone else has claimed its mobile since.
create function public.signup_lapsed(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where u.id = p_user_id
      and u.email_confirmed_at is null
      and coalesce(u.confirmation_sent_at, u.created_at) < now() - interval '24 hours'
  );
$$;

revoke execute on function public.signup_lapsed(uuid) from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- attach_customer(): the customer record of an auth user, created or linked again
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Called when the user is created and again when its address is confirmed. A record left by a deleted
-- user (auth_user_id set null) holds that customer's orders: it goes only to a user who has proved the
-- address, never to a sign-up that merely typed it. A mobile held by a lapsed sign-up is released
-- (that record keeps its name and e-mail); one held by anyone else fails the sign-up (unique violation),
-- which GoTrue reports as 'Database error saving new user' and the embedded backend as phone_exists.
create function public.attach_customer(p_user_id uuid, p_email text, p_metadata jsonb, p_confirmed boolean)
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
  if exists (select 1 from public.clientes where auth_user_id = p_user_id) then
    return;
  end if;

  -- A customer record left by a deleted user: linked once the address is confirmed, untouched before.
  if exists (select 1 from public.clientes where email_cliente = v_email and auth_user_id is null) then
    if p_confirmed then
      update public.clientes
      set auth_user_id = p_user_id, updated_at = now()
      where email_cliente = v_email and auth_user_id is null;
    end if;
    return;
  end if;

  -- Metadata is client-supplied: a mobile that is not 10–11 digits is not stored.
  if v_celular !~ '^[0-9]{10,11}$' then
    v_celular := null;
  end if;

  update public.clientes c
  set celular = null, updated_at = now()
  where c.celular = v_celular and c.auth_user_id is not null and public.signup_lapsed(c.auth_user_id);

  insert into public.clientes (auth_user_id, nome_cliente, email_cliente, celular)
  values (p_user_id, coalesce(left(v_nome, 200), split_part(v_email, '@', 1)), v_email, v_celular)
  on conflict (email_cliente) do nothing;
end;
$$;

revoke execute on function public.attach_customer(uuid, text, jsonb, boolean)
  from public, anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Triggers on auth.users: created, confirmed, deleted
-- ════════════════════════════════════════════════════════════════════════════════════════════
create or replace function public.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_roles (user_id, role)
  values (new.id, 'cliente')
  on conflict (user_id) do nothing;

  perform public.attach_customer(new.id, new.email, new.raw_user_meta_data, new.email_confirmed_at is not null);
  return new;
end;
$$;

-- GoTrue confirms an address (the link, or autoconfirm right after sign-up) by setting email_confirmed_at.
create function public.handle_auth_user_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.attach_customer(new.id, new.email, new.raw_user_meta_data, true);
  return new;
end;
$$;

revoke execute on function public.handle_auth_user_confirmed() from public, anon, authenticated, service_role;

create trigger on_auth_user_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function public.handle_auth_user_confirmed();

-- The record of a user who never confirmed served no one: it goes with the user instead of lingering
-- as a deleted customer's record that the next sign-up with that address would be given.
create function public.handle_auth_user_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.email_confirmed_at is null then
    begin
      delete from public.clientes where auth_user_id = old.id;
    exception when foreign_key_violation then
      null; -- it holds orders after all: kept, as any deleted customer's record is
    end;
  end if;
  return old;
end;
$$;

revoke execute on function public.handle_auth_user_deleted() from public, anon, authenticated, service_role;

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row execute function public.handle_auth_user_deleted();

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- signup_check_buckets: duplicate checks per (client address, minute)
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The address is kept only as a keyed hash (under signup_check_secret, which no API role can read) and
-- only for five minutes, as the analytics limits keep theirs: the limit must recognise a repeat caller,
-- never know who it is.
create table public.signup_check_secret (
  id boolean primary key default true check (id),
  secret text not null default (gen_random_uuid()::text || gen_random_uuid()::text)
);
comment on table public.signup_check_secret is 'The key of the address hashes in signup_check_buckets.';

insert into public.signup_check_secret default values;

alter table public.signup_check_secret enable row level security;

create table public.signup_check_buckets (
  address_key text not null check (address_key ~ '^[0-9a-f]{64}$'),
  minute timestamptz not null check (minute = date_trunc('minute', minute)),
  calls integer not null check (calls > 0),
  primary key (address_key, minute)
);
comment on table public.signup_check_buckets is
  'Rate-limit counters of check_signup_duplicates(); rows older than five minutes are deleted as calls arrive.';

alter table public.signup_check_buckets enable row level security;

revoke all on table public.signup_check_secret, public.signup_check_buckets from anon, authenticated, service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- check_signup_duplicates(): the same two booleans, at most 60 calls per address in five minutes
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Spec §5 needs the check before sign-up, and it tells anyone whether an e-mail or mobile is registered,
-- so its pace is held to twice Supabase Auth's sign-up limit (30 per five minutes per address): a person
-- signing up never meets it, an enumeration gets 720 answers an hour per address instead of thousands a
-- second. Over the limit the call fails with SQLSTATE PT429 (PostgREST answers HTTP 429) and counts
-- nothing. The address is the first x-forwarded-for entry PostgREST passes in request.headers, as
-- hosted Supabase's edge reports it. Where none is reported the call is not limited: hosted Supabase's
-- edge always reports the caller, and only the embedded backend (which listens on this machine alone) does
-- not, where one shared bucket would be a limit for every local test and developer together (the same
-- choice as store_analytics_events of 20261124000400). It writes, so it is
-- volatile: call it with POST (supabase-js rpc() does), not with GET, which PostgREST runs read-only.
-- A sign-up held by a lapsed, unconfirmed sign-up is free, as sign-up itself now treats it.
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
    ),
    exists (
      select 1 from public.clientes c
      where c.celular = nullif(regexp_replace(coalesce(p_celular, ''), '[^0-9]', '', 'g'), '')
        and (c.auth_user_id is null or not public.signup_lapsed(c.auth_user_id))
    );
end;
$$;
