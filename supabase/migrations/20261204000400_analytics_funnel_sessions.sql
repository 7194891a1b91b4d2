-- The analytics page's purchase funnel counted events under labels that speak of people ('Adicionaram ao
-- carrinho 4 · Iniciaram o checkout 1 · 25%'): four add_to_cart events of two sessions that added two tours each
-- read as a 25% step where one of two visitors went on. Each day now also keeps how many sessions reached each
-- step, and the funnel shows those; the event counts stay as they were (the aggregation's answer is unchanged).

alter table public.analytics_daily_summary
  add column add_to_cart_sessions integer not null default 0 check (add_to_cart_sessions >= 0),
  add column checkout_start_sessions integer not null default 0 check (checkout_start_sessions >= 0),
  add column checkout_complete_sessions integer not null default 0 check (checkout_complete_sessions >= 0);

comment on column public.analytics_daily_summary.add_to_cart_sessions is 'Sessions with at least one add_to_cart that day.';
comment on column public.analytics_daily_summary.checkout_start_sessions is 'Sessions with at least one checkout_start that day.';
comment on column public.analytics_daily_summary.checkout_complete_sessions is 'Sessions with at least one checkout_complete that day.';

-- Days already aggregated, from the events still kept.
update public.analytics_daily_summary s
   set add_to_cart_sessions = d.add_to_cart, checkout_start_sessions = d.checkout_start,
       checkout_complete_sessions = d.checkout_complete
  from (
    select (e.created_at at time zone 'America/Sao_Paulo')::date as day,
           count(distinct e.session_id) filter (where e.event_type = 'add_to_cart') as add_to_cart,
           count(distinct e.session_id) filter (where e.event_type = 'checkout_start') as checkout_start,
           count(distinct e.session_id) filter (where e.event_type = 'checkout_complete') as checkout_complete
      from public.analytics_events e
     where e.event_type in ('add_to_cart', 'checkout_start', 'checkout_complete')
     group by 1
  ) d
 where d.day = s.date;

-- aggregate_analytics_day as 20261122000700_analytics_aggregation.sql wrote it, with the sessions of each step.
create or replace function public.aggregate_analytics_day(p_day date)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_start timestamptz;
  v_end timestamptz;
  v_events integer;
  v_summary public.analytics_daily_summary%rowtype;
  v_pages integer;
begin
  if p_day is null then
    raise exception 'a day is required' using errcode = '22023';
  end if;
  v_start := p_day::timestamp at time zone 'America/Sao_Paulo';
  v_end := (p_day + 1)::timestamp at time zone 'America/Sao_Paulo';

  -- One aggregation of a day at a time (the scheduler and an operator may overlap).
  perform pg_advisory_xact_lock(hashtext('aggregate_analytics_day'), (p_day - date '2000-01-01'));

  create temporary table if not exists pg_temp.day_events on commit drop as
    select * from public.analytics_events where false;
  truncate pg_temp.day_events;
  insert into pg_temp.day_events
    select * from public.analytics_events e where e.created_at >= v_start and e.created_at < v_end;
  get diagnostics v_events = row_count;

  insert into public.analytics_daily_summary as s (
    date, total_page_views, unique_sessions, unique_visitors, avg_time_on_page,
    device_breakdown, browser_breakdown, os_breakdown, referrer_breakdown,
    whatsapp_clicks, add_to_cart_count, checkout_start_count, checkout_complete_count,
    add_to_cart_sessions, checkout_start_sessions, checkout_complete_sessions, updated_at
  )
  select
    p_day,
    count(*) filter (where event_type = 'page_view'),
    count(distinct session_id),
    count(distinct coalesce(user_fingerprint, session_id)),
    coalesce(round(avg((event_data ->> 'seconds')::numeric) filter (
      where event_type = 'time_on_page' and jsonb_typeof(event_data -> 'seconds') = 'number'), 2), 0),
    coalesce((select jsonb_object_agg(k, n) from (
      select coalesce(device_type, 'desconhecido') k, count(distinct session_id) n from pg_temp.day_events group by 1) d), '{}'),
    coalesce((select jsonb_object_agg(k, n) from (
      select coalesce(nullif(browser, ''), 'desconhecido') k, count(distinct session_id) n from pg_temp.day_events group by 1) d), '{}'),
    coalesce((select jsonb_object_agg(k, n) from (
      select coalesce(nullif(os, ''), 'desconhecido') k, count(distinct session_id) n from pg_temp.day_events group by 1) d), '{}'),
    coalesce((select jsonb_object_agg(k, n) from (
      select coalesce(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#]+)'), nullif(referrer, ''), 'direct') k,
             count(*) n
        from pg_temp.day_events where event_type = 'page_view' group by 1) d), '{}'),
    count(*) filter (where event_type = 'click_whatsapp'),
    count(*) filter (where event_type = 'add_to_cart'),
    count(*) filter (where event_type = 'checkout_start'),
    count(*) filter (where event_type = 'checkout_complete'),
    count(distinct session_id) filter (where event_type = 'add_to_cart'),
    count(distinct session_id) filter (where event_type = 'checkout_start'),
    count(distinct session_id) filter (where event_type = 'checkout_complete'),
    now()
  from pg_temp.day_events
  on conflict (date) do update set
    total_page_views = excluded.total_page_views,
    unique_sessions = excluded.unique_sessions,
    unique_visitors = excluded.unique_visitors,
    avg_time_on_page = excluded.avg_time_on_page,
    device_breakdown = excluded.device_breakdown,
    browser_breakdown = excluded.browser_breakdown,
    os_breakdown = excluded.os_breakdown,
    referrer_breakdown = excluded.referrer_breakdown,
    whatsapp_clicks = excluded.whatsapp_clicks,
    add_to_cart_count = excluded.add_to_cart_count,
    checkout_start_count = excluded.checkout_start_count,
    checkout_complete_count = excluded.checkout_complete_count,
    add_to_cart_sessions = excluded.add_to_cart_sessions,
    checkout_start_sessions = excluded.checkout_start_sessions,
    checkout_complete_sessions = excluded.checkout_complete_sessions,
    updated_at = now()
  returning * into v_summary;

  delete from public.analytics_page_views where date = p_day;
  insert into public.analytics_page_views (date, url_path, views, unique_sessions, avg_time_seconds, updated_at)
  select
    p_day,
    url_path,
    count(*) filter (where event_type = 'page_view'),
    count(distinct session_id) filter (where event_type = 'page_view'),
    coalesce(round(avg((event_data ->> 'seconds')::numeric) filter (
      where event_type = 'time_on_page' and jsonb_typeof(event_data -> 'seconds') = 'number'), 2), 0),
    now()
  from pg_temp.day_events
  where url_path is not null and event_type in ('page_view', 'time_on_page')
  group by url_path
  having count(*) filter (where event_type = 'page_view') > 0;
  get diagnostics v_pages = row_count;

  return jsonb_build_object(
    'date', p_day,
    'events_processed', v_events,
    'page_views', v_summary.total_page_views,
    'unique_sessions', v_summary.unique_sessions,
    'unique_visitors', v_summary.unique_visitors,
    'avg_time_on_page', v_summary.avg_time_on_page,
    'whatsapp_clicks', v_summary.whatsapp_clicks,
    'add_to_cart', v_summary.add_to_cart_count,
    'checkout_start', v_summary.checkout_start_count,
    'checkout_complete', v_summary.checkout_complete_count,
    'pages', v_pages
  );
end;
$function$;
