-- The hosted schedule of the e-mail outbox (issue 17): every minute, pg_cron asks the send-emails function to send
-- what the operator's actions queued in email_outbox, as 20261124000700_analytics_schedule_keys.sql does for the
-- daily analytics (same Vault secrets, project_url and service_role_key; same checks). The operator's screens also
-- call the function right after an action, so a mail usually leaves at once; this run is what makes sure a mail a
-- failed call or a provider outage left behind is sent later. Locally the embedded backend's scheduler runs it.
do $migration$
declare
  v_missing text;
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the e-mail outbox is not scheduled here';
    return;
  end if;
  if to_regclass('vault.decrypted_secrets') is null then
    raise notice 'Supabase Vault is not installed: the e-mail outbox is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;

  perform cron.schedule(
    'send-emails',
    '* * * * *',
    $job$
      do $run$
      declare
        v_url text := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url');
        v_key text := (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key');
      begin
        if v_url is null or v_key is null then
          raise exception 'send-emails: create the Vault secrets project_url and service_role_key';
        end if;
        -- Nothing due, no call.
        if not exists (
          select 1 from public.email_outbox
           where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        ) then
          return;
        end if;
        perform net.http_post(
          url := rtrim(v_url, '/') || '/functions/v1/send-emails',
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
    v_missing := null;
  end;
  if v_missing is not null then
    raise notice 'send-emails is scheduled, but the Vault secret(s) % do not exist yet: create them '
      'with vault.create_secret (docs/deploy.md)', v_missing;
  end if;
end;
$migration$;
