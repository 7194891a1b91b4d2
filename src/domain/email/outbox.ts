// The rows of email_outbox as mails: each template's data read from jsonb, then written by its mail. Pure: the
// send-emails function claims and sends, this writes.
import {
  bookingConfirmedEmail,
  orderCancelledEmail,
  tourReminderEmail,
  type BookingConfirmedData,
  type TourReminderData,
} from './booking-mails.ts';
import type { RenderedEmail } from './format.ts';
import { giftCardEmail, isGiftCardTemplate, readGiftCardMailData } from './gift-card-mails.ts';
import {
  requestEmail,
  requestTemplates,
  type CompanyCancellationChoice,
  type RequestEmailData,
  type RequestTemplate,
} from './request-mails.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** email_outbox.data of a 'reserva_confirmada' row, or null when a field is missing or of another kind. */
export function readBookingConfirmedData(value: unknown): BookingConfirmedData | null {
  const data = readTourReminderData(value);
  return data && data.valor !== null ? { ...data, valor: data.valor } : null;
}

/** email_outbox.data of a 'lembrete_passeio' row: the confirmation's, the value allowed to be missing (null). */
export function readTourReminderData(value: unknown): TourReminderData | null {
  if (!isRecord(value)) return null;
  const [nome, passeio, data] = [stringOf(value.nome), stringOf(value.passeio), stringOf(value.data)];
  const counts = [value.adultos, value.criancas, value.bebes, value.pets].map(countOf);
  // jsonb keeps a numeric as a number; a string is accepted in case a writer quoted it.
  const amount = typeof value.valor === 'string' ? Number(value.valor) : value.valor;
  // Missing is null; present but not a finite number is bad data (undefined).
  const valor =
    amount === null || amount === undefined
      ? null
      : typeof amount === 'number' && Number.isFinite(amount)
        ? amount
        : undefined;
  if (nome === undefined || !passeio || !data || valor === undefined) return null;
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
    codigo: optional(value.codigo),
    ref: optional(value.ref),
  };
}

const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
// jsonb keeps a numeric as a number; a string is accepted in case a writer quoted it.
const amountOf = (value: unknown) => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
};

const isChoice = (value: unknown): value is CompanyCancellationChoice =>
  value === 'remarcar' || value === 'credito' || value === 'reembolso';

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
    reembolso_credito: amountOf(value.reembolso_credito),
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
  if (template === 'lembrete_passeio') {
    const booking = readTourReminderData(data);
    return booking ? tourReminderEmail(booking, siteUrl) : null;
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
  if (isGiftCardTemplate(template)) {
    const card = readGiftCardMailData(data);
    return card ? giftCardEmail(template, card, siteUrl) : null;
  }
  return null;
}
