-- Daily analytics: the aggregation of one São Paulo calendar day (run by aggregate-daily-analytics with the
-- service role), and read access to the aggregates for administrators (the /test-analytics dashboard).

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- aggregate_analytics_day(day): replaces that day's rows in both summary tables; returns the figures
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- A day is [00:00, 24:00) in America/Sao_Paulo. Running a day again replaces it: no double counting.
-- time_on_page events carry their whole seconds in event_data.seconds.
create function public.aggregate_analytics_day(p_day date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
    whatsapp_clicks, add_to_cart_count, checkout_start_count, checkout_complete_count, updated_at
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
$$;

revoke all on function public.aggregate_analytics_day(date) from public, anon, authenticated;
grant execute on function public.aggregate_analytics_day(date) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The operator reads the aggregates (never the raw events)
-- ════════════════════════════════════════════════════════════════════════════════════════════
grant select on table public.analytics_daily_summary, public.analytics_page_views to authenticated;

create policy "Admins read the daily summary"
  on public.analytics_daily_summary for select to authenticated
  using ((select public.is_admin()));

create policy "Admins read the page views"
  on public.analytics_page_views for select to authenticated
  using ((select public.is_admin()));
