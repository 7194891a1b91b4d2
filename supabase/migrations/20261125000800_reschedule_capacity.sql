-- A new date must have room when it is asked for, not only when the operator accepts (issue 19): a customer's
-- rescheduling request (request_booking_change) or choice of a new date after a company cancellation
-- (choose_company_cancellation_option) is refused at once with 'Não há mais vagas para {tour} em {dd/MM/yyyy}.'
-- when the booking's party does not fit that departure. Seats are not held by a request: accepting it checks again
-- (the itinerary and order triggers of 20261125000500_capacity.sql), so the database stays the judge.
create function public.check_request_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking record;
  v_per_car boolean;
begin
  if new.nova_data is null or new.status not in ('pendente', 'aguardando_cliente') then
    return new;
  end if;
  select * into v_booking from public.booking_facts(new.id_itinerario, new.id_pedido);
  select c.per_car into v_per_car from public.tour_catalogue() c where c.title = new.passeio;
  perform public.assert_departure_fits(
    new.passeio, new.nova_data,
    public.booking_units(coalesce(v_per_car, false), v_booking.adultos, v_booking.criancas, v_booking.bebes),
    case when new.id_pedido is null then '{}'::bigint[] else array[new.id_pedido] end,
    new.id_itinerario
  );
  return new;
end;
$$;

revoke all on function public.check_request_capacity() from public, anon, authenticated, service_role;

create trigger booking_requests_new_date_seats
  before insert or update of nova_data on public.booking_requests
  for each row execute function public.check_request_capacity();
