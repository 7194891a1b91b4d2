-- The cart's coupon quote answers a refusal ('Cupom não encontrado', 'Cupom expirado', 'Cupom esgotado'...) as
-- {"recusa": "..."} with 200, where it raised a 400: a customer typing a code that does not apply is an answer
-- the cart shows, and the browser logged every such 400 as a console error. The checkout (check_new_orders) still
-- refuses the same coupons with the same words.

-- quote_coupon as 20261128000200_coupons.sql wrote it, with coupon_discounts()'s refusals caught.
create or replace function public.quote_coupon(p_codigo text, p_itens jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_cliente bigint;
  v_item jsonb;
  v_titles text[] := array[]::text[];
  v_people integer[] := array[]::integer[];
  v_gross bigint[] := array[]::bigint[];
  v_adults integer;
  v_children integer;
  v_babies integer;
  v_quote record;
  v_cupom public.cupons;
  v_detail text;
begin
  select c.id_cliente into v_cliente from public.clientes c where c.auth_user_id = (select auth.uid());
  if v_cliente is null then
    raise exception 'Entre na sua conta para usar um cupom.' using errcode = '42501', detail = 'cupom: sign_in';
  end if;
  if p_itens is null or jsonb_typeof(p_itens) <> 'array' or jsonb_array_length(p_itens) not between 1 and 50 then
    raise exception 'Os passeios do carrinho não foram entendidos.' using errcode = '22023', detail = 'cupom: items';
  end if;
  for v_item in select value from jsonb_array_elements(p_itens) loop
    if jsonb_typeof(v_item) <> 'object'
       or jsonb_typeof(v_item -> 'nome_passeio') is distinct from 'string'
       or coalesce(jsonb_typeof(v_item -> 'qtd_adults'), 'number') <> 'number'
       or coalesce(jsonb_typeof(v_item -> 'qtd_children'), 'number') <> 'number'
       or coalesce(jsonb_typeof(v_item -> 'qtd_babies'), 'number') <> 'number' then
      raise exception 'Os passeios do carrinho não foram entendidos.' using errcode = '22023', detail = 'cupom: items';
    end if;
    v_adults := trunc(least(greatest(coalesce((v_item ->> 'qtd_adults')::numeric, 1), 1), 50));
    v_children := trunc(least(greatest(coalesce((v_item ->> 'qtd_children')::numeric, 0), 0), 50));
    v_babies := trunc(least(greatest(coalesce((v_item ->> 'qtd_babies')::numeric, 0), 0), 50));
    v_titles := v_titles || (v_item ->> 'nome_passeio');
    v_people := v_people || (v_adults + v_children + v_babies);
    -- A tour the catalogue does not know is worth nothing here; the order itself is refused at checkout.
    v_gross := v_gross
      || coalesce(public.order_gross_cents(v_item ->> 'nome_passeio', v_adults, v_children, v_babies), 0);
  end loop;

  begin
    select * into v_quote from public.coupon_discounts(
      p_codigo, v_cliente, v_titles, v_people, v_gross, (now() at time zone 'America/Sao_Paulo')::date
    );
  exception when check_violation then
    -- The coupon's refusal ('Cupom expirado', ...) is the quote's answer, not a failure of the call.
    get stacked diagnostics v_detail = pg_exception_detail;
    if v_detail like 'cupom: %' then
      return jsonb_build_object('recusa', sqlerrm);
    end if;
    raise;
  end;
  select * into v_cupom from public.cupons c where c.id = v_quote.cupom_id;
  return jsonb_build_object(
    'codigo', v_cupom.codigo,
    'tipo', v_cupom.tipo,
    'percentual', v_cupom.percentual,
    'valor', v_cupom.valor,
    'linhas', (
      select jsonb_agg(
               jsonb_build_object(
                 'elegivel', (v_cupom.passeios is null or v_titles[i] = any (v_cupom.passeios))
                             and v_people[i] >= v_cupom.min_pessoas,
                 'desconto', v_quote.descontos[i]
               ) order by i)
        from generate_subscripts(v_titles, 1) i
    )
  );
end;
$$;

