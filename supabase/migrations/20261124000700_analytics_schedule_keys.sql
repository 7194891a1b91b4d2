-- The daily analytics job of 20261122000800_analytics_schedule.sql, scheduled again with the key in `apikey` too.
-- Every function is now deployed without the gateway's JWT check (supabase/config.toml) and checks its caller
-- itself: one of the project's keys in `apikey` (supabase/functions/_shared/guard.ts), then, for this function,
-- a secret key as the bearer. The Vault secret keeps its name, service_role_key, and may hold either kind of
-- secret key: the legacy service_role JWT or a new secret key (sb_secret_...), which replaces it when Supabase
-- retires the legacy keys (end of 2026). Everything else is as in 20261122000800: same job name (scheduling it
-- again replaces the job), same time, same checks.
do $migration$
declare
  v_missing text;
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the daily analytics aggregation is not scheduled here';
    return;
  end if;
  if to_regclass('vault.decrypted_secrets') is null then
    raise notice 'Supabase Vault is not installed: the daily analytics aggregation is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;

  -- Scheduling under a job name replaces an earlier job of that name: running this again is harmless.
  -- Without the secrets the run fails with a message saying which (cron.job_run_details shows it).
  perform cron.schedule(
    'aggregate-daily-analytics',
    '15 3 * * *',
    $job$
      do $run$
      declare
        v_url text := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url');
        v_key text := (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key');
      begin
        if v_url is null or v_key is null then
          raise exception 'aggregate-daily-analytics: create the Vault secrets project_url and service_role_key';
        end if;
        perform net.http_post(
          url := rtrim(v_url, '/') || '/functions/v1/aggregate-daily-analytics',
          body := '{}'::jsonb,
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'apikey', v_key,
            'Authorization', 'Bearer ' || v_key
          ),
          timeout_milliseconds := 60000
        );
      end
      $run$;
    $job$
  );

  begin
    select string_agg(wanted, ' and ') into v_missing
      from unnest(array['project_url', 'service_role_key']) as wanted
     where not exists (select 1 from vault.secrets s where s.name = wanted);
  exception when insufficient_privilege then
    v_missing := null; -- cannot look: the job's own check will tell
  end;
  if v_missing is not null then
    raise notice 'aggregate-daily-analytics is scheduled, but the Vault secret(s) % do not exist yet: create them '
      'with vault.create_secret (README, "Hosted deploy") before 00:15 São Paulo time', v_missing;
  end if;
end;
$migration$;
