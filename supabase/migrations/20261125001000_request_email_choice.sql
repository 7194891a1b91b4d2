-- The mails of a request name the customer's choice after a company cancellation (issue 18).
--
-- 'Solicitação recebida' is queued when a customer asks to cancel or move a booking, and also when a customer
-- whose departure the company cancelled chooses to reschedule, take a credit or be refunded. The mail's data did
-- not say which, so a credit read 'Devolução pela política: ...' as if money were coming back. The data now
-- carries the choice ('remarcar', 'credito', 'reembolso'; null for the customer's own requests), and
-- src/domain/booking-email.ts words the mail by it.

create or replace function public.enqueue_request_email(p_request_id bigint, p_template text, p_extra jsonb default '{}')
returns void
language sql
security definer
set search_path = ''
as $$
  select public.enqueue_email(
    p_template,
    c.email_cliente,
    jsonb_build_object(
      'nome', c.nome_cliente,
      'passeio', r.passeio,
      'data', r.data_anterior,
      'nova_data', r.nova_data,
      'valor_pago', r.valor_pago,
      'reembolso', coalesce(r.reembolso, r.reembolso_proposto),
      'percentual', r.percentual,
      'motivo', r.motivo_decisao,
      'referencia', case when r.id_itinerario is not null then 'R' || r.id_itinerario else 'P' || r.id_pedido end,
      'escolha', r.escolha
    ) || coalesce(p_extra, '{}'),
    p_template || ':' || r.id || coalesce(':' || (p_extra ->> 'chave'), '')
  )
  from public.booking_requests r
  join public.clientes c on c.id_cliente = r.id_cliente
  where r.id = p_request_id;
$$;

revoke all on function public.enqueue_request_email(bigint, text, jsonb) from public, anon, authenticated, service_role;
