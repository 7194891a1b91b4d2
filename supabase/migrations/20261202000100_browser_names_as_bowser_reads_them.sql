-- The analytics' browser names, one set across 2026-11-27. Until then the page read its user agent with ua-parser-js;
-- since then track-analytics reads the request's header with bowser
-- (docs/decisions/2026-11-27-user-agent-read-with-bowser.md), which names the same browsers differently: 'Mobile
-- Chrome' is 'Chrome', 'Mobile Safari' 'Safari', 'Edge' 'Microsoft Edge', 'Samsung Internet' 'Samsung Internet for
-- Android', and an app's own browser (Facebook, Instagram, TikTok...) is the engine it runs in: 'Safari' on iOS,
-- 'Chrome' elsewhere. A period across that day listed Chrome twice on /test-analytics.
--
-- The stored events take the name bowser reads from the same header (each pair checked against both libraries), and
-- every day already summarised that held an old name is aggregated again from its events (they are all kept), so its
-- browser counts are distinct sessions, as for any other day. A name bowser does not know ('MIUI Browser') is left
-- empty, as bowser leaves it.
do $$
declare
  v_days date[];
  v_day date;
begin
  create temporary table browser_renames (old_name text primary key, new_name text, in_app boolean not null)
    on commit drop;
  insert into browser_renames values
    ('Mobile Chrome', 'Chrome', false),
    ('Chrome WebView', 'Chrome', false),
    ('Chrome Headless', 'Chrome', false),
    ('Brave', 'Chrome', false),
    ('Mobile Safari', 'Safari', false),
    ('WebKit', 'Safari', false),
    ('Mobile Firefox', 'Firefox', false),
    ('Edge', 'Microsoft Edge', false),
    ('Samsung Internet', 'Samsung Internet for Android', false),
    ('Yandex', 'Yandex Browser', false),
    ('UCBrowser', 'UC Browser', false),
    ('Opera Mini', 'Opera', false),
    ('Opera Mobi', 'Opera', false),
    ('Opera GX', 'Opera', false),
    ('GSA', 'Google Search', false),
    ('MIUI Browser', null, false),
    ('Facebook', null, true),
    ('Instagram', null, true),
    ('TikTok', null, true),
    ('Snapchat', null, true),
    ('Twitter', null, true),
    ('WeChat', null, true),
    ('DuckDuckGo', null, true);

  select coalesce(array_agg(distinct (e.created_at at time zone 'America/Sao_Paulo')::date), '{}')
    into v_days
    from public.analytics_events e
    join browser_renames r on r.old_name = e.browser;

  update public.analytics_events e
     set browser = case when r.in_app then case when e.os = 'iOS' then 'Safari' else 'Chrome' end else r.new_name end
    from browser_renames r
   where r.old_name = e.browser;

  foreach v_day in array v_days loop
    if exists (select 1 from public.analytics_daily_summary s where s.date = v_day) then
      perform public.aggregate_analytics_day(v_day);
    end if;
  end loop;
end
$$;
