import type { ApiHandler } from '../context.ts';
import { escapeHtml, layout, money } from './page.ts';
import type { PixIntent } from './pix-intent.ts';
import type { PixProvider } from './pix.ts';

const pixNote = `<strong>Ambiente de teste:</strong> esta página é o provedor de pagamentos local da Movie Tour,
que imita um PIX cobrado pelo Stripe. Nenhum dinheiro é movido: "Pagar" apenas simula o pagamento.`;

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

const headings: Record<PixIntent['status'], string> = {
  requires_action: 'PIX aguardando pagamento',
  succeeded: 'Pagamento confirmado',
  canceled: 'Cobrança cancelada',
  requires_payment_method: 'PIX não gerado',
};

function stateOf(intent: PixIntent): [heading: string, text: string] {
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return ['PIX expirado', 'O prazo deste PIX acabou sem pagamento. A loja pode gerar um novo.'];
  }
  const texts: Record<PixIntent['status'], string> = {
    requires_action: '',
    succeeded: 'Este PIX já foi pago. A loja recebe a confirmação automaticamente.',
    canceled: 'Esta cobrança foi cancelada e não aceita mais pagamentos.',
    requires_payment_method: 'Esta cobrança ainda não tem um código PIX.',
  };
  return [headings[intent.status], texts[intent.status]];
}

/** The test page of one PIX charge: its BR Code, amount and expiry, with 'Pagar' and 'Expirar agora'. */
export function renderPixPage(intent: PixIntent, action: string): string {
  const [heading, text] = stateOf(intent);
  const qr = intent.next_action?.pix_display_qr_code;
  const open = intent.status === 'requires_action' && qr;
  return layout(
    `${heading} | Movie Tour`,
    `<section class="card" aria-labelledby="titulo">
<h1 id="titulo">${heading}</h1>
<p class="total"><span>Valor</span><span data-testid="pix-amount">${money(intent.amount, intent.currency)}</span></p>
${intent.description ? `<p class="meta">${escapeHtml(intent.description)}</p>` : ''}
${text ? `<p>${text}</p>` : ''}
${
  open
    ? `<p class="meta">Expira em ${timeFormat.format(new Date(qr.expires_at * 1000))} (horário de Brasília)</p>
<p><label for="copia-e-cola">PIX copia e cola</label>
<textarea id="copia-e-cola" class="brcode" readonly>${escapeHtml(qr.data)}</textarea></p>
<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="${escapeHtml(action)}/expire"><button class="cancel" type="submit">Expirar agora</button></form>
</div>`
    : ''
}
<p class="meta">Cobrança ${escapeHtml(intent.id)}</p>
</section>`,
    pixNote,
  );
}

const notFound = () =>
  layout(
    'Cobrança não encontrada | Movie Tour',
    '<section class="card"><h1>Cobrança PIX não encontrada</h1><p>Confira o link ou volte à loja.</p></section>',
    pixNote,
  );

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * `/test-pix/:id` shows the charge; its forms POST to `/pay` and `/expire`, which answer 303 back to the page, or
 * 410 with the page when the charge no longer shows a QR code.
 */
export function createPixPageHandler(pix: PixProvider): ApiHandler {
  return async (req, subpath) => {
    const match = /^\/([A-Za-z0-9_]{1,255})(?:\/(pay|expire))?$/.exec(subpath);
    if (!match) return html(notFound(), 404);
    const [, id, action] = match as unknown as [string, string, 'pay' | 'expire' | undefined];
    await pix.sweep();
    const intent = await pix.store.get(id);
    if (!intent) return html(notFound(), 404);
    const page = pix.pageUrl(id);
    if (!action) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return html(notFound(), 405);
      return html(renderPixPage(intent, page));
    }
    if (req.method !== 'POST') return html(notFound(), 405);
    if (intent.status !== 'requires_action') return html(renderPixPage(intent, page), 410);
    if (action === 'pay') await pix.pay(id);
    else await pix.expireNow(id);
    return new Response(null, { status: 303, headers: { Location: page } });
  };
}
