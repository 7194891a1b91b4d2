import type { CheckoutSession, LineItem } from './store.ts';
import { testCards } from './test-cards.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#f4f1ea;color:#1c1917;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:800;letter-spacing:.02em;font-size:1.25rem}
.brand span{color:#b45309}
.test{margin:1rem 0;padding:.75rem 1rem;border-radius:.75rem;background:#fef3c7;border:1px solid #f59e0b;
color:#78350f;font-size:.95rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgb(0 0 0 / .08),0 8px 24px rgb(0 0 0 / .06);
padding:1.25rem}
h1{font-size:1.35rem;margin:.25rem 0 1rem}
ul{list-style:none;margin:0;padding:0}li{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;
border-bottom:1px solid #e7e5e4}li span:last-child{white-space:nowrap;font-variant-numeric:tabular-nums}
.total{display:flex;justify-content:space-between;font-weight:700;font-size:1.15rem;padding-top:.9rem}
.meta{color:#57534e;font-size:.9rem;margin:.75rem 0 0;overflow-wrap:anywhere}
.cardnum{margin-top:1rem;padding:.75rem 1rem;border:1px dashed #a8a29e;border-radius:.75rem;font-size:.9rem;
color:#44403c}.cardnum label{display:block;font-weight:600;margin-bottom:.35rem}.cardnum p{margin:.35rem 0 0}
.cardnum .cards li{display:block;border:0;padding:.1rem 0}
select{width:100%;min-height:2.75rem;border:1px solid #a8a29e;border-radius:.5rem;background:#fff;color:#1c1917;
font:inherit;padding:0 .5rem}select:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
.actions form{flex:1 1 10rem;margin:0}
button{width:100%;min-height:3rem;border-radius:.75rem;font-size:1rem;font-weight:700;cursor:pointer;border:0}
button.pay{background:#b45309;color:#fff}button.pay:hover{background:#92400e}
button.cancel{background:#fff;color:#1c1917;border:1px solid #a8a29e}button.cancel:hover{background:#f5f5f4}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#92400e}
.brcode{width:100%;min-height:6rem;margin-top:.35rem;font:.85rem ui-monospace,monospace;border:1px solid #a8a29e;
border-radius:.5rem;padding:.5rem;resize:vertical}label{font-weight:600}
`;

const cardNote = `<strong>Ambiente de teste:</strong> esta página é o provedor de pagamentos local
da Movie Tour, que imita o Stripe Checkout. Nenhum cartão é cobrado e nenhum dado de cartão é pedido.`;

/** A page of the local provider, under the test notice (`note`, HTML) that says no money moves. */
export function layout(title: string, body: string, note = cardNote): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>
<div class="brand">Movie <span>Tour</span> · Pagamento</div>
<p class="test" role="note">${note}</p>
${body}
</main></body></html>`;
}

/** The hosted checkout page of an open session: the order, 'Pagar' and 'Cancelar'. */
export function renderCheckoutPage(session: CheckoutSession, lineItems: LineItem[], base: string): string {
  const items = lineItems
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span>` +
        `<span>${money(item.unitAmount * item.quantity, session.currency)}</span></li>`,
    )
    .join('');
  const action = `${base}/${encodeURIComponent(session.id)}`;
  return layout(
    'Pagamento de teste | Movie Tour',
    `<section class="card" aria-labelledby="titulo">
<h1 id="titulo">Resumo do pedido</h1>
<ul>${items}</ul>
<p class="total"><span>Total</span><span data-testid="checkout-total">${money(session.amount_total, session.currency)}</span></p>
${session.customer_email ? `<p class="meta">E-mail: ${escapeHtml(session.customer_email)}</p>` : ''}
<div class="cardnum"><label for="cartao">Cartão de teste</label>
<select id="cartao" name="cartao" form="pagar">${testCards
      .map((card) => `<option value="${card.number}">${escapeHtml(card.label)}</option>`)
      .join('')}</select>
<p>Validade 12/34 · CVC 123</p>
<ul class="cards">${testCards
      .map((card) => `<li>${escapeHtml(card.label)}: ${escapeHtml(card.behaviour)}</li>`)
      .join('')}</ul></div>
<div class="actions">
<form id="pagar" method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button class="cancel" type="submit">Cancelar</button></form>
</div>
</section>`,
  );
}

/** A session that can no longer be paid: already paid, or expired. */
export function renderClosedPage(session: CheckoutSession): string {
  const paid = session.payment_status === 'paid';
  const success = session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
  return layout(
    paid ? 'Pagamento já realizado | Movie Tour' : 'Sessão expirada | Movie Tour',
    `<section class="card"><h1>${paid ? 'Pagamento já realizado' : 'Sessão de pagamento expirada'}</h1>
<p>${
      paid
        ? `Este pedido já foi pago. <a href="${escapeHtml(success)}">Ver confirmação</a>`
        : `Esta sessão não aceita mais pagamentos. <a href="${escapeHtml(session.cancel_url)}">Voltar ao carrinho</a>`
    }</p></section>`,
  );
}

export function renderNotFoundPage(): string {
  return layout(
    'Sessão não encontrada | Movie Tour',
    '<section class="card"><h1>Sessão de pagamento não encontrada</h1><p>Confira o link ou volte à loja.</p></section>',
  );
}
