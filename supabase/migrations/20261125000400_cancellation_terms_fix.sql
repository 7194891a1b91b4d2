-- cancellation_terms() agrees with the policy as code (src/domain/cancellation-policy.ts, issue 18).
--
-- tests/integration/schema/cancellation-policy-sql.test.ts runs one table of cases through the domain's
-- cancellationPolicy() and the database's cancellation_terms() at the same instant. Against
-- 20261125000300_cancellations.sql they disagreed on three rules; the domain is the policy the customer reads on
-- the page and in the dialog, so the database follows it:
--
--   1. The regret right ended 168 hours after the confirmation. The policy (CDC art. 49, counted as the civil code
--      counts days: the day of the confirmation is not one of the seven) runs to the end of the 7th São Paulo
--      calendar day after the day of the confirmation: confirmed on the 10th at 15:00, the customer may regret
--      until the 17th at 23:59:59, not only until the 17th at 15:00.
--   2. The order of the rules. A departure the company cancelled gives 100% and rescheduling even once the tour
--      day has passed (the customer's late answer is no no-show), and even for a started combo; a started combo
--      stays 'combo-iniciado' after its departure. Now: company, started combo, departure passed, regret, notice.
--   3. A title outside the catalogue (a combo, a retired tour) left at 08:00; the domain makes it leave at the
--      earliest pickup of any period (07:30), so its 72-hour limit and its no-show never fall later than a real
--      departure would put them. tour_departure_time()'s default follows.
--
-- Same signatures: grants and callers (request_booking_change, cancellation_terms_for) are unchanged.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The departure of a tour: the start of its pickup window in São Paulo (src/domain/booking-email.ts)
-- ════════════════════════════════════════════════════════════════════════════════════════════
create or replace function public.tour_departure_time(p_title text)
returns time
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_title
    when 'City Tour Tradicional' then time '08:00'
    when 'Parque Amantikir' then time '13:00'
    when 'City Tour Cultural' then time '08:00'
    when 'Fazenda Prana — Pôr do Sol' then time '13:00'
    when 'Agroturismo na Serra' then time '07:30'
    when 'Rota do Horto Florestal' then time '07:30'
    when 'Rota Alto Lajeado' then time '07:30'
    when 'Turismo Aparecida' then time '07:30'
    else time '07:30'
  end;
$$;

revoke all on function public.tour_departure_time(text) from public, anon, authenticated;
grant execute on function public.tour_departure_time(text) to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- cancellation_terms(): the policy, for a booking and a moment
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Notice in São Paulo calendar days (tour day − today). In order:
--   cancelled by the company                               → 100%, and rescheduling, whenever the customer answers;
--   a combo whose use has started                          → no cancellation, no rescheduling;
--   the departure has passed (no-show or done)             → nothing, no rescheduling;
--   until the end of the 7th São Paulo day after the day of the purchase confirmation → 100% (regret right);
--   31 days or more                                        → 90%;
--   21 to 30 days                                          → 80%;
--   20 days or fewer                                       → nothing (docs/decisions/2026-11-25-day-20-of-the-cancellation-policy.md).
-- Rescheduling: at least 72 hours before the departure.
create or replace function public.cancellation_terms(
  p_passeio text,
  p_data date,
  p_confirmado_em timestamptz,
  p_valor numeric,
  p_pela_empresa boolean default false,
  p_agora timestamptz default now(),
  p_combo_iniciado boolean default false
)
returns table (
  regra text,
  pode_cancelar boolean,
  percentual integer,
  reembolso numeric,
  pode_remarcar boolean,
  dias integer
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (p_agora at time zone 'America/Sao_Paulo')::date;
  v_departure timestamptz := (p_data + public.tour_departure_time(p_passeio)) at time zone 'America/Sao_Paulo';
  v_days integer := p_data - v_today;
  v_value numeric := greatest(coalesce(p_valor, 0), 0);
  v_reschedule boolean := p_agora <= v_departure - interval '72 hours';
  v_last_regret_day date := (p_confirmado_em at time zone 'America/Sao_Paulo')::date + 7;
begin
  if p_pela_empresa then
    return query select 'cancelado-pela-empresa', true, 100, round(v_value, 2), true, v_days;
  elsif p_combo_iniciado then
    return query select 'combo-iniciado', false, 0, 0::numeric, false, v_days;
  elsif p_agora >= v_departure then
    return query select 'passeio-realizado', false, 0, 0::numeric, false, v_days;
  elsif p_confirmado_em is not null and v_today <= v_last_regret_day then
    return query select 'arrependimento', true, 100, round(v_value, 2), v_reschedule, v_days;
  elsif v_days >= 31 then
    return query select 'antecedencia-31', true, 90, round(v_value * 0.9, 2), v_reschedule, v_days;
  elsif v_days >= 21 then
    return query select 'antecedencia-21-30', true, 80, round(v_value * 0.8, 2), v_reschedule, v_days;
  else
    return query select 'sem-reembolso', true, 0, 0::numeric, v_reschedule, v_days;
  end if;
end;
$$;

revoke all on function public.cancellation_terms(text, date, timestamptz, numeric, boolean, timestamptz, boolean)
  from public, anon, authenticated;
grant execute on function public.cancellation_terms(text, date, timestamptz, numeric, boolean, timestamptz, boolean)
  to service_role;
