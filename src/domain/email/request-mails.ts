// The mails of a request's change (issue 18): cancellations, rescheduling, refunds, and a departure the company
// cancelled.
import { CREDIT_VALIDITY_MONTHS } from '../credit-rules.ts';
import { formatBRL, fromCents, toCents } from '../money.ts';
import {
  dayBR,
  factLines,
  greeting,
  htmlPage,
  oneLine,
  policyUrl,
  type Fact,
  type PageExtras,
  type RenderedEmail,
} from './format.ts';
import { pickupWindow } from '../boarding.ts';
import { pickupNote } from './pickup-windows.ts';

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
  'reembolso_falhou',
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
  /**
   * 'cancelamento_confirmado' of a booking paid partly or wholly with credit: the share of `reembolso` that went back
   * to the customer's credit (the rest goes back through the payment method).
   */
  reembolso_credito?: number;
  /** The operator's reason (a refusal), or the company's (a cancelled departure). */
  motivo?: string;
  /** R<id> or P<id>, as the customer's purchases and the operator's panel show it. */
  referencia?: string;
  /** 'reembolso_efetuado': how the money went back ('reembolso_falhou': how it did not). */
  metodo?: 'pix' | 'cartao';
  /** After a company cancellation, what the customer chose; absent for the customer's own requests. */
  escolha?: CompanyCancellationChoice;
};

/** The three choices a company cancellation gives the customer (choose_company_cancellation_option). */
export type CompanyCancellationChoice = 'remarcar' | 'credito' | 'reembolso';

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

type RequestMail = { paragraphs: string[]; facts: Fact[] } & PageExtras;

function composeRequestEmail(subject: string, data: RequestEmailData, mail: RequestMail, siteUrl: string) {
  const policy = policyUrl(siteUrl);
  const paragraphs = [greeting(data.nome), ...mail.paragraphs];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...(mail.facts.length ? [...factLines(mail.facts), ''] : []),
    ...(mail.list?.length ? [...mail.list.map((item) => `- ${item}`), ''] : []),
    ...(mail.after ?? []).flatMap((p) => [p, '']),
    ...(mail.links ?? []).flatMap(([label, url]) => [`${label}: ${url}`, '']),
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
    case 'cancelamento_confirmado': {
      if (data.reembolso === undefined) return null;
      const toCredit = Math.min(Math.max(data.reembolso_credito ?? 0, 0), data.reembolso);
      const toPayment = fromCents(toCents(data.reembolso) - toCents(toCredit));
      const split: Fact[] =
        toCredit > 0 && toPayment > 0
          ? [
              ['Pelo meio de pagamento', formatBRL(toPayment)],
              ['De volta ao seu crédito', formatBRL(toCredit)],
            ]
          : [];
      return {
        paragraphs: [`O cancelamento da sua reserva${ref} (${tourOn(data)}) está confirmado.`],
        facts: requestFacts(data, [paid, ['Reembolso', refundLabel(data, data.reembolso)], ...split]),
        after: [
          data.reembolso <= 0
            ? 'Pela política de cancelamento, este cancelamento não tem reembolso.'
            : toPayment <= 0
              ? 'A reserva foi paga com crédito, e o reembolso já voltou ao seu crédito na Movie Tour: use-o na próxima compra.'
              : toCredit > 0
                ? 'A parte paga com crédito já voltou ao seu crédito na Movie Tour; o restante é devolvido pelo mesmo meio de pagamento da compra, e avisaremos por e-mail quando ele for efetuado.'
                : 'O reembolso é feito pelo mesmo meio de pagamento da compra; avisaremos por e-mail quando ele for efetuado.',
        ],
      };
    }
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
        links: [['Escolha em Minhas Compras', shopUrl(siteUrl, myPurchasesPath)]],
      };
    }
    case 'credito_registrado': {
      const amount = data.reembolso ?? data.valor_pago;
      if (amount === undefined) return null;
      return {
        paragraphs: [
          // A company cancellation carries the customer's choice; the operator may settle a customer's as credit too.
          `Registramos um crédito de ${formatBRL(amount)} em seu nome, referente à reserva${ref} (${tourOn(data)}), ${data.escolha ? 'cancelada pela Movie Tour' : 'cancelada a seu pedido'}.`,
        ],
        facts: requestFacts(data, [['Crédito', formatBRL(amount)]]),
        after: [
          `O crédito vale por ${CREDIT_VALIDITY_MONTHS} meses: use-o em outro passeio marcando 'Usar meu crédito' ao finalizar a compra.`,
        ],
        links: [['Ver meu crédito em Minhas Compras', shopUrl(siteUrl, myPurchasesPath)]],
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
    case 'reembolso_falhou': {
      if (data.reembolso === undefined) return null;
      const value = formatBRL(data.reembolso);
      // A PIX refund through the provider fails at the payer's bank (an account closed, a refusal).
      const pix = data.metodo === 'pix';
      return {
        paragraphs: pix
          ? [
              `A devolução de ${value} por PIX, referente à reserva${ref} (${tourOn(data)}), não foi concluída: o banco da conta que pagou não aceitou o PIX de volta (por exemplo, uma conta encerrada).`,
              'Se você recebeu antes um e-mail de reembolso efetuado para essa reserva, desconsidere-o: o valor não chegou à sua conta.',
            ]
          : [
              `O estorno de ${value} no seu cartão de crédito, referente à reserva${ref} (${tourOn(data)}), não foi concluído: a administradora do cartão não aceitou a devolução (por exemplo, um cartão vencido ou cancelado).`,
              'Se você recebeu antes um e-mail de reembolso efetuado para essa reserva, desconsidere-o: o valor não chegou ao cartão.',
            ],
        facts: requestFacts(data, [['Reembolso', value]]),
        after: [
          pix
            ? 'A equipe da Movie Tour vai falar com você pelo WhatsApp para combinar a devolução. Você recebe um e-mail quando o reembolso for feito.'
            : 'A equipe da Movie Tour vai falar com você pelo WhatsApp para combinar a devolução por PIX. Você recebe um e-mail quando o reembolso for feito.',
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
  reembolso_falhou: 'Reembolso não concluído',
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
