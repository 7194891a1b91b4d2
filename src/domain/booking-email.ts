// The mails the outbox sends (email_outbox.data rendered by the send-emails function) and the same confirmation
// as a prefilled messaging-app text for the operator. Pure: the function claims and sends, this writes.
import { tours } from './catalogue/tours.ts';
import { formatBRL } from './money.ts';
import { isoToBR, partyLabel } from './operator.ts';
import type { Period } from './types.ts';

/** What enqueue_booking_confirmed() stores for 'reserva_confirmada'. */
export type BookingConfirmedData = {
  nome: string;
  passeio: string;
  /** YYYY-MM-DD */
  data: string;
  embarque: string | null;
  endereco: string | null;
  adultos: number;
  criancas: number;
  bebes: number;
  pets: number;
  valor: number;
};

/** 'pedido_cancelado': every field optional, the mail says what it has. */
export type OrderCancelledData = { nome?: string; passeio?: string; data?: string; motivo?: string };

export type RenderedEmail = { subject: string; text: string; html: string };

/** When the vehicle starts picking people up, by the tour's period: a window, since the route decides the minute. */
export const pickupWindows: Record<Period, string> = {
  Manhã: 'entre 8h e 8h30',
  Tarde: 'entre 13h e 13h30',
  'Manhã e Tarde': 'entre 7h30 e 8h',
};

// The operator confirms the exact time by the messaging app (the route depends on the day's bookings).
const pickupNote = 'o horário exato é confirmado pelo WhatsApp';

/** paths.cancellationPolicy; the domain does not import src/config. */
export const cancellationPolicyPath = '/regras-cancelamento';

