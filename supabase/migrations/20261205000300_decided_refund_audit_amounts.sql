-- The audit row of an accepted cancellation ('cancelamento_aceito') kept the request as it became, whose
-- `reembolso` is the whole refund, but not how it was split: what goes back through the payment method and what
-- goes back to the customer's credit (the credit's share, or all of it when settled as credit). The operator
-- reading the booking's history could not tell. The split is computed before the audit row now (as before, from
-- booking_credit_used) and the row's `after` adds `reembolso_dinheiro` and `reembolso_credito`; what the function
-- does is unchanged. The refund rows' own audit entries (reembolso_criado, reembolso_pix_registrado, ...) already
-- keep the refund with its `valor`.

create or replace function public.admin_decide_booking_request(p_id bigint, p_aceitar boolean, p_motivo text DEFAULT NULL::text, p_reembolso numeric DEFAULT NULL::numeric, p_motivo_ajuste text DEFAULT NULL::text, p_liquidar_como text DEFAULT 'dinheiro'::text)
 RETURNS public.booking_requests
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_request public.booking_requests;
  v_before jsonb;
  v_reason text := nullif(btrim(coalesce(p_motivo, '')), '');
  v_adjust text := nullif(btrim(coalesce(p_motivo_ajuste, '')), '');
  v_refund numeric;
  v_booking record;
  v_credit_used numeric;
  v_credit_part numeric;
  v_settle text := coalesce(p_liquidar_como, 'dinheiro');
begin
  perform public.admin_required();
  if v_settle not in ('dinheiro', 'credito') then
    raise exception 'Liquide o reembolso em dinheiro ou em crédito.' using errcode = '22023', detail = 'request: settle';
  end if;
  select * into v_request from public.booking_requests where id = p_id for update;
  if not found then
    raise exception 'Solicitação não encontrada.' using errcode = '22023', detail = 'request: not_found';
  end if;
  if v_request.status in ('aceito', 'recusado') then
    return v_request;
  end if;
  if v_request.status = 'aguardando_cliente' then
    raise exception 'O cliente ainda não escolheu entre remarcar, crédito ou reembolso.'
      using errcode = '22023', detail = 'request: awaiting_customer';
  end if;
  v_before := to_jsonb(v_request);

  if not p_aceitar then
    if char_length(coalesce(v_reason, '')) < 3 then
      raise exception 'Informe o motivo da recusa.' using errcode = '22023', detail = 'request: reason';
    end if;
    update public.booking_requests
       set status = 'recusado', decidido_em = now(), decidido_por = (select auth.uid()), motivo_decisao = left(v_reason, 500)
     where id = p_id returning * into v_request;
    perform public.audit('solicitacao_recusada', 'booking_requests', p_id::text, v_before, to_jsonb(v_request), v_reason);
    perform public.enqueue_request_email(p_id, 'solicitacao_recusada');
    return v_request;
  end if;

  select * into v_booking from public.booking_facts(v_request.id_itinerario, v_request.id_pedido);

  if v_request.tipo = 'remarcacao' or (v_request.tipo = 'cancelamento_empresa' and v_request.escolha = 'remarcar') then
    perform public.check_new_booking_date(v_request.passeio, v_booking.data_passeio, v_request.nova_data);
    perform public.move_booking_row(v_request, v_request.nova_data);
    update public.booking_requests
       set status = 'aceito', decidido_em = now(), decidido_por = (select auth.uid()), motivo_decisao = left(v_reason, 500),
           reembolso = 0, reembolso_proposto = 0, percentual = 0
     where id = p_id returning * into v_request;
    perform public.audit('remarcacao_aceita', 'booking_requests', p_id::text, v_before, to_jsonb(v_request), v_reason);
    perform public.enqueue_request_email(p_id, 'remarcacao_confirmada');
    return v_request;
  end if;

  -- A cancellation: the customer's, or the company's with the customer's choice of a credit or a refund.
  v_refund := round(coalesce(p_reembolso, v_request.reembolso_proposto), 2);
  if v_refund < 0 or v_refund > v_request.valor_pago then
    raise exception 'O reembolso vai de R$ 0,00 até o valor pago.' using errcode = '22023', detail = 'request: refund';
  end if;
  if v_refund <> v_request.reembolso_proposto and char_length(coalesce(v_adjust, '')) < 3 then
    raise exception 'Informe o motivo de alterar o reembolso proposto pela política.'
      using errcode = '22023', detail = 'request: adjust_reason';
  end if;
  if v_request.tipo = 'cancelamento' then
    perform public.cancel_booking_row(v_request, coalesce(v_reason, 'Cancelamento a pedido do cliente'), false);
  end if;
  update public.booking_requests
     set status = 'aceito', decidido_em = now(), decidido_por = (select auth.uid()), motivo_decisao = left(v_reason, 500),
         reembolso = v_refund, motivo_ajuste = left(v_adjust, 500)
   where id = p_id returning * into v_request;
  if (v_request.tipo = 'cancelamento_empresa' and v_request.escolha = 'credito') or v_settle = 'credito' then
    v_credit_part := v_refund;
  else
    -- The credit's share of the refund goes back to the credit (a fresh lot), the rest to the payment method:
    -- the same percentage of each part, rounded in cents.
    v_credit_used := public.booking_credit_used(v_request.id_itinerario, v_request.id_pedido);
    v_credit_part := case
      when v_credit_used <= 0 or v_request.valor_pago <= 0 then 0
      when v_credit_used >= v_request.valor_pago then v_refund
      else least(v_refund, round(v_refund * v_credit_used / v_request.valor_pago, 2))
    end;
  end if;
  -- The audit row names the amounts decided: the refund and how it splits between the money and the credit.
  perform public.audit('cancelamento_aceito', 'booking_requests', p_id::text, v_before,
    to_jsonb(v_request) || jsonb_build_object('reembolso_dinheiro', v_refund - v_credit_part,
                                              'reembolso_credito', v_credit_part),
    coalesce(v_adjust, v_reason) || case when v_settle = 'credito' then ' (liquidado em crédito)' else '' end);
  if (v_request.tipo = 'cancelamento_empresa' and v_request.escolha = 'credito') or v_settle = 'credito' then
    perform public.grant_credit_lot(
      v_request.id_cliente, v_refund,
      case when v_request.tipo = 'cancelamento_empresa' then 'cancelamento_empresa' else 'cancelamento' end,
      case when v_request.tipo = 'cancelamento_empresa' then 'Passeio cancelado pela empresa'
           else 'Crédito do cancelamento' end,
      null, v_request.id, v_request.id_pedido, v_request.id_itinerario
    );
    perform public.enqueue_request_email(p_id, 'credito_registrado');
  else
    perform public.grant_credit_lot(
      v_request.id_cliente, v_credit_part, 'devolucao', 'Reembolso em crédito do passeio cancelado',
      null, v_request.id, v_request.id_pedido, v_request.id_itinerario
    );
    perform public.create_refund(v_request, v_refund - v_credit_part);
    -- The mail says which part went back to the credit, and promises a payment refund only for the rest.
    perform public.enqueue_request_email(
      p_id, 'cancelamento_confirmado',
      case when v_credit_part > 0 then jsonb_build_object('reembolso_credito', v_credit_part) else '{}'::jsonb end
    );
  end if;
  return v_request;
end;
$function$;
