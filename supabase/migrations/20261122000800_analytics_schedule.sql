-- The daily analytics aggregation at 00:15 São Paulo time (03:15 UTC: Brazil has had no daylight saving
-- time since 2019), on hosted Supabase: pg_cron calls the aggregate-daily-analytics function through pg_net.
-- The function's URL and the service role key are read from Supabase Vault when the job runs, so create the
-- two secrets (README, "Hosted deploy") before or after this migration:
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Where pg_cron or pg_net is missing (the embedded backend, a plain PostgreSQL) this is skipped with a
-- notice; the embedded backend runs the same schedule itself (supabase/local/scheduler.ts).
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the daily analytics aggregation is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  -- Scheduling under a job name replaces an earlier job of that name: running this again is harmless.
  perform cron.schedule(
    'aggregate-daily-analytics',
    '15 3 * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/aggregate-daily-analytics',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000
      );
    $job$
  );
end;
$migration$;
