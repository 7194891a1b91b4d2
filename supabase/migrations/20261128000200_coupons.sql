-- Coupons (issue 31): the operator creates promo codes at /admin/cupons ('INVERNO10': a percentage or a fixed
-- amount, valid from/to, which tours, a minimum party, a total number of uses and uses per customer); the cart
-- quotes a code through quote_coupon(); the database prices it again in check_new_orders, in the same transaction
-- as the orders, and records the use.
--
-- The arithmetic (src/domain/coupons.ts, docs/coupons.md), in whole cents, lines in cart order:
--   - a line is eligible when its tour is among `passeios` (null: every tour) and its party (adults + children +
--     babies) is at least `min_pessoas`;
--   - 'percentual': each eligible line gets round-half-up(line gross × pct / 100);
--   - 'valor': one amount per checkout, taken from the eligible lines in cart order, never more than a line's gross;
--   - then the PIX discount (R$ 10 × tours × adults from 2 tours) applies to what the coupon left, never below zero;
--   - then the customer's credit (20261128000100) takes from what is left.
-- One use is one checkout (the orders inserted together with the code); it counts while any of its orders is
-- waiting for payment or paid, and is free again once they are all cancelled (lapsed PIX holds are cancelled).
-- Refusals (23514, detail 'cupom: ...'): 'Cupom não encontrado' (unknown or inactive), 'Cupom expirado', 'Cupom
-- ainda não é válido', 'Cupom não vale para este passeio', 'Cupom esgotado'.

-- splinter authenticated_security_definer_function_executable on public.admin_coupons: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_create_coupon: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_update_coupon: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.admin_set_coupon_active: admin_required() first.
-- splinter authenticated_security_definer_function_executable on public.quote_coupon: answers only the discount of the caller's own cart lines, or why the code is refused; no coupon list and no other customer's data.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Coupons and their uses
-- ════════════════════════════════════════════════════════════════════════════════════════════
create table public.cupons (
  id bigint generated always as identity primary key,
  codigo text not null unique check (codigo ~ '^[A-Z0-9]{3,30}$'),
  tipo text not null check (tipo in ('percentual', 'valor')),
  percentual integer check (percentual between 1 and 100),
  valor numeric(10, 2) check (valor > 0 and valor <= 10000),
  valido_de date,
  valido_ate date,
  passeios text[] check (cardinality(passeios) between 1 and 50),
  min_pessoas integer not null default 1 check (min_pessoas between 1 and 150),
  usos_max integer check (usos_max between 1 and 1000000),
  usos_por_cliente integer default 1 check (usos_por_cliente between 1 and 1000),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  constraint cupons_amount_check check (
    (tipo = 'percentual' and percentual is not null and valor is null)
    or (tipo = 'valor' and valor is not null and percentual is null)
  ),
  constraint cupons_validity_check check (valido_de <= valido_ate)
);
comment on table public.cupons is
  'Promo codes (issue 31). Dates are São Paulo calendar days, inclusive; passeios null = every tour; usos_max and usos_por_cliente null = unlimited.';

create index cupons_created_by_idx on public.cupons (created_by) where created_by is not null;

alter table public.cupons enable row level security;

revoke all on table public.cupons from anon, authenticated;
grant select on table public.cupons to authenticated;
grant all on table public.cupons to service_role;

create policy "The operator reads the coupons"
  on public.cupons for select to authenticated
  using ((select public.is_admin()));

create table public.cupom_usos (
  id bigint generated always as identity primary key,
  cupom_id bigint not null references public.cupons (id) on delete restrict,
  id_cliente bigint not null references public.clientes (id_cliente) on delete restrict,
  pedidos bigint[] not null check (cardinality(pedidos) between 1 and 50),
  created_at timestamptz not null default now()
);
comment on table public.cupom_usos is
  'One use of a coupon: the orders of one checkout. It counts while any of them is waiting for payment or paid.';

create index cupom_usos_cupom_idx on public.cupom_usos (cupom_id, id_cliente);
create index cupom_usos_cliente_idx on public.cupom_usos (id_cliente);

alter table public.cupom_usos enable row level security;

revoke all on table public.cupom_usos from anon, authenticated;
grant select on table public.cupom_usos to authenticated;
grant all on table public.cupom_usos to service_role;

create policy "The operator reads the coupons' uses"
  on public.cupom_usos for select to authenticated
  using ((select public.is_admin()));

-- The code the customer typed (the client sets it) and the discount the database gave (only the database sets it).
alter table public.pedido_site
  add column cupom text,
  add column desconto_cupom numeric(10, 2) not null default 0 check (desconto_cupom >= 0);
