// The booking's mails ('Reserva confirmada', 'Lembrete: seu passeio é amanhã', 'Pedido cancelado') and the same
// confirmation as a prefilled messaging-app text for the operator.
import { formatBRL } from '../money.ts';
import { partyLabel } from '../operator.ts';
import {
  dayBR,
  factLines,
  greeting,
  htmlPage,
  oneLine,
  policyUrl,
  voucherUrl,
  type Fact,
  type RenderedEmail,
} from './format.ts';
import { pickupWindow } from '../boarding.ts';
import { formatVoucherCode, isVoucherCode } from '../voucher-code.ts';
import { pickupNote } from './pickup-windows.ts';

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
  /** The booking's voucher code (issue 30); rows queued before vouchers existed have none. */
  codigo?: string | null;
  /** The booking's reference, 'R12' or 'P5' (issue 30); rows queued before have none. */
  ref?: string | null;
};

/**
 * What queue_tour_reminders() stores for 'lembrete_passeio': the confirmation's data with the voucher; the value
 * may be missing (an itinerary recorded without one), and the reminder does not show it.
 */
export type TourReminderData = Omit<BookingConfirmedData, 'valor'> & { valor: number | null };

/** 'pedido_cancelado': every field optional, the mail says what it has. */
export type OrderCancelledData = { nome?: string; passeio?: string; data?: string; motivo?: string };

const voucherOf = (data: TourReminderData) =>
  data.codigo && isVoucherCode(data.codigo) ? data.codigo : null;

function bookingFacts(data: TourReminderData, { withValue = true } = {}): Fact[] {
  const place = oneLine(data.embarque);
  const address = oneLine(data.endereco);
  const window = pickupWindow(data.passeio);
  const code = voucherOf(data);
  return [
    ['Passeio', oneLine(data.passeio)],
    ['Data', dayBR(data.data)],
    ['Embarque', place ? (address && address !== place ? `${place} (${address})` : place) : 'a combinar'],
    ['Horário de embarque', window ? `${window} (${pickupNote})` : pickupNote],
    [
      'Grupo',
      partyLabel({ adults: data.adultos, children: data.criancas, babies: data.bebes, pets: data.pets }),
    ],
    ...(withValue && data.valor !== null ? [['Valor', formatBRL(data.valor)] as Fact] : []),
    ...(oneLine(data.ref) ? [['Reserva', oneLine(data.ref)] as Fact] : []),
    ...(code ? [['Voucher', formatVoucherCode(code)] as Fact] : []),
  ];
}

/** The voucher's link, in the text and in the HTML, when the booking has one. */
function voucherLink(data: TourReminderData, siteUrl: string) {
  const code = voucherOf(data);
  const url = code ? voucherUrl(siteUrl, code) : null;
  return {
    lines: url ? [`Seu voucher: ${url}`, ''] : [],
    html: url ? { links: [['Ver voucher', url] as [string, string]] } : {},
  };
}

function bookingEmail(
  subject: string,
  intro: string,
  data: TourReminderData,
  siteUrl: string,
  facts: Fact[],
): RenderedEmail {
  const link = policyUrl(siteUrl);
  const voucher = voucherLink(data, siteUrl);
  const text = [
    greeting(data.nome),
    '',
    intro,
    '',
    ...factLines(facts),
    '',
    ...voucher.lines,
    `Regras de cancelamento: ${link}`,
    '',
    'Até breve!',
    'Equipe Movie Tour',
  ].join('\n');
  const html = htmlPage(
    subject,
    [greeting(data.nome), intro],
    facts,
    ['Antes do passeio, leia as', link],
    voucher.html,
  );
  return { subject, text, html };
}

/** The mail 'Reserva confirmada': the booking, its voucher, when to be ready and the cancellation policy. */
export function bookingConfirmedEmail(data: BookingConfirmedData, siteUrl: string): RenderedEmail {
  const intro = 'Sua reserva na Movie Tour está confirmada. Estes são os detalhes:';
  return bookingEmail('Reserva confirmada', intro, data, siteUrl, bookingFacts(data));
}

/** The mail of the day before ('lembrete_passeio'): where and when the vehicle picks the party up, the voucher. */
export function tourReminderEmail(data: TourReminderData, siteUrl: string): RenderedEmail {
  const intro =
    'Seu passeio com a Movie Tour é amanhã! Esteja pronto no local de embarque no horário abaixo, com o voucher no celular ou impresso:';
  const facts = bookingFacts(data, { withValue: false });
  return bookingEmail('Lembrete: seu passeio é amanhã', intro, data, siteUrl, facts);
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
    ...list.flatMap((data, index) => [
      ...(index > 0 ? [''] : []),
      ...factLines(bookingFacts(data)),
      ...voucherLink(data, siteUrl).lines.slice(0, 1),
    ]),
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
