// The mails the outbox sends (email_outbox.data rendered by the send-emails function) and the same confirmation
// as a prefilled messaging-app text for the operator. Pure: the function claims and sends, this writes.
import { tours } from './catalogue/tours.ts';
import { formatBRL, toCents } from './money.ts';
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

type Extra = {
  /** A bulleted list after the facts (the choices of a cancelled departure). */
  list?: string[];
  /** Paragraphs after the facts and the list. */
  after?: string[];
  /** A link of the shop before the policy's: [what, url]. */
  link?: [label: string, url: string];
};

// Styles on a <div>, not <body>: mail clients drop a body's styles, and the local mailbox page shows the mail
// inline, where a body's attributes would apply to the page itself.
function htmlPage(
  title: string,
  paragraphs: string[],
  facts: Fact[],
  policy: [string, string],
  extra: Extra = {},
): string {
  const [before, link] = policy;
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraph = (p: string) => `<p style="overflow-wrap:anywhere">${escapeHtml(p)}</p>`;
  const list = extra.list?.length
    ? `<ul>${extra.list.map((item) => `<li style="overflow-wrap:anywhere">${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const shopLink = extra.link
    ? `<p><a href="${escapeHtml(extra.link[1])}">${escapeHtml(extra.link[0])}</a></p>`
    : '';
  const body = [
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map(paragraph),
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    list,
    ...(extra.after ?? []).map(paragraph),
    shopLink,
    `<p>${escapeHtml(before)} <a href="${escapeHtml(link)}">regras de cancelamento</a>.</p>`,
    '<p>Até breve!<br>Equipe Movie Tour</p>',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><div style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:16px">
${body.join('\n')}
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

/**
 * The same confirmation as a prefilled messaging-app text (the operator console sends it): one booking, or the
 * bookings of one PIX checkout, then the cancellation policy's link, as the mail has it.
 */
export function bookingConfirmedMessage(
  bookings: BookingConfirmedData | readonly BookingConfirmedData[],
  siteUrl: string,
): string {
  const list = Array.isArray(bookings) ? bookings : [bookings as BookingConfirmedData];
  return [
    greeting(list[0]?.nome),
    list.length > 1
      ? 'Suas reservas na Movie Tour estão confirmadas:'
      : 'Sua reserva na Movie Tour está confirmada:',
    ...list.flatMap((data, index) => [...(index > 0 ? [''] : []), ...factLines(bookingFacts(data))]),
    '',
    `Regras de cancelamento: ${policyUrl(siteUrl)}`,
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

// ─── Requests: cancellations, rescheduling, refunds (issue 18) ──────────────────────────────────────────────

/** paths.myPurchases, where the customer answers a cancelled departure. */
export const myPurchasesPath = '/minhas-compras';

/** The templates of a request's change; enqueue_request_email() stores RequestEmailData for each. */
export const requestTemplates = [
  'solicitacao_recebida',
  'solicitacao_recusada',
  'cancelamento_confirmado',
  'remarcacao_confirmada',
  'passeio_cancelado_empresa',
  'credito_registrado',
  'reembolso_efetuado',
] as const;
export type RequestTemplate = (typeof requestTemplates)[number];

/** The request's facts (enqueue_request_email); the mail says what it has beyond the tour and its date. */
export type RequestEmailData = {
  nome?: string;
  passeio: string;
  /** YYYY-MM-DD: the booking's date when the request was made. */
  data: string;
  /** YYYY-MM-DD: the date asked for, or moved to. */
  nova_data?: string;
  valor_pago?: number;
  /** The refund (or credit): the operator's, else the policy's proposal. */
  reembolso?: number;
  /** The policy's percentage when the request was made. */
  percentual?: number;
  /** The operator's reason (a refusal), or the company's (a cancelled departure). */
  motivo?: string;
  /** R<id> or P<id>, as the customer's purchases and the operator's panel show it. */
  referencia?: string;
  /** 'reembolso_efetuado': how the money went back. */
  metodo?: 'pix' | 'cartao';
  /** After a company cancellation, what the customer chose; absent for the customer's own requests. */
  escolha?: CompanyCancellationChoice;
};

/** The three choices a company cancellation gives the customer (choose_company_cancellation_option). */
export type CompanyCancellationChoice = 'remarcar' | 'credito' | 'reembolso';
const isChoice = (value: unknown): value is CompanyCancellationChoice =>
  value === 'remarcar' || value === 'credito' || value === 'reembolso';

const shopUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;
const bookingRef = (data: RequestEmailData) => {
  const ref = oneLine(data.referencia);
  return ref ? ` ${ref}` : '';
};
const tourOn = (data: RequestEmailData) => `${oneLine(data.passeio)} em ${dayBR(data.data)}`;

function requestFacts(data: RequestEmailData, more: (Fact | false)[] = [], dateLabel = 'Data'): Fact[] {
  const ref = oneLine(data.referencia);
  return [
    ...(ref ? [['Reserva', ref] as Fact] : []),
    ['Passeio', oneLine(data.passeio)],
    [dateLabel, dayBR(data.data)],
    ...more.filter((fact): fact is Fact => fact !== false),
  ];
}

/** 'R$ 162,00 (90% do valor pago)', or the amount alone when the operator gave another one. */
function refundLabel(data: RequestEmailData, amount: number): string {
  if (amount <= 0) return 'sem reembolso';
  const { valor_pago: paid, percentual: percent } = data;
  if (
    paid !== undefined &&
    percent !== undefined &&
    Math.round((toCents(paid) * percent) / 100) === toCents(amount)
  )
    return `${formatBRL(amount)} (${percent}% do valor pago)`;
  return formatBRL(amount);
}

type RequestMail = { paragraphs: string[]; facts: Fact[] } & Extra;

function composeRequestEmail(subject: string, data: RequestEmailData, mail: RequestMail, siteUrl: string) {
  const policy = policyUrl(siteUrl);
  const paragraphs = [greeting(data.nome), ...mail.paragraphs];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...(mail.facts.length ? [...factLines(mail.facts), ''] : []),
    ...(mail.list?.length ? [...mail.list.map((item) => `- ${item}`), ''] : []),
    ...(mail.after ?? []).flatMap((p) => [p, '']),
    ...(mail.link ? [`${mail.link[0]}: ${mail.link[1]}`, ''] : []),
    `Regras de cancelamento: ${policy}`,
    '',
    'Até breve!',
    'Equipe Movie Tour',
  ].join('\n');
  const html = htmlPage(subject, paragraphs, mail.facts, ['Veja as', policy], mail);
  return { subject, text, html };
}

const whatsappHelp = 'Se tiver alguma dúvida, fale com a gente pelo WhatsApp.';
const reason = (data: RequestEmailData) => (oneLine(data.motivo) ? [`Motivo: ${oneLine(data.motivo)}`] : []);

function requestMail(template: RequestTemplate, data: RequestEmailData, siteUrl: string): RequestMail | null {
  const ref = bookingRef(data);
  const paid: Fact | false = data.valor_pago !== undefined && ['Valor pago', formatBRL(data.valor_pago)];
  switch (template) {
    case 'solicitacao_recebida': {
      // A company cancellation gives back all that was paid, as a credit or a refund: the customer's choice.
      const whole = data.reembolso ?? data.valor_pago;
      const choice: Fact | false =
        whole !== undefined &&
        ((data.escolha === 'credito' && [
          'Sua escolha',
          `crédito de ${formatBRL(whole)} para outro passeio`,
        ]) ||
          (data.escolha === 'reembolso' && ['Sua escolha', `reembolso integral de ${formatBRL(whole)}`]));
      return {
        paragraphs: [
          data.escolha
            ? `Recebemos sua escolha sobre a reserva${ref} (${tourOn(data)}), cancelada pela Movie Tour.`
            : `Recebemos sua solicitação sobre a reserva${ref} (${tourOn(data)}).`,
        ],
        facts: requestFacts(data, [
          !!data.nova_data && ['Nova data pedida', dayBR(data.nova_data)],
          paid,
          choice,
          !data.escolha &&
            !data.nova_data &&
            data.reembolso !== undefined && ['Devolução pela política', refundLabel(data, data.reembolso)],
        ]),
        after: [`A equipe da Movie Tour analisa o pedido e responde por e-mail. ${whatsappHelp}`],
      };
    }
    case 'solicitacao_recusada':
      return {
        paragraphs: [
          `Sua solicitação sobre a reserva${ref} (${tourOn(data)}) foi recusada.`,
          ...reason(data),
        ],
        facts: requestFacts(data),
        after: [`A reserva segue como estava antes da solicitação. ${whatsappHelp}`],
      };
    case 'cancelamento_confirmado':
      if (data.reembolso === undefined) return null;
      return {
        paragraphs: [`O cancelamento da sua reserva${ref} (${tourOn(data)}) está confirmado.`],
        facts: requestFacts(data, [paid, ['Reembolso', refundLabel(data, data.reembolso)]]),
        after: [
          data.reembolso > 0
            ? 'O reembolso é feito pelo mesmo meio de pagamento da compra; avisaremos por e-mail quando ele for efetuado.'
            : 'Pela política de cancelamento, este cancelamento não tem reembolso.',
        ],
      };
    case 'remarcacao_confirmada': {
      if (!data.nova_data) return null;
      const window = pickupWindow(data.passeio);
      return {
        paragraphs: [`Sua reserva${ref} do passeio ${oneLine(data.passeio)} foi remarcada.`],
        facts: requestFacts(
          data,
          [
            ['Nova data', dayBR(data.nova_data)],
            ['Horário de embarque', window ? `${window} (${pickupNote})` : pickupNote],
          ],
          'Data anterior',
        ),
        after: ['Os demais detalhes da reserva continuam os mesmos.'],
      };
    }
    case 'passeio_cancelado_empresa': {
      const paidValue = data.valor_pago ?? data.reembolso;
      const value = paidValue !== undefined ? ` (${formatBRL(paidValue)})` : '';
      return {
        paragraphs: [
          `Precisamos cancelar o passeio ${oneLine(data.passeio)} do dia ${dayBR(data.data)}${ref ? ` (reserva${ref})` : ''}. Sentimos muito pelo transtorno.`,
          ...reason(data),
          'Você escolhe como prefere seguir:',
        ],
        facts: [],
        list: [
          'remarcar o passeio para outra data disponível, sem custo adicional;',
          `receber um crédito de 100% do valor pago${value} para usar em outro passeio; ou`,
          `receber o reembolso integral do valor pago${value}.`,
        ],
        link: ['Escolha em Minhas Compras', shopUrl(siteUrl, myPurchasesPath)],
      };
    }
    case 'credito_registrado': {
      const amount = data.reembolso ?? data.valor_pago;
      if (amount === undefined) return null;
      return {
        paragraphs: [
          `Registramos um crédito de ${formatBRL(amount)} em seu nome, referente à reserva${ref} (${tourOn(data)}), cancelada pela Movie Tour.`,
        ],
        facts: requestFacts(data, [['Crédito', formatBRL(amount)]]),
        after: ['Para usar o crédito em outro passeio, fale com a gente pelo WhatsApp.'],
      };
    }
    case 'reembolso_efetuado': {
      if (data.reembolso === undefined || !data.metodo) return null;
      const value = formatBRL(data.reembolso);
      const card = data.metodo === 'cartao';
      return {
        paragraphs: [
          card
            ? `Fizemos o estorno de ${value} no seu cartão de crédito, referente à reserva${ref} (${tourOn(data)}).`
            : `Pagamos por PIX o reembolso de ${value}, referente à reserva${ref} (${tourOn(data)}).`,
        ],
        facts: requestFacts(data, [
          ['Reembolso', value],
          ['Forma', card ? 'estorno no cartão de crédito' : 'PIX'],
        ]),
        after: [
          card
            ? 'O valor aparece na fatura conforme o prazo da administradora do cartão, que pode levar até 90 (noventa) dias para processar o estorno.'
            : `Confira sua conta. ${whatsappHelp}`,
        ],
      };
    }
  }
}

const requestSubjects: Record<RequestTemplate, string> = {
  solicitacao_recebida: 'Solicitação recebida',
  solicitacao_recusada: 'Solicitação recusada',
  cancelamento_confirmado: 'Cancelamento confirmado',
  remarcacao_confirmada: 'Remarcação confirmada',
  passeio_cancelado_empresa: 'Passeio cancelado pela Movie Tour',
  credito_registrado: 'Crédito registrado',
  reembolso_efetuado: 'Reembolso efetuado',
};

/** The mail of a request's change, or null when the data lacks what the template must say. */
export function requestEmail(
  template: RequestTemplate,
  data: RequestEmailData,
  siteUrl: string,
): RenderedEmail | null {
  const mail = requestMail(template, data, siteUrl);
  return mail ? composeRequestEmail(requestSubjects[template], data, mail, siteUrl) : null;
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

const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
// jsonb keeps a numeric as a number; a string is accepted in case a writer quoted it.
const amountOf = (value: unknown) => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
};

/**
 * email_outbox.data of a request template, or null without a tour and a date. A field of another kind counts as
 * missing (null is how jsonb_build_object writes an empty column).
 */
export function readRequestEmailData(value: unknown): RequestEmailData | null {
  if (!isRecord(value)) return null;
  const [passeio, data] = [stringOf(value.passeio), stringOf(value.data)];
  if (!passeio || !isDay(data)) return null;
  const novaData = stringOf(value.nova_data);
  const percent = countOf(value.percentual);
  const method = value.metodo === 'pix' || value.metodo === 'cartao' ? value.metodo : undefined;
  const entries = {
    nome: stringOf(value.nome),
    nova_data: isDay(novaData) ? novaData : undefined,
    valor_pago: amountOf(value.valor_pago),
    reembolso: amountOf(value.reembolso),
    percentual: percent !== undefined && percent <= 100 ? percent : undefined,
    motivo: stringOf(value.motivo),
    referencia: stringOf(value.referencia),
    metodo: method,
    escolha: isChoice(value.escolha) ? value.escolha : undefined,
  };
  const present = Object.entries(entries).filter(([, field]) => field !== undefined);
  return { passeio, data, ...Object.fromEntries(present) } as RequestEmailData;
}

const isRequestTemplate = (template: string): template is RequestTemplate =>
  (requestTemplates as readonly string[]).includes(template);

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
  if (isRequestTemplate(template)) {
    const request = readRequestEmailData(data);
    return request ? requestEmail(template, request, siteUrl) : null;
  }
  return null;
}
