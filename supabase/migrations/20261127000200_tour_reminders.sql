-- The day-before reminder (issue 30): "The day before each tour, at 18:00 São Paulo time, every customer with a
-- confirmed booking gets 'Lembrete: seu passeio é amanhã' with the pick-up window, the boarding place and the
-- voucher link. Sent once per booking."
--
-- queue_tour_reminders() queues the mails of tomorrow's confirmed bookings once it is 18:00 in São Paulo (before
-- that it queues nothing), keyed 'lembrete_passeio:' || ref in the outbox, so running it every five minutes until
-- midnight sends each one once; a booking made after 18:00 for tomorrow is reminded at the next run. The data is
-- that of 'Reserva confirmada' (with the voucher code); send-emails renders it. pg_cron runs it on hosted projects,
-- the embedded backend's scheduler locally (supabase/local/scheduler.ts). It takes its instant as a parameter, so
-- the tests hold the clock.

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in (
    'reserva_confirmada', 'pedido_cancelado', 'solicitacao_recebida', 'solicitacao_recusada',
    'cancelamento_confirmado', 'remarcacao_confirmada', 'passeio_cancelado_empresa', 'credito_registrado',
    'reembolso_efetuado', 'reembolso_falhou', 'lembrete_passeio'
  ));

create function public.queue_tour_reminders(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_local timestamp := p_now at time zone 'America/Sao_Paulo';
  v_tomorrow date := (p_now at time zone 'America/Sao_Paulo')::date + 1;
  v_count integer;
begin
  if v_local::time < time '18:00' then
    return 0;
  end if;
  insert into public.email_outbox (template, to_email, data, dedupe_key)
  select 'lembrete_passeio', lower(btrim(c.email_cliente)),
         jsonb_build_object(
           'nome', c.nome_cliente,
           'passeio', b.passeio,
           'data', b.data_passeio,
           'embarque', b.embarque,
           'endereco', b.endereco,
           'adultos', b.adultos,
           'criancas', b.criancas,
           'bebes', b.bebes,
           'pets', b.pets,
           'valor', coalesce(i.valor_total_liquido, o.valor),
           'codigo', b.codigo,
           'ref', b.ref
         ),
         'lembrete_passeio:' || b.ref
    from public.boarding_bookings(v_tomorrow, null, null) b
    join public.clientes c on c.id_cliente = b.id_cliente
    left join public.itinerarios i on i.id_itinerario = b.id_itinerario
    left join public.pedido_site o on o.id = b.id_pedido
   where b.situacao = 'confirmada'
     and nullif(btrim(coalesce(c.email_cliente, '')), '') is not null
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

comment on function public.queue_tour_reminders(timestamptz) is
  'Queues ''Lembrete: seu passeio é amanhã'' for tomorrow''s confirmed bookings from 18:00 in São Paulo, once each.';

revoke all on function public.queue_tour_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.queue_tour_reminders(timestamptz) to service_role;

-- The hosted schedule: every five minutes, in the database itself; send-emails (every minute) sends them.
select public.schedule_job('queue-tour-reminders', '*/5 * * * *', 'select public.queue_tour_reminders()');
