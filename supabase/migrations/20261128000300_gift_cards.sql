-- Gift cards ('Vale-presente', issue 31): a customer buys a card of R$ 100, 200, 500 or a chosen amount (R$ 50 to
-- R$ 5.000 in whole reais), pays it by PIX or card, and whoever holds its code redeems it into their credit (a
-- 'vale_presente' lot of public.grant_credit_lot, 20261128000100_credits.sql). The database draws the code, judges
-- the amount, marks the card paid once, queues its mails and lets one redemption win.
-- splinter authenticated_security_definer_function_executable on public.buy_gift_card: records a card of the caller only, every field judged.
-- splinter authenticated_security_definer_function_executable on public.gift_card: only the buyer, the redeemer or the operator read a card.
-- splinter authenticated_security_definer_function_executable on public.my_gift_cards: the caller's own cards only.
-- splinter authenticated_security_definer_function_executable on public.redeem_gift_card: credits the caller, wrong codes bounded per hour.

-- ─── The cards ──────────────────────────────────────────────────────────────────────────────────────────────────

create table public.vales_presente (
  id bigint generated always as identity primary key,
  -- Drawn by the database like a voucher's (decisions/2026-11-26-voucher-codes-random-and-stored.md): 60 random bits.
  codigo text not null default public.new_voucher_code() unique check (codigo ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
  valor numeric(10, 2) not null check (valor between 50 and 5000 and valor = trunc(valor)),
  id_cliente bigint not null references public.clientes (id_cliente) on delete restrict,
  destinatario_nome text check (char_length(btrim(destinatario_nome)) between 1 and 120),
  destinatario_email text check (
    destinatario_email = lower(btrim(destinatario_email)) and destinatario_email like '%_@_%'
    and char_length(destinatario_email) <= 320
  ),
  mensagem text check (char_length(btrim(mensagem)) between 1 and 300),
  tipo_pagamento text not null check (tipo_pagamento in ('Pix', 'Cartão(Stripe)')),
  status text not null default 'aguardando pagamento'
    check (status in ('aguardando pagamento', 'pago', 'cancelado')),
  created_at timestamptz not null default now(),
  pago_em timestamptz,
  -- The payment that paid it: the PIX charge's or the Checkout Session's id.
  pagamento_ref text check (char_length(pagamento_ref) between 1 and 255),
  resgatado_em timestamptz,
  resgatado_por bigint references public.clientes (id_cliente) on delete restrict,
  lot_id bigint references public.credit_lots (id) on delete restrict,
  constraint vales_presente_paid_has_time check ((status = 'pago') = (pago_em is not null)),
  constraint vales_presente_redeemed_whole check (
    (resgatado_em is null and resgatado_por is null and lot_id is null)
    or (resgatado_em is not null and resgatado_por is not null and lot_id is not null and status = 'pago')
  )
);

comment on table public.vales_presente is
  'Gift cards (issue 31): bought by id_cliente, redeemed by resgatado_por into a credit lot. Written only by functions.';

create index vales_presente_cliente_idx on public.vales_presente (id_cliente, created_at desc);
create index vales_presente_resgatado_por_idx on public.vales_presente (resgatado_por) where resgatado_por is not null;
create index vales_presente_lot_idx on public.vales_presente (lot_id) where lot_id is not null;

-- Wrong codes typed by a customer: at most ten an hour (redeem_gift_card). Rows older than an hour are deleted as
-- attempts arrive.
create table public.vale_presente_tentativas (
  id bigint generated always as identity primary key,
  id_cliente bigint not null references public.clientes (id_cliente) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.vale_presente_tentativas is
  'Wrong gift card codes per customer, for the limit of ten an hour. Written only by redeem_gift_card.';

create index vale_presente_tentativas_idx on public.vale_presente_tentativas (id_cliente, created_at);

alter table public.vales_presente enable row level security;
alter table public.vale_presente_tentativas enable row level security;

create policy "Buyers read their own gift cards; the operator reads all"
  on public.vales_presente for select to authenticated
  using (
    id_cliente in (select c.id_cliente from public.clientes c where c.auth_user_id = (select auth.uid()))
    or (select public.is_admin())
  );

create policy "The operator reads the wrong gift card codes"
  on public.vale_presente_tentativas for select to authenticated
  using ((select public.is_admin()));

revoke all on table public.vales_presente, public.vale_presente_tentativas from anon, authenticated;
-- The code is not among the columns a customer reads: my_gift_cards() gives it to the buyer once the card is paid.
grant select (
  id, valor, id_cliente, destinatario_nome, destinatario_email, mensagem, tipo_pagamento, status, created_at,
  pago_em, resgatado_em
) on table public.vales_presente to authenticated;
grant select on table public.vale_presente_tentativas to authenticated;
grant all on table public.vales_presente, public.vale_presente_tentativas to service_role;

-- ─── The mails ──────────────────────────────────────────────────────────────────────────────────────────────────

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in (
    'reserva_confirmada', 'pedido_cancelado', 'solicitacao_recebida', 'solicitacao_recusada',
    'cancelamento_confirmado', 'remarcacao_confirmada', 'passeio_cancelado_empresa', 'credito_registrado',
    'reembolso_efetuado', 'reembolso_falhou', 'lembrete_passeio', 'vale_presente', 'vale_presente_recebido'
  ));

-- The buyer's mail ('vale_presente') and, when there is one, the recipient's ('vale_presente_recebido'), once each.
create or replace function public.enqueue_gift_card_mails(p_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.enqueue_email(
    m.template,
    m.to_email,
    jsonb_build_object(
      'comprador', c.nome_cliente,
      'destinatario', v.destinatario_nome,
      'mensagem', v.mensagem,
      'valor', v.valor,
      'codigo', v.codigo
    ),
    m.template || ':' || v.id
  )
  from public.vales_presente v
  join public.clientes c on c.id_cliente = v.id_cliente
  cross join lateral (
    values ('vale_presente', c.email_cliente), ('vale_presente_recebido', v.destinatario_email)
  ) m (template, to_email)
  where v.id = p_id and v.status = 'pago' and m.to_email is not null;
$$;

revoke all on function public.enqueue_gift_card_mails(bigint) from public, anon, authenticated, service_role;

-- ─── Buying ─────────────────────────────────────────────────────────────────────────────────────────────────────

-- A new card of the caller, waiting for its payment; its id. The amount and every field are judged here.
create or replace function public.buy_gift_card(
  p_valor numeric,
  p_tipo_pagamento text,
  p_destinatario_nome text default null,
  p_destinatario_email text default null,
  p_mensagem text default null
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cliente bigint;
  v_nome text := nullif(btrim(coalesce(p_destinatario_nome, '')), '');
  v_email text := lower(nullif(btrim(coalesce(p_destinatario_email, '')), ''));
  v_mensagem text := nullif(btrim(coalesce(p_mensagem, '')), '');
  v_id bigint;
begin
  select c.id_cliente into v_cliente from public.clientes c
   where c.auth_user_id = (select auth.uid()) and (select auth.uid()) is not null;
  if v_cliente is null then
    raise exception 'Faça login para comprar um vale-presente.' using errcode = '42501', detail = 'gift_card: not_signed_in';
  end if;
  if p_valor is null or p_valor < 50 or p_valor > 5000 or p_valor <> trunc(p_valor) then
    raise exception 'O vale-presente vai de R$ 50 até R$ 5.000, em reais inteiros.'
      using errcode = '22023', detail = 'gift_card: amount';
  end if;
  if p_tipo_pagamento is null or p_tipo_pagamento not in ('Pix', 'Cartão(Stripe)') then
    raise exception 'Escolha PIX ou cartão.' using errcode = '22023', detail = 'gift_card: payment';
  end if;
  if char_length(v_nome) > 120 then
    raise exception 'O nome de quem recebe vai até 120 caracteres.' using errcode = '22023', detail = 'gift_card: name';
  end if;
  if v_email is not null and (v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_email) > 320) then
    raise exception 'Informe um e-mail válido para quem recebe.' using errcode = '22023', detail = 'gift_card: email';
  end if;
  if char_length(v_mensagem) > 300 then
    raise exception 'A mensagem vai até 300 caracteres.' using errcode = '22023', detail = 'gift_card: message';
  end if;
  -- Unpaid cards are cheap to make; twenty waiting at once is more than anyone buys.
  if (select count(*) from public.vales_presente v
       where v.id_cliente = v_cliente and v.status = 'aguardando pagamento') >= 20 then
    raise exception 'Muitas tentativas. Tente novamente mais tarde.'
      using errcode = '22023', detail = 'gift_card: too_many_pending';
  end if;
  insert into public.vales_presente (valor, id_cliente, destinatario_nome, destinatario_email, mensagem, tipo_pagamento)
  values (p_valor, v_cliente, v_nome, v_email, v_mensagem, p_tipo_pagamento)
  returning id into v_id;
  return v_id;
end;
$$;

revoke all on function public.buy_gift_card(numeric, text, text, text, text) from public, anon;
grant execute on function public.buy_gift_card(numeric, text, text, text, text) to authenticated;

-- Marks a card paid by the payment p_ref, once, and queues its mails; whether this call paid it. A second
-- confirmation (a replayed webhook, the return page and the webhook together) changes nothing.
create or replace function public.confirm_gift_card_payment(p_id bigint, p_ref text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_paid boolean;
begin
  update public.vales_presente
     set status = 'pago', pago_em = now(), pagamento_ref = p_ref
   where id = p_id and status = 'aguardando pagamento';
  v_paid := found;
  if v_paid then
    perform public.enqueue_gift_card_mails(p_id);
  end if;
  return v_paid;
end;
$$;

revoke all on function public.confirm_gift_card_payment(bigint, text) from public, anon, authenticated;
grant execute on function public.confirm_gift_card_payment(bigint, text) to service_role;

-- The caller's bought cards, newest first, with the code once paid.
create or replace function public.my_gift_cards()
returns table (
  id bigint,
  valor numeric,
  status text,
  tipo_pagamento text,
  destinatario_nome text,
  destinatario_email text,
  mensagem text,
  created_at timestamptz,
  pago_em timestamptz,
  resgatado_em timestamptz,
  codigo text
)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, v.valor, v.status, v.tipo_pagamento, v.destinatario_nome, v.destinatario_email, v.mensagem,
         v.created_at, v.pago_em, v.resgatado_em, case when v.status = 'pago' then v.codigo end
    from public.vales_presente v
    join public.clientes c on c.id_cliente = v.id_cliente
   where c.auth_user_id = (select auth.uid())
   order by v.created_at desc, v.id desc;
$$;

revoke all on function public.my_gift_cards() from public, anon;
grant execute on function public.my_gift_cards() to authenticated;

-- The printable card /vale-presente/{codigo}: its buyer, whoever redeemed it and the operator read it; anyone else,
-- and a card not paid, reads 'Vale-presente não encontrado' (a wrong code and someone else's answer alike).
create or replace function public.gift_card(p_codigo text)
returns table (
  codigo text,
  valor numeric,
  comprador text,
  destinatario_nome text,
  mensagem text,
  pago_em timestamptz,
  resgatado_em timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me bigint;
begin
  select c.id_cliente into v_me from public.clientes c
   where c.auth_user_id = (select auth.uid()) and (select auth.uid()) is not null;
  return query
    select v.codigo, v.valor, c.nome_cliente, v.destinatario_nome, v.mensagem, v.pago_em, v.resgatado_em
      from public.vales_presente v
      join public.clientes c on c.id_cliente = v.id_cliente
     where v.codigo = public.normalize_voucher_code(p_codigo)
       and v.status = 'pago'
       and (v.id_cliente = v_me or v.resgatado_por = v_me or public.is_admin());
  if not found then
    raise exception 'Vale-presente não encontrado' using errcode = '22023', detail = 'gift_card: not_found';
  end if;
end;
$$;

revoke all on function public.gift_card(text) from public, anon;
grant execute on function public.gift_card(text) to authenticated;

-- ─── Redeeming ──────────────────────────────────────────────────────────────────────────────────────────────────

-- Turns a paid card into the caller's credit: a 'vale_presente' lot of its value (12 months), once. Two callers
-- racing for one card wait on its row; the second reads it redeemed. A refusal is answered as a row (ok = false,
-- its Portuguese message and code) rather than raised, because a raise would roll back the count of a wrong code
-- that bounds guessing: at most ten wrong codes per customer an hour.
create or replace function public.redeem_gift_card(p_codigo text)
returns table (ok boolean, valor numeric, mensagem text, detalhe text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cliente bigint;
  v_card public.vales_presente;
  v_lot bigint;
begin
  select c.id_cliente into v_cliente from public.clientes c
   where c.auth_user_id = (select auth.uid()) and (select auth.uid()) is not null;
  if v_cliente is null then
    raise exception 'Faça login para resgatar um vale-presente.'
      using errcode = '42501', detail = 'gift_card: not_signed_in';
  end if;
  -- One customer's attempts are counted one at a time: parallel guesses cannot pass the limit together.
  perform pg_advisory_xact_lock(hashtext('gift card attempts'), (v_cliente % 2147483647)::integer);
  delete from public.vale_presente_tentativas t
   where t.id_cliente = v_cliente and t.created_at < now() - interval '1 hour';
  if (select count(*) from public.vale_presente_tentativas t where t.id_cliente = v_cliente) >= 10 then
    return query select false, null::numeric, 'Muitas tentativas. Tente novamente mais tarde.', 'gift_card: too_many';
    return;
  end if;

  select v.* into v_card from public.vales_presente v
   where v.codigo = public.normalize_voucher_code(p_codigo) and v.status <> 'cancelado'
     for update;
  if not found then
    insert into public.vale_presente_tentativas (id_cliente) values (v_cliente);
    return query select false, null::numeric, 'Vale-presente não encontrado', 'gift_card: not_found';
    return;
  end if;
  if v_card.status <> 'pago' then
    return query select false, null::numeric, 'Este vale-presente ainda não foi pago.', 'gift_card: not_paid';
    return;
  end if;
  if v_card.resgatado_em is not null then
    return query select false, null::numeric, 'Este vale-presente já foi resgatado.', 'gift_card: redeemed';
    return;
  end if;

  v_lot := public.grant_credit_lot(
    v_cliente, v_card.valor, 'vale_presente',
    'Vale-presente ' || substr(v_card.codigo, 1, 4) || '-' || substr(v_card.codigo, 5, 4) || '-'
      || substr(v_card.codigo, 9, 4)
  );
  update public.vales_presente
     set resgatado_em = now(), resgatado_por = v_cliente, lot_id = v_lot
   where id = v_card.id;
  return query select true, v_card.valor, 'Vale-presente resgatado.', null::text;
end;
$$;

revoke all on function public.redeem_gift_card(text) from public, anon;
grant execute on function public.redeem_gift_card(text) to authenticated;
