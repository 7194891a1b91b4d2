-- ════════════════════════════════════════════════════════════════════════════════════════════
-- schedule_job(): the one way a migration schedules a job with pg_cron
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- 20261122000800, 20261124000700, 20261125000200 and 20261125000500 each restate the same block: is pg_cron
-- available, enable it, schedule the job. Applied migrations stay as they are; from here on a migration that
-- schedules a job, or changes one, makes one call:
--
--   select public.schedule_job('lapse-unpaid-pix-orders', '*/5 * * * *', 'select public.lapse_unpaid_pix_orders()');
--
-- Calling it again replaces the job of that name (unscheduled first, then scheduled with what the call says), so
-- re-applying a migration keeps one job. Where pg_cron is missing (the embedded backend, a plain PostgreSQL) or
-- installed but not preloaded, it schedules nothing, says so in a notice and answers false; the embedded backend
-- runs its own copy of the jobs (supabase/local/scheduler.ts). A job that calls an edge function still checks its
-- own needs when it runs (pg_net, the Vault secrets), as the jobs of 20261124000700 and 20261125000200 do.
--
-- A job runs as the function's owner with any SQL, so only the owner (postgres, who runs the migrations) may call
-- it: not the API roles, and not service_role either, whose key would otherwise run SQL as postgres.
create function public.schedule_job(p_name text, p_schedule text, p_command text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(btrim(p_name), '') = '' or coalesce(btrim(p_schedule), '') = '' or coalesce(btrim(p_command), '') = '' then
    raise exception 'schedule_job needs a job name, a schedule and a command';
  end if;
  if pg_catalog.to_regnamespace('cron') is null then
    if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
      raise notice 'pg_cron is not available: the job % is not scheduled here (the embedded backend runs its own)',
        p_name;
      return false;
    end if;
    -- Installed but not in shared_preload_libraries, pg_cron cannot be created: say so and go on.
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron cannot be enabled here (%): the job % is not scheduled', sqlerrm, p_name;
      return false;
    end;
  end if;
  perform cron.unschedule(j.jobid) from cron.job j where j.jobname = p_name;
  perform cron.schedule(p_name, p_schedule, p_command);
  return true;
end;
$$;

comment on function public.schedule_job(text, text, text) is
  'Schedules (or replaces) the pg_cron job p_name; false, with a notice, where pg_cron is missing. Migrations only.';

revoke all on function public.schedule_job(text, text, text) from public, anon, authenticated, service_role;
