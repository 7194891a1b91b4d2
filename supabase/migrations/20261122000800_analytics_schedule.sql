-- The daily analytics aggregation at 00:15 São Paulo time (03:15 UTC: Brazil has had no daylight saving
-- time since 2019), on hosted Supabase: pg_cron calls the aggregate-daily-analytics function through pg_net.
-- The function's URL and the service role key are read from Supabase Vault each time the job runs, so the two
-- secrets (README, "Hosted deploy") may be created before or after this migration:
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Where pg_cron, pg_net or Vault is missing (the embedded backend, a plain PostgreSQL) this is skipped with a
-- notice; the embedded backend runs the same schedule itself (supabase/local/scheduler.ts).
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
