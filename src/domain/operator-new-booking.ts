// Nova reserva (the operator's booking from the messaging app): the form's rules and its price. The database
// judges the booking again; these give the operator the messages before anything is sent.
import { isValidEmail, onlyDigits } from './auth-validation.ts';
import { acceptsPets, tours } from './catalogue/tours.ts';
import { fromCents, toCents } from './money.ts';
import { parseAmount } from './operator.ts';
import { MAX_PER_COUNTER } from './order-limits.ts';

export type NewBookingForm = {
  nome: string;
  celular: string;
  email: string;
  tourId: string;
  date: string;
  adultos: number;
  criancas: number;
  bebes: number;
  pets: number;
  embarque: string;
  passageiros: string;
  observacao: string;
  desconto: string;
  motivoDesconto: string;
};

export type NewBookingField = keyof NewBookingForm | 'cliente';
export type NewBookingErrors = Partial<Record<NewBookingField, string>>;

/** A new form for `tourId`: one adult, nothing else chosen. */
export const emptyNewBooking = (tourId: string): NewBookingForm => ({
  nome: '',
  celular: '',
  email: '',
  tourId,
  date: '',
  adultos: 1,
  criancas: 0,
  bebes: 0,
  pets: 0,
  embarque: '',
  passageiros: '',
  observacao: '',
  desconto: '',
  motivoDesconto: '',
});

/** A count typed in a party field: a whole number from `min` to the order limit; `min` when not a number. */
export const partyCount = (text: string, min: number) =>
  Math.max(min, Math.min(MAX_PER_COUNTER, Math.trunc(Number(text)) || min));

/** A typed discount in reais ('20', '20,50', 'R$ 1.380,50'): 0 when empty, null when not an amount. */
export const parseDiscount = (text: string): number | null => (text.trim() === '' ? 0 : parseAmount(text));

/** The catalogue's value less the discount, in whole cents; a discount that is not an amount counts as none. */
export function newBookingPrice(gross: number, discountText: string): { discount: number; total: number } {
  const discount = parseDiscount(discountText) ?? 0;
  return { discount, total: fromCents(Math.max(0, toCents(gross) - toCents(discount))) };
}

/** The longest name `admin_record_booking` stores for a customer the operator registers. */
export const MAX_CUSTOMER_NAME = 200;

type Context = {
  /** A registered customer was picked. */
  hasCustomer: boolean;
  /** A new customer is being registered instead. */
  registering: boolean;
  /** The catalogue's value of the booking. */
  gross: number;
};

/** Every rule the form breaks, each under its field, in the Portuguese the operator reads. */
export function validateNewBooking(form: NewBookingForm, context: Context): NewBookingErrors {
  const errors: NewBookingErrors = {};
  if (!context.hasCustomer && !context.registering) errors.cliente = 'Busque o cliente ou cadastre um novo.';
  if (context.registering) {
    if (form.nome.trim().length < 3)
      errors.nome = 'Informe o nome completo do cliente (mínimo 3 caracteres).';
    else if (form.nome.trim().length > MAX_CUSTOMER_NAME)
      errors.nome = `O nome do cliente vai até ${MAX_CUSTOMER_NAME} caracteres.`;
    if (!/^\d{10,11}$/.test(onlyDigits(form.celular))) errors.celular = 'Informe um celular válido com DDD.';
    if (form.email.trim() && !isValidEmail(form.email))
      errors.email = 'Informe um e-mail válido ou deixe em branco.';
  }
  if (!form.date) errors.date = 'Selecione uma data para o passeio.';
  // The database refuses pets on a site order of such a tour, but not on this one (spec §3: all but rota-do-horto).
  const tour = tours.find((candidate) => candidate.id === form.tourId);
  if (form.pets > 0 && tour && !acceptsPets(tour)) errors.pets = `O passeio "${tour.title}" não aceita pets.`;
  if (!form.embarque) errors.embarque = 'Escolha um hotel ou ponto de encontro da lista.';
  const discount = parseDiscount(form.desconto);
  if (discount === null || toCents(discount) > toCents(context.gross))
    errors.desconto = 'O desconto vai de R$ 0,00 até o valor do passeio.';
  else if (discount > 0 && form.motivoDesconto.trim().length < 3)
    errors.motivoDesconto = 'Informe o motivo do desconto.';
  return errors;
}

/** The first message of a check, for the toast; undefined when the form is valid. */
export const firstError = (errors: NewBookingErrors) => Object.values(errors).find(Boolean);
