-- Analytics ingestion limits, enforced where the events are stored (issue 14, finding 6).
-- track-analytics counted a session's recent events and then inserted: two requests both saw room
-- (20 parallel calls stored 1,000 events of one session), and a new session id per call was never
-- limited at all. store_analytics_events() counts and inserts in one transaction, per session and per
-- client address, so the limits hold whatever arrives in parallel.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- analytics_rate_buckets: events accepted per (session or address, minute)
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- A counter row per key and minute, bumped with insert ... on conflict do update: the row lock
-- serialises the callers of one key (and only them), and a refused call rolls its bump back. Chosen
-- over an advisory lock plus count(*), which would serialise the same callers but needs the caller's
-- address on every stored event to count by it. Here an address exists only as a keyed hash (the
-- track-analytics function's HMAC), only in this table and only for about two minutes: the limit needs
-- to recognise a repeat caller, never to know who it is, and an address is personal data.
create table public.analytics_rate_buckets (
  bucket text not null check (bucket ~ '^(session|address):.{1,160}$'),
  minute timestamptz not null check (minute = date_trunc('minute', minute)),
  events integer not null check (events > 0),
  primary key (bucket, minute)
);
comment on table public.analytics_rate_buckets is
  'Rate-limit counters of track-analytics; rows older than two minutes are deleted as calls arrive.';

alter table public.analytics_rate_buckets enable row level security;

create index analytics_rate_buckets_minute_idx on public.analytics_rate_buckets (minute);

-- The per-session count of the old check was this index's only reader.
drop index public.analytics_events_session_created_idx;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- store_analytics_events(events, address_key): checks the limits and stores a validated batch
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Limits per minute: 300 events per session (a tab in a loop, a script) and 600 per client address
-- (sessions rotated from one address; a shared address, an office or a carrier's NAT, still leaves
-- room for dozens of real visitors, who send a few events a minute each).
-- The window slides: the previous minute counts by the share of it still inside the last 60 s, so a
-- client cannot send twice the limit across a minute boundary; within one calendar minute the limit is
-- exact. Over a limit the whole batch is refused with SQLSTATE PT429 (PostgREST answers HTTP 429).
-- p_address_key is null when no address is known: hosted Supabase's edge always reports one; the
-- embedded backend's gateway reports none, and its callers are this machine, so there one address
-- bucket would only be a limit for everyone together (the browser tests included).
create function public.store_analytics_events(p_events jsonb, p_address_key text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_minute timestamptz := date_trunc('minute', now());
  v_previous_weight numeric := 1 - extract(epoch from now() - date_trunc('minute', now())) / 60;
  v_over text;
  v_stored integer;
begin
  if jsonb_typeof(p_events) is distinct from 'array' or jsonb_array_length(p_events) = 0 then
    raise exception 'events must be a non-empty array' using errcode = '22023';
  end if;
  if p_address_key !~ '^[0-9a-f]{16,128}$' then
    raise exception 'the address key must be hex' using errcode = '22023';
  end if;
  if exists (
    select from jsonb_array_elements(p_events) e
    where coalesce(e ->> 'session_id', '') !~ '^[A-Za-z0-9_-]{8,128}$'
  ) then
    raise exception 'every event needs a session_id' using errcode = '22023';
  end if;

  -- Forget finished minutes; rows another call is deleting are skipped rather than waited for.
  delete from public.analytics_rate_buckets
  where (bucket, minute) in (
    select b.bucket, b.minute from public.analytics_rate_buckets b
    where b.minute < v_minute - interval '1 minute'
    for update skip locked
  );

  -- Keys are bumped in one order (by bucket), so two calls sharing keys cannot deadlock.
  with wanted (bucket, events, cap) as (
    select 'session:' || (e ->> 'session_id'), count(*)::integer, 300
    from jsonb_array_elements(p_events) e
    group by 1
    union all
    select 'address:' || p_address_key, jsonb_array_length(p_events), 600
    where p_address_key is not null
  ),
  counted as (
    insert into public.analytics_rate_buckets as b (bucket, minute, events)
    select w.bucket, v_minute, w.events from wanted w order by w.bucket
    on conflict (bucket, minute) do update set events = b.events + excluded.events
    returning b.bucket, b.events
  )
  select split_part(c.bucket, ':', 1) into v_over
  from counted c
  join wanted w on w.bucket = c.bucket
  left join public.analytics_rate_buckets p
    on p.bucket = c.bucket and p.minute = v_minute - interval '1 minute'
  where c.events + coalesce(p.events, 0) * v_previous_weight > w.cap
  order by 1 desc
  limit 1;

  if v_over is not null then
    raise exception 'too many analytics events from this %', v_over
      using errcode = 'PT429', hint = 'Try again in a minute.';
  end if;

  insert into public.analytics_events (
    event_type, url_path, page_title, event_data, session_id, user_fingerprint,
    device_type, browser, os, screen_resolution, language, referrer
  )
  select
    e.event_type, e.url_path, e.page_title, coalesce(e.event_data, '{}'::jsonb), e.session_id,
    e.user_fingerprint, e.device_type, e.browser, e.os, e.screen_resolution, e.language, e.referrer
  from jsonb_to_recordset(p_events) as e (
    event_type text, url_path text, page_title text, event_data jsonb, session_id text,
    user_fingerprint text, device_type text, browser text, os text, screen_resolution text,
    language text, referrer text
  );
  get diagnostics v_stored = row_count;
  return v_stored;
end;
$$;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Privileges: service role only (the track-analytics function)
-- ════════════════════════════════════════════════════════════════════════════════════════════
revoke all on table public.analytics_rate_buckets from anon, authenticated;
grant select, insert, update, delete on table public.analytics_rate_buckets to service_role;

revoke all on function public.store_analytics_events(jsonb, text) from public, anon, authenticated;
grant execute on function public.store_analytics_events(jsonb, text) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Supabase's database linter (splinter): findings on functions of earlier migrations, explained here
-- because a migration is never edited (scripts/splinter.ts requires one such line per ERROR or WARN)
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- splinter anon_security_definer_function_executable on public.check_signup_duplicates: spec §5 checks an e-mail and mobile before sign-up, when there is no session yet; it answers two booleans and nothing about anyone.
-- splinter authenticated_security_definer_function_executable on public.check_signup_duplicates: the same check, called by a signed-in visitor's browser too; still two booleans.
-- splinter authenticated_security_definer_function_executable on public.is_admin: every operator policy calls it as the signed-in user; it answers only whether that user is an admin, and must read user_roles past its RLS to do so.
