// The gift card's mails (issue 31): 'vale_presente' to the buyer once it is paid, 'vale_presente_recebido' to the
// recipient when the buyer gave an e-mail. Both carry the code and the link to the printable card.
import { formatGiftCardCode, giftCardPath, parseGiftCardCode } from '../gift-cards.ts';
import { formatBRL } from '../money.ts';
import { htmlPage, oneLine, policyUrl, type Fact, type RenderedEmail } from './format.ts';

export const giftCardTemplates = ['vale_presente', 'vale_presente_recebido'] as const;
export type GiftCardTemplate = (typeof giftCardTemplates)[number];

/** What enqueue_gift_card_mails stores. */
export type GiftCardMailData = {
  comprador: string;
  destinatario: string | null;
  mensagem: string | null;
  valor: number;
  codigo: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** email_outbox.data of a gift card's mail, or null when the code, the amount or the buyer is missing. */
export function readGiftCardMailData(value: unknown): GiftCardMailData | null {
  if (!isRecord(value)) return null;
  const amount = typeof value.valor === 'string' ? Number(value.valor) : value.valor;
  const code = typeof value.codigo === 'string' ? parseGiftCardCode(value.codigo) : null;
  const buyer = optional(value.comprador);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || !code || !buyer) return null;
  return {
    comprador: buyer,
    destinatario: optional(value.destinatario),
    mensagem: optional(value.mensagem),
    valor: amount,
    codigo: code,
  };
}

export const isGiftCardTemplate = (template: string): template is GiftCardTemplate =>
  (giftCardTemplates as readonly string[]).includes(template);

/** The buyer's 'Seu vale-presente Movie Tour' or the recipient's 'Você ganhou um vale-presente Movie Tour'. */
export function giftCardEmail(
  template: GiftCardTemplate,
  data: GiftCardMailData,
  siteUrl: string,
): RenderedEmail {
  const site = siteUrl.replace(/\/+$/, '');
  const cardUrl = `${site}${giftCardPath(data.codigo)}`;
  const redeemUrl = `${site}/minhas-compras`;
  const written = formatGiftCardCode(data.codigo);
  const buyer = oneLine(data.comprador);
  const recipient = oneLine(data.destinatario);
  const forBuyer = template === 'vale_presente';
  const subject = forBuyer ? 'Seu vale-presente Movie Tour' : 'Você ganhou um vale-presente Movie Tour';
  const paragraphs = forBuyer
    ? [
        `Olá, ${buyer}!`,
        `Seu vale-presente de ${formatBRL(data.valor)} está pago.${recipient ? ` Ele é para ${recipient}.` : ''}`,
        'Imprima o cartão ou envie o código a quem vai ganhar o presente.',
      ]
    : [
        recipient ? `Olá, ${recipient}!` : 'Olá!',
        `${buyer} deu a você um vale-presente de ${formatBRL(data.valor)} para um passeio da Movie Tour em Campos do Jordão.`,
      ];
  const facts: Fact[] = [
    ['Código', written],
    ['Valor', formatBRL(data.valor)],
    ...(oneLine(data.mensagem) ? [['Mensagem', oneLine(data.mensagem)] as Fact] : []),
  ];
  const how =
    'Para usar: entre no site, abra Minhas Compras, toque em “Resgatar vale-presente” e digite o código. O valor vira crédito por 12 meses.';
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Vale-presente para imprimir: ${cardUrl}`,
    '',
    `${how} ${redeemUrl}`,
    '',
    `Regras de cancelamento: ${policyUrl(siteUrl)}`,
    '',
    'Até breve!',
    'Equipe Movie Tour',
  ].join('\n');
  const html = htmlPage(subject, paragraphs, facts, ['Veja as', policyUrl(siteUrl)], {
    after: [how],
    links: [
      ['Ver o vale-presente para imprimir', cardUrl],
      ['Resgatar em Minhas Compras', redeemUrl],
    ],
  });
  return { subject, text, html };
}
