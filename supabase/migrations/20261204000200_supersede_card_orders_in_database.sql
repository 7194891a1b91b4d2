-- An order paid another way than by card (PIX, or the customer's credit) cancels the same customer's card orders
-- still waiting for their payment of the same tour on the same day. A card payment left at the provider's page
-- leaves such orders behind; if the cart is then paid by PIX, paying those card orders from My Purchases would
-- book and charge the same tours twice. The checkout did this in the app (createOrders); a rule only the app
-- keeps is not a rule, so the database now does it as the order is inserted, for the customer's checkout and the
-- operator's booking alike. A card order waits for nothing but its session: no money is involved, and a session
-- paid anyway is recorded for a refund (verify-stripe-payment, stripe-webhook).
--
-- Before the insert, so the seats the superseded orders held are free when the new orders' capacity is checked;
-- in the insert's transaction, so a refused insert supersedes nothing.

create or replace function public.supersede_pending_card_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.tipo_pagamento <> 'Cartão(Stripe)' and new.status in ('aguardando pagamento', 'pago') then
    update public.pedido_site o
       set status = 'cancelado',
           motivo_cancelamento = 'Substituído por outra forma de pagamento'
     where o.id_cliente = new.id_cliente
       and o.nome_passeio = new.nome_passeio
       and o.data_passeio is not distinct from new.data_passeio
       and o.tipo_pagamento = 'Cartão(Stripe)'
       and o.status = 'aguardando pagamento';
  end if;
  return new;
end;
$$;

revoke all on function public.supersede_pending_card_orders() from public, anon, authenticated, service_role;

comment on function public.supersede_pending_card_orders() is
  'Before an order paid by PIX or credit is inserted: cancels the customer''s pending card orders of the same tour and day.';

create trigger pedido_site_supersede_card_orders
  before insert on public.pedido_site
  for each row execute function public.supersede_pending_card_orders();