comment on column public.pedido_site.cupom is
  'The coupon code typed at checkout; check_new_orders judges it and stores it upper-case.';
comment on column public.pedido_site.desconto_cupom is
  'The coupon''s discount on this order, computed by check_new_orders; valor is already net of it.';
grant insert (cupom) on table public.pedido_site to authenticated;

-- The operator's actions on coupons land in the audit table. Other migrations of this round widen the same list,
-- so 'cupons' is added to whatever it holds instead of writing the list again.
do $$
declare
  v_entities text[];
begin
  select array_agg(m.v[1] order by m.n)
    into v_entities
    from pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') with ordinality m (v, n)
   where c.conrelid = 'public.operator_audit'::regclass and c.conname = 'operator_audit_entity_check';
  if not ('cupons' = any (v_entities)) then
    alter table public.operator_audit drop constraint operator_audit_entity_check;
    execute format(
      'alter table public.operator_audit add constraint operator_audit_entity_check check (entity = any (%L::text[]))',
      v_entities || array['cupons']
    );
  end if;
end;
$$;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The arithmetic and the refusals, shared by the quote and the checkout
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The gross of one order in cents, as src/domain/pricing.ts orderValue() prices it.
create function public.order_gross_cents(p_title text, p_adults integer, p_children integer, p_babies integer)
returns bigint
language sql
stable
set search_path = ''
as $$
  select round(100 * case
           when c.per_car then
             c.price * greatest(1, ceil((p_adults + p_children + p_babies)::numeric / r.people_per_car))
           else p_adults * c.price + p_children * c.price * r.child_price_factor
         end)::bigint
    from public.tour_catalogue() c, public.order_rules() r
   where c.title = p_title;
$$;

