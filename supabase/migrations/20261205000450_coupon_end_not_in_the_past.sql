-- A coupon created with its 'Válido até' already past (before today in São Paulo) was accepted: a coupon no customer
-- could ever use, listed as 'Expirado' from the start, most likely a mistyped year. admin_create_coupon now refuses
-- it with 'O fim da validade não pode ser antes de hoje.' (22023, detail `cupom: ended`). admin_update_coupon
-- refuses it too when the end is changed to a past day, and keeps a past end that is not changed, so a coupon
-- that has ended can still be edited (or given a new end). Stopping a coupon at once is 'Desativar'
-- (admin_set_coupon_active), or an end of today.

create or replace function public.admin_create_coupon(p_codigo text, p_tipo text, p_percentual integer, p_valor numeric, p_valido_de date, p_valido_ate date, p_passeios text[], p_min_pessoas integer, p_usos_max integer, p_usos_por_cliente integer)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_code text := upper(btrim(coalesce(p_codigo, '')));
  v_id bigint;
begin
  perform public.admin_required();
  perform public.assert_coupon_fields(v_code, p_tipo, p_percentual, p_valor, p_valido_de, p_valido_ate,
    p_passeios, p_min_pessoas, p_usos_max, p_usos_por_cliente);
  if p_valido_ate < public.today_in_sao_paulo() then
    raise exception 'O fim da validade não pode ser antes de hoje.' using errcode = '22023', detail = 'cupom: ended';
  end if;
  if exists (select 1 from public.cupons c where c.codigo = v_code) then
    raise exception 'Já existe um cupom %.', v_code using errcode = '23505', detail = 'cupom: duplicate';
  end if;
  insert into public.cupons (codigo, tipo, percentual, valor, valido_de, valido_ate, passeios, min_pessoas,
                             usos_max, usos_por_cliente, created_by)
  values (v_code, p_tipo, p_percentual, p_valor, p_valido_de, p_valido_ate, p_passeios, p_min_pessoas,
          p_usos_max, p_usos_por_cliente, (select auth.uid()))
  returning id into v_id;
  perform public.audit('criar_cupom', 'cupons', v_id::text, null,
    (select to_jsonb(c) from public.cupons c where c.id = v_id));
  return v_id;
end;
$function$;

create or replace function public.admin_update_coupon(p_id bigint, p_tipo text, p_percentual integer, p_valor numeric, p_valido_de date, p_valido_ate date, p_passeios text[], p_min_pessoas integer, p_usos_max integer, p_usos_por_cliente integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_before public.cupons;
begin
  perform public.admin_required();
  select * into v_before from public.cupons c where c.id = p_id for update;
  if not found then
    raise exception 'Cupom não encontrado' using errcode = '22023', detail = 'cupom: not_found';
  end if;
  perform public.assert_coupon_fields(v_before.codigo, p_tipo, p_percentual, p_valor, p_valido_de, p_valido_ate,
    p_passeios, p_min_pessoas, p_usos_max, p_usos_por_cliente);
  -- A past end typed now is a slip (a year mistyped ends a coupon customers are using): refused. A coupon that has
  -- already ended keeps its date while other fields change; to stop a coupon now, 'Desativar' or an end of today.
  if p_valido_ate < public.today_in_sao_paulo() and p_valido_ate is distinct from v_before.valido_ate then
    raise exception 'O fim da validade não pode ser antes de hoje.' using errcode = '22023', detail = 'cupom: ended';
  end if;
  update public.cupons c
     set tipo = p_tipo, percentual = p_percentual, valor = p_valor, valido_de = p_valido_de,
         valido_ate = p_valido_ate, passeios = p_passeios, min_pessoas = p_min_pessoas, usos_max = p_usos_max,
         usos_por_cliente = p_usos_por_cliente
   where c.id = p_id;
  perform public.audit('alterar_cupom', 'cupons', p_id::text, to_jsonb(v_before),
    (select to_jsonb(c) from public.cupons c where c.id = p_id));
end;
$function$;