export function pickupWindow(tourTitle: string): string | null {
  const tour = tours.find((candidate) => candidate.title === tourTitle);
  return tour ? pickupWindows[tour.period] : null;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

// A value on one line: a line break in a name must not start a new line of the mail.
const oneLine = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const dayBR = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? isoToBR(iso) : oneLine(iso));
const policyUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}${cancellationPolicyPath}`;

type Fact = [label: string, value: string];

function bookingFacts(data: BookingConfirmedData): Fact[] {
  const place = oneLine(data.embarque);
  const address = oneLine(data.endereco);
  const window = pickupWindow(data.passeio);
  return [
    ['Passeio', oneLine(data.passeio)],
    ['Data', dayBR(data.data)],
    ['Embarque', place ? (address && address !== place ? `${place} (${address})` : place) : 'a combinar'],
    ['Horário de embarque', window ? `${window} (${pickupNote})` : pickupNote],
    [
      'Grupo',
      partyLabel({ adults: data.adultos, children: data.criancas, babies: data.bebes, pets: data.pets }),
    ],
    ['Valor', formatBRL(data.valor)],
  ];
}

const greeting = (nome: string | undefined) => (oneLine(nome) ? `Olá, ${oneLine(nome)}!` : 'Olá!');
const factLines = (facts: Fact[]) => facts.map(([label, value]) => `${label}: ${value}`);

// Styles on a <div>, not <body>: mail clients drop a body's styles, and the local mailbox page shows the mail
// inline, where a body's attributes would apply to the page itself.
function htmlPage(title: string, paragraphs: string[], facts: Fact[], policy: [string, string]): string {
  const [before, link] = policy;
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><div style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="overflow-wrap:anywhere">${escapeHtml(p)}</p>`).join('\n')}
${rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : ''}
<p>${escapeHtml(before)} <a href="${escapeHtml(link)}">regras de cancelamento</a>.</p>
<p>Até breve!<br>Equipe Movie Tour</p>
</div></body></html>`;
}

/** The mail 'Reserva confirmada': the booking, when to be ready and the cancellation policy. */
export function bookingConfirmedEmail(data: BookingConfirmedData, siteUrl: string): RenderedEmail {
  const subject = 'Reserva confirmada';
  const intro = 'Sua reserva na Movie Tour está confirmada. Estes são os detalhes:';
  const facts = bookingFacts(data);
  const link = policyUrl(siteUrl);
  const text = [
    greeting(data.nome),
    '',
    intro,
    '',
    ...factLines(facts),
    '',
    `Regras de cancelamento: ${link}`,
    '',
    'Até breve!',
    'Equipe Movie Tour',
  ].join('\n');
  const html = htmlPage(subject, [greeting(data.nome), intro], facts, ['Antes do passeio, leia as', link]);
  return { subject, text, html };
}

/** The same confirmation as a prefilled messaging-app text (the operator console sends it). */
export function bookingConfirmedMessage(data: BookingConfirmedData): string {
  return [
    greeting(data.nome),
    'Sua reserva na Movie Tour está confirmada:',
    ...factLines(bookingFacts(data)),
  ].join('\n');
}

/** The mail 'Pedido cancelado': which order, and why when the operator gave a reason. */
export function orderCancelledEmail(data: OrderCancelledData, siteUrl: string): RenderedEmail {
  const subject = 'Pedido cancelado';
  const what = oneLine(data.passeio)
    ? `Seu pedido do passeio ${oneLine(data.passeio)}${data.data ? ` para ${dayBR(data.data)}` : ''} foi cancelado.`
    : 'Seu pedido foi cancelado.';
  const reason = oneLine(data.motivo) ? `Motivo: ${oneLine(data.motivo)}` : '';
  const help = 'Se quiser remarcar ou tiver alguma dúvida, fale com a gente pelo WhatsApp.';
  const paragraphs = [greeting(data.nome), what, ...(reason ? [reason] : []), help];
  const link = policyUrl(siteUrl);
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `Regras de cancelamento: ${link}`,
    '',
    'Até breve!',
    'Equipe Movie Tour',
  ].join('\n');
  return { subject, text, html: htmlPage(subject, paragraphs, [], ['Veja as', link]) };
}

// ─── Outbox rows ────────────────────────────────────────────────────────────────────────────────────────────

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** email_outbox.data of a 'reserva_confirmada' row, or null when a field is missing or of another kind. */
export function readBookingConfirmedData(value: unknown): BookingConfirmedData | null {
  if (!isRecord(value)) return null;
  const [nome, passeio, data] = [stringOf(value.nome), stringOf(value.passeio), stringOf(value.data)];
  const counts = [value.adultos, value.criancas, value.bebes, value.pets].map(countOf);
  // jsonb keeps a numeric as a number; a string is accepted in case a writer quoted it.
  const valor = typeof value.valor === 'string' ? Number(value.valor) : value.valor;
  if (nome === undefined || !passeio || !data || typeof valor !== 'number' || !Number.isFinite(valor))
    return null;
  const [adultos, criancas, bebes, pets] = counts;
  if (adultos === undefined || criancas === undefined || bebes === undefined || pets === undefined)
    return null;
  const optional = (field: unknown) => stringOf(field) ?? null;
  return {
    nome,
    passeio,
    data,
    embarque: optional(value.embarque),
    endereco: optional(value.endereco),
    adultos,
    criancas,
    bebes,
    pets,
    valor,
  };
}

/** The mail of an outbox row, or null when its data does not fit its template (the sender records why). */
export function renderOutboxEmail(template: string, data: unknown, siteUrl: string): RenderedEmail | null {
  if (template === 'reserva_confirmada') {
    const booking = readBookingConfirmedData(data);
    return booking ? bookingConfirmedEmail(booking, siteUrl) : null;
  }
  if (template === 'pedido_cancelado' && isRecord(data)) {
    const { nome, passeio, data: day, motivo } = data;
    return orderCancelledEmail(
      { nome: stringOf(nome), passeio: stringOf(passeio), data: stringOf(day), motivo: stringOf(motivo) },
      siteUrl,
    );
  }
  return null;
}