revoke all on function public.order_gross_cents(text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.order_gross_cents(text, integer, integer, integer) to service_role;

-- How many uses of a coupon count now (of one customer when p_cliente is given).
create function public.coupon_uses(p_cupom bigint, p_cliente bigint default null)
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
    from public.cupom_usos u
   where u.cupom_id = p_cupom
     and (p_cliente is null or u.id_cliente = p_cliente)
     and exists (
       select 1 from public.pedido_site o
        where o.id = any (u.pedidos) and o.status in ('aguardando pagamento', 'pago')
     );
$$;

revoke all on function public.coupon_uses(bigint, bigint) from public, anon, authenticated;
grant execute on function public.coupon_uses(bigint, bigint) to service_role;

-- The discount of each line (cents, in the lines' order), or the refusal. p_lock holds the coupon's row until the
-- transaction ends, so two checkouts racing for its last use count each other's.
create function public.coupon_discounts(
  p_codigo text,
  p_cliente bigint,
  p_titles text[],
  p_people integer[],
  p_gross bigint[],
  p_hoje date,
  p_lock boolean default false
)
returns table (cupom_id bigint, codigo text, descontos bigint[])
language plpgsql
set search_path = ''
as $$
declare
  v_code text := upper(btrim(coalesce(p_codigo, '')));
  v_cupom public.cupons;
  v_descontos bigint[] := array[]::bigint[];
  v_left bigint;
  v_take bigint;
  v_any boolean := false;
begin
  if v_code ~ '^[A-Z0-9]{3,30}$' then
    if p_lock then
      select * into v_cupom from public.cupons c where c.codigo = v_code for update;
    else
      select * into v_cupom from public.cupons c where c.codigo = v_code;
    end if;
  end if;
  if v_cupom.id is null or not v_cupom.ativo then
    raise exception 'Cupom não encontrado' using errcode = '23514', detail = 'cupom: not_found';
  end if;
  if p_hoje > v_cupom.valido_ate then
    raise exception 'Cupom expirado' using errcode = '23514', detail = 'cupom: expired';
  end if;
  if p_hoje < v_cupom.valido_de then
    raise exception 'Cupom ainda não é válido' using errcode = '23514', detail = 'cupom: not_yet_valid';
  end if;

  v_left := round(coalesce(v_cupom.valor, 0) * 100)::bigint;
  for i in 1 .. coalesce(cardinality(p_gross), 0) loop
    if (v_cupom.passeios is null or p_titles[i] = any (v_cupom.passeios)) and p_people[i] >= v_cupom.min_pessoas then
      v_any := true;
      if v_cupom.tipo = 'percentual' then
        v_take := round(p_gross[i]::numeric * v_cupom.percentual / 100)::bigint;
      else
        v_take := least(v_left, p_gross[i]);
        v_left := v_left - v_take;
      end if;
    else
      v_take := 0;
    end if;
    v_descontos := v_descontos || v_take;
  end loop;
  if not v_any then
    raise exception 'Cupom não vale para este passeio' using errcode = '23514', detail = 'cupom: not_eligible';
  end if;

  if (v_cupom.usos_max is not null and public.coupon_uses(v_cupom.id) >= v_cupom.usos_max)
     or (v_cupom.usos_por_cliente is not null
         and public.coupon_uses(v_cupom.id, p_cliente) >= v_cupom.usos_por_cliente) then
    raise exception 'Cupom esgotado' using errcode = '23514', detail = 'cupom: exhausted';
  end if;

  return query select v_cupom.id, v_cupom.codigo, v_descontos;
end;
$$;

revoke all on function public.coupon_discounts(text, bigint, text[], integer[], bigint[], date, boolean)
  from public, anon, authenticated;
grant execute on function public.coupon_discounts(text, bigint, text[], integer[], bigint[], date, boolean)
  to service_role;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The cart's quote
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- p_itens: the cart's lines in order, [{nome_passeio, qtd_adults, qtd_children, qtd_babies}], as the order drafts
-- name them. Answers {codigo, tipo, percentual, valor, linhas: [{elegivel, desconto}]} with cents, or the refusal.
create function public.quote_coupon(p_codigo text, p_itens jsonb)
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

  select * into v_quote from public.coupon_discounts(
    p_codigo, v_cliente, v_titles, v_people, v_gross, (now() at time zone 'America/Sao_Paulo')::date
  );
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

revoke all on function public.quote_coupon(text, jsonb) from public, anon, authenticated;
grant execute on function public.quote_coupon(text, jsonb) to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The operator's coupons
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The refusals of a coupon's fields, in the words of src/domain/coupons.ts validateCouponForm().
create function public.assert_coupon_fields(
  p_codigo text,
  p_tipo text,
  p_percentual integer,
  p_valor numeric,
  p_valido_de date,
  p_valido_ate date,
  p_passeios text[],
  p_min_pessoas integer,
  p_usos_max integer,
  p_usos_por_cliente integer
)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce(p_codigo, '') !~ '^[A-Z0-9]{3,30}$' then
    raise exception 'O código tem de 3 a 30 letras (sem acento) ou números.'
      using errcode = '22023', detail = 'cupom: code';
  end if;
  if p_tipo is null or p_tipo not in ('percentual', 'valor') then
    raise exception 'Escolha percentual ou valor fixo.' using errcode = '22023', detail = 'cupom: type';
  end if;
  if p_tipo = 'percentual' and (p_percentual is null or p_percentual not between 1 and 100 or p_valor is not null) then
    raise exception 'O percentual vai de 1 a 100.' using errcode = '22023', detail = 'cupom: percent';
  end if;
  if p_tipo = 'valor' and (p_valor is null or p_valor <= 0 or p_valor > 10000 or p_valor <> round(p_valor, 2)
                           or p_percentual is not null) then
    raise exception 'O valor vai de R$ 0,01 a R$ 10.000,00.' using errcode = '22023', detail = 'cupom: amount';
  end if;
  if p_valido_de > p_valido_ate then
    raise exception 'O fim da validade vem depois do início.' using errcode = '22023', detail = 'cupom: dates';
  end if;
  if p_passeios is not null and (
       cardinality(p_passeios) = 0
       or exists (select 1 from unnest(p_passeios) t
                   where not exists (select 1 from public.tour_catalogue() c where c.title = t))
     ) then
    raise exception 'Escolha passeios do catálogo.' using errcode = '22023', detail = 'cupom: tours';
  end if;
  if p_min_pessoas is null or p_min_pessoas not between 1 and 150 then
    raise exception 'O mínimo de pessoas vai de 1 a 150.' using errcode = '22023', detail = 'cupom: party';
  end if;
  if p_usos_max is not null and p_usos_max not between 1 and 1000000 then
    raise exception 'O total de usos vai de 1 a 1.000.000.' using errcode = '22023', detail = 'cupom: uses';
  end if;
  if p_usos_por_cliente is not null and p_usos_por_cliente not between 1 and 1000 then
    raise exception 'Os usos por cliente vão de 1 a 1.000.' using errcode = '22023', detail = 'cupom: uses_per_customer';
  end if;
end;
$$;

revoke all on function public.assert_coupon_fields(text, text, integer, numeric, date, date, text[], integer, integer, integer)
  from public, anon, authenticated;

create function public.admin_create_coupon(
  p_codigo text,
  p_tipo text,
  p_percentual integer,
  p_valor numeric,
  p_valido_de date,
  p_valido_ate date,
  p_passeios text[],
  p_min_pessoas integer,
  p_usos_max integer,
  p_usos_por_cliente integer
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(coalesce(p_codigo, '')));
  v_id bigint;
begin
  perform public.admin_required();
  perform public.assert_coupon_fields(v_code, p_tipo, p_percentual, p_valor, p_valido_de, p_valido_ate,
    p_passeios, p_min_pessoas, p_usos_max, p_usos_por_cliente);
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
$$;

revoke all on function public.admin_create_coupon(text, text, integer, numeric, date, date, text[], integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_create_coupon(text, text, integer, numeric, date, date, text[], integer, integer, integer)
  to authenticated;

-- The code is the coupon's name in orders already placed: it does not change.
create function public.admin_update_coupon(
  p_id bigint,
  p_tipo text,
  p_percentual integer,
  p_valor numeric,
  p_valido_de date,
  p_valido_ate date,
  p_passeios text[],
  p_min_pessoas integer,
  p_usos_max integer,
  p_usos_por_cliente integer
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
  update public.cupons c
     set tipo = p_tipo, percentual = p_percentual, valor = p_valor, valido_de = p_valido_de,
         valido_ate = p_valido_ate, passeios = p_passeios, min_pessoas = p_min_pessoas, usos_max = p_usos_max,
         usos_por_cliente = p_usos_por_cliente
   where c.id = p_id;
  perform public.audit('alterar_cupom', 'cupons', p_id::text, to_jsonb(v_before),
    (select to_jsonb(c) from public.cupons c where c.id = p_id));
end;
$$;

revoke all on function public.admin_update_coupon(bigint, text, integer, numeric, date, date, text[], integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_update_coupon(bigint, text, integer, numeric, date, date, text[], integer, integer, integer)
  to authenticated;

create function public.admin_set_coupon_active(p_id bigint, p_ativo boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.cupons;
begin
  perform public.admin_required();
  select * into v_before from public.cupons c where c.id = p_id for update;
  if not found then
    raise exception 'Cupom não encontrado' using errcode = '22023', detail = 'cupom: not_found';
  end if;
  if p_ativo is null then
    raise exception 'Diga se o cupom fica ativo.' using errcode = '22023', detail = 'cupom: active';
  end if;
  update public.cupons c set ativo = p_ativo where c.id = p_id;
  perform public.audit(case when p_ativo then 'ativar_cupom' else 'desativar_cupom' end, 'cupons', p_id::text,
    to_jsonb(v_before), (select to_jsonb(c) from public.cupons c where c.id = p_id));
end;
$$;

revoke all on function public.admin_set_coupon_active(bigint, boolean) from public, anon, authenticated;
grant execute on function public.admin_set_coupon_active(bigint, boolean) to authenticated;

-- Every coupon with the uses that count now and the discount it gave on paid orders, newest first.
create function public.admin_coupons()
returns table (
  id bigint,
  codigo text,
  tipo text,
  percentual integer,
  valor numeric,
  valido_de date,
  valido_ate date,
  passeios text[],
  min_pessoas integer,
  usos_max integer,
  usos_por_cliente integer,
  ativo boolean,
  created_at timestamptz,
  usos integer,
  desconto_total numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_required();
  return query
    select c.id, c.codigo, c.tipo, c.percentual, c.valor, c.valido_de, c.valido_ate, c.passeios, c.min_pessoas,
           c.usos_max, c.usos_por_cliente, c.ativo, c.created_at,
           public.coupon_uses(c.id),
           coalesce((
             select sum(o.desconto_cupom)
               from public.cupom_usos u
               join public.pedido_site o on o.id = any (u.pedidos)
              where u.cupom_id = c.id and o.status = 'pago'
           ), 0)::numeric
      from public.cupons c
     order by c.created_at desc, c.id desc;
end;
$$;

revoke all on function public.admin_coupons() from public, anon, authenticated;
grant execute on function public.admin_coupons() to authenticated;

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The checkout: gross → coupon → PIX discount, judged with the orders
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- check_new_orders as 20261124000100_order_integrity.sql wrote it, with the coupon between the gross and the PIX
-- discount, and the gross from order_gross_cents().
create or replace function public.check_new_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rules record;
  -- "Today" is the calendar day in São Paulo (spec conventions), whatever the server's time zone.
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_customer record;
  v_order record;
  v_tour record;
  v_count integer;
  v_group record;
  v_titles text[];
  v_valores bigint[];
  v_gross bigint[];
  v_expected bigint[];
  v_first_adults integer;
  v_n integer;
  v_discount bigint;
  v_owed bigint;
  v_take bigint;
  v_ids bigint[];
  v_people integer[];
  v_codes text[];
  v_cupom_id bigint;
  v_cupom_code text;
  v_coupon_cents bigint[];
begin
  select * into v_rules from public.order_rules();

  -- Limits, per customer. An advisory lock per customer serialises concurrent inserts, so two requests cannot
  -- both pass the pending-order count. `created_at = now()` counts the orders of this transaction: one
  -- request is one transaction, also where the local backend splits a request into several statements.
  for v_customer in select n.id_cliente, count(*)::integer as orders from new_orders n group by n.id_cliente loop
    perform pg_advisory_xact_lock(hashtext('pedido_site orders'), (v_customer.id_cliente % 2147483647)::integer);
    select count(*) into v_count from public.pedido_site o
     where o.id_cliente = v_customer.id_cliente and o.created_at = now();
    if greatest(v_customer.orders, v_count) > v_rules.max_orders_per_request then
      raise exception 'No máximo % passeios por pedido.', v_rules.max_orders_per_request
        using errcode = '23514', detail = 'pedido_site: orders_per_request';
    end if;
    select count(*) into v_count from public.pedido_site o
     where o.id_cliente = v_customer.id_cliente and o.status = 'aguardando pagamento';
    if v_count > v_rules.max_pending_orders then
      raise exception 'Você já tem % pedidos aguardando pagamento. Pague ou cancele um deles antes de fazer outro.',
        v_rules.max_pending_orders
        using errcode = '23514', detail = 'pedido_site: pending_orders';
    end if;
  end loop;

  -- Each order: a tour of the catalogue, a bookable day, a party within the counters, a known boarding place.
  for v_order in select * from new_orders n order by n.id loop
    select * into v_tour from public.tour_catalogue() c where c.title = v_order.nome_passeio;
    if not found then
      raise exception 'Passeio não encontrado. Atualize a página e tente novamente.'
        using errcode = '23514', detail = 'pedido_site: unknown_tour';
    end if;
    if v_order.data_passeio is null then
      raise exception 'Escolha a data do passeio "%".', v_tour.title
        using errcode = '23514', detail = 'pedido_site: no_date';
    end if;
    if v_order.data_passeio < v_today then
      raise exception 'A data do passeio "%" já passou.', v_tour.title
        using errcode = '23514', detail = 'pedido_site: past_date';
    end if;
    if not (extract(dow from v_order.data_passeio)::smallint = any (v_tour.weekdays)) then
      raise exception 'O passeio "%" não acontece na data escolhida.', v_tour.title
        using errcode = '23514', detail = 'pedido_site: weekday';
    end if;
    -- The lower bounds are the table's CHECK constraints; the upper one is the counters' (src/domain).
    if greatest(v_order.qtd_adults, v_order.qtd_children, v_order.qtd_babies, v_order.qtd_pets)
       > v_rules.max_per_counter then
      raise exception 'No passeio "%", cada tipo de participante vai até %.', v_tour.title, v_rules.max_per_counter
        using errcode = '23514', detail = 'pedido_site: party';
    end if;
    -- Exact names: the cart stores the name it listed from these same tables (spec calls 8 and 9).
    if v_order.hotel_local is null
       or not (
         exists (select 1 from public."Hoteis" h where h."Hospedagem" = v_order.hotel_local)
         or exists (select 1 from public.ponto_encontro p where p.local = v_order.hotel_local)
       ) then
      raise exception 'Escolha um hotel ou ponto de encontro da lista.'
        using errcode = '23514', detail = 'pedido_site: boarding_place';
    end if;
  end loop;

  -- Values, one checkout per customer and payment type, recomputed exactly as src/domain does
  -- (orderValue, then the coupon, then orderValuesWithPix for PIX): in whole cents, orders in the order the client
  -- listed them (identity values are drawn in that order), so "the first item's adults", "the remainder cents go
  -- to the first orders" and "a fixed coupon is taken from the lines in cart order" mean what they mean in the app.
  for v_group in select distinct n.id_cliente, n.tipo_pagamento from new_orders n loop
    select array_agg(o.id order by o.id),
           array_agg(o.title order by o.id),
           array_agg(o.valor_cents order by o.id),
           array_agg(o.gross order by o.id),
           array_agg(o.people order by o.id),
           array_agg(distinct o.code),
           (array_agg(o.qtd_adults order by o.id))[1]
      into v_ids, v_titles, v_valores, v_gross, v_people, v_codes, v_first_adults
      from (
        select n.id, c.title, n.qtd_adults, round(n.valor * 100)::bigint as valor_cents,
               n.qtd_adults + n.qtd_children + n.qtd_babies as people,
               coalesce(nullif(upper(btrim(n.cupom)), ''), '') as code,
               public.order_gross_cents(c.title, n.qtd_adults, n.qtd_children, n.qtd_babies) as gross
          from new_orders n
          join public.tour_catalogue() c on c.title = n.nome_passeio
         where n.id_cliente = v_group.id_cliente and n.tipo_pagamento = v_group.tipo_pagamento
      ) o;
    v_n := cardinality(v_gross);

    -- The coupon (20261128000200_coupons.sql): one code per checkout, judged and counted here, taken from the
    -- gross before the PIX discount. The coupon's row stays locked until the transaction ends, so two checkouts
    -- racing for its last use are counted one after the other.
    v_cupom_id := null;
    v_coupon_cents := array_fill(0::bigint, array[v_n]);
    if cardinality(v_codes) > 1 then
      raise exception 'Use o mesmo cupom em todos os passeios da compra.'
        using errcode = '23514', detail = 'cupom: mixed';
    end if;
    if v_codes[1] <> '' then
      select q.cupom_id, q.codigo, q.descontos into v_cupom_id, v_cupom_code, v_coupon_cents
        from public.coupon_discounts(v_codes[1], v_group.id_cliente, v_titles, v_people, v_gross, v_today, true) q;
      for i in 1 .. v_n loop
        v_gross[i] := v_gross[i] - v_coupon_cents[i];
      end loop;
    end if;

    v_discount := 0;
    -- Spec §9: R$ 10 × tours × adults, from 2 tours, only with PIX, never more than what the coupon left.
    if v_group.tipo_pagamento = 'Pix' and v_n >= v_rules.pix_min_tours then
      v_discount := least(
        round(v_n * v_rules.pix_discount_per_tour_per_adult * 100 * greatest(1, v_first_adults))::bigint,
        (select sum(g) from unnest(v_gross) g)::bigint
      );
    end if;
    -- Split evenly in whole cents, the remainder to the first orders; a share larger than a cheap order is
    -- taken from the next orders instead, so no order is negative (splitEvenly / orderValuesWithPix).
    v_expected := array[]::bigint[];
    for i in 1 .. v_n loop
      v_expected := v_expected
        || (v_gross[i] - (v_discount / v_n) - case when i <= v_discount % v_n then 1 else 0 end);
    end loop;
    v_owed := (select coalesce(sum(greatest(0, -e)), 0) from unnest(v_expected) e);
    for i in 1 .. v_n loop
      v_expected[i] := greatest(0, v_expected[i]);
    end loop;
    for i in 1 .. v_n loop
      exit when v_owed <= 0;
      v_take := least(v_expected[i], v_owed);
      v_expected[i] := v_expected[i] - v_take;
      v_owed := v_owed - v_take;
    end loop;
    for i in 1 .. v_n loop
      if v_valores[i] <> v_expected[i] then
        raise exception 'O valor do passeio "%" não confere com o catálogo (R$ %). Atualize a página e tente novamente.',
          v_titles[i], replace(to_char(v_expected[i] / 100.0, 'FM999999990.00'), '.', ',')
          using errcode = '23514', detail = 'pedido_site: value';
      end if;
    end loop;

    -- The use and each order's discount; the code is stored as the coupon spells it. Without a coupon no order
    -- keeps a discount (a service-role insert cannot claim one).
    if v_cupom_id is not null then
      insert into public.cupom_usos (cupom_id, id_cliente, pedidos)
      values (v_cupom_id, v_group.id_cliente, v_ids);
      for i in 1 .. v_n loop
        update public.pedido_site o
           set cupom = v_cupom_code, desconto_cupom = v_coupon_cents[i] / 100.0
         where o.id = v_ids[i];
      end loop;
    else
      update public.pedido_site o
         set cupom = null, desconto_cupom = 0
       where o.id = any (v_ids) and (o.cupom is not null or o.desconto_cupom <> 0);
    end if;
  end loop;

  return null;
end;
$$;
