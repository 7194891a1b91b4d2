// The operator's coupons at /admin/cupons (issue 31): the list's words and the form, checked here with the
// database's own messages (assert_coupon_fields in 20261128000200_coupons.sql), which checks them again.
import { COUPON_CODE_PATTERN, normalizeCouponCode } from './coupon-code.ts';
import { MAX_COUPON_AMOUNT } from './coupons.ts';
import { parseWholeNumber } from './departures.ts';
import { formatBRL } from './money.ts';
import { parseAmount } from './operator.ts';
import { isoToBR } from './date-format.ts';

export type CouponType = 'percentual' | 'valor';

/** A coupon as admin_coupons() lists it. */
export type OperatorCoupon = {
  id: number;
  codigo: string;
  tipo: CouponType;
  percentual: number | null;
  valor: number | null;
  validoDe: string | null;
  validoAte: string | null;
  passeios: string[] | null;
  minPessoas: number;
  usosMax: number | null;
  usosPorCliente: number | null;
  ativo: boolean;
  usos: number;
  descontoTotal: number;
};

/** The form as typed: text fields, dates as 'YYYY-MM-DD' or '', no tours = every tour, '' = unlimited. */
export type CouponForm = {
  codigo: string;
  tipo: CouponType;
  amount: string;
  validoDe: string;
  validoAte: string;
  passeios: string[];
  minPessoas: string;
  usosMax: string;
  usosPorCliente: string;
};

/** What admin_create_coupon / admin_update_coupon take. */
export type CouponFields = {
  codigo: string;
  tipo: CouponType;
  percentual: number | null;
  valor: number | null;
  validoDe: string | null;
  validoAte: string | null;
  passeios: string[] | null;
  minPessoas: number;
  usosMax: number | null;
  usosPorCliente: number | null;
};

export const couponFormErrors = {
  codigo: 'O código tem de 3 a 30 letras (sem acento) ou números.',
  percentual: 'O percentual vai de 1 a 100.',
  valor: 'O valor vai de R$ 0,01 a R$ 10.000,00.',
  validade: 'O fim da validade vem depois do início.',
  fimPassado: 'O fim da validade não pode ser antes de hoje.',
  minPessoas: 'O mínimo de pessoas vai de 1 a 150.',
  usosMax: 'O total de usos vai de 1 a 1.000.000.',
  usosPorCliente: 'Os usos por cliente vão de 1 a 1.000.',
} as const;

export const emptyCouponForm = (): CouponForm => ({
  codigo: '',
  tipo: 'percentual',
  amount: '',
  validoDe: '',
  validoAte: '',
  passeios: [],
  minPessoas: '1',
  usosMax: '',
  usosPorCliente: '1',
});

/** The form of a coupon being edited. */
export const couponFormOf = (coupon: OperatorCoupon): CouponForm => ({
  codigo: coupon.codigo,
  tipo: coupon.tipo,
  amount:
    coupon.tipo === 'percentual'
      ? String(coupon.percentual ?? '')
      : (coupon.valor ?? 0).toFixed(2).replace('.', ','),
  validoDe: coupon.validoDe ?? '',
  validoAte: coupon.validoAte ?? '',
  passeios: coupon.passeios ?? [],
  minPessoas: String(coupon.minPessoas),
  usosMax: coupon.usosMax === null ? '' : String(coupon.usosMax),
  usosPorCliente: coupon.usosPorCliente === null ? '' : String(coupon.usosPorCliente),
});

export type CouponFormErrors = Partial<Record<keyof CouponForm, string>>;

const optionalWhole = (text: string, max: number) =>
  text.trim() === '' ? null : parseWholeNumber(text, 1, max);

/** The database's detail when it refuses an end before today (admin_create_coupon, admin_update_coupon). */
export const couponEndedDetail = 'cupom: ended';

/**
 * What the form's dates are judged against: `today` ('YYYY-MM-DD' in São Paulo) and the end the coupon being edited
 * has (null for a new one). An end before today is refused when it is typed, as the database refuses it; a coupon
 * that has already ended keeps its end while other fields change.
 */
export type CouponFormDay = { today: string; savedEnd: string | null };

/** The fields to send, or each field's problem in the database's words. */
export function validateCouponForm(
  form: CouponForm,
  day?: CouponFormDay,
): { ok: true; fields: CouponFields } | { ok: false; errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const codigo = normalizeCouponCode(form.codigo);
  if (!COUPON_CODE_PATTERN.test(codigo)) errors.codigo = couponFormErrors.codigo;
  let percentual: number | null = null;
  let valor: number | null = null;
  if (form.tipo === 'percentual') {
    percentual = parseWholeNumber(form.amount, 1, 100);
    if (percentual === null) errors.amount = couponFormErrors.percentual;
  } else {
    valor = parseAmount(form.amount);
    if (valor === null || valor <= 0 || valor > MAX_COUPON_AMOUNT) errors.amount = couponFormErrors.valor;
  }
  const validoDe = form.validoDe || null;
  const validoAte = form.validoAte || null;
  if (validoDe && validoAte && validoDe > validoAte) errors.validoAte = couponFormErrors.validade;
  else if (day && validoAte && validoAte < day.today && validoAte !== day.savedEnd) {
    errors.validoAte = couponFormErrors.fimPassado;
  }
  const minPessoas = parseWholeNumber(form.minPessoas, 1, 150);
  if (minPessoas === null) errors.minPessoas = couponFormErrors.minPessoas;
  const usosMax = optionalWhole(form.usosMax, 1_000_000);
  if (form.usosMax.trim() !== '' && usosMax === null) errors.usosMax = couponFormErrors.usosMax;
  const usosPorCliente = optionalWhole(form.usosPorCliente, 1000);
  if (form.usosPorCliente.trim() !== '' && usosPorCliente === null) {
    errors.usosPorCliente = couponFormErrors.usosPorCliente;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      codigo,
      tipo: form.tipo,
      percentual,
      valor,
      validoDe,
      validoAte,
      passeios: form.passeios.length > 0 ? [...form.passeios] : null,
      minPessoas: minPessoas!,
      usosMax,
      usosPorCliente,
    },
  };
}

/** '10%' or 'R$ 50,00'. */
export const couponDiscountLabel = (coupon: Pick<OperatorCoupon, 'tipo' | 'percentual' | 'valor'>) =>
  coupon.tipo === 'percentual' ? `${coupon.percentual}%` : formatBRL(coupon.valor ?? 0);

/** 'De 01/06/2027 a 31/08/2027', 'Até 31/08/2027', 'A partir de 01/06/2027' or 'Sem prazo'. */
export function couponValidityLabel(coupon: Pick<OperatorCoupon, 'validoDe' | 'validoAte'>): string {
  const { validoDe, validoAte } = coupon;
  if (validoDe && validoAte) return `De ${isoToBR(validoDe)} a ${isoToBR(validoAte)}`;
  if (validoAte) return `Até ${isoToBR(validoAte)}`;
  if (validoDe) return `A partir de ${isoToBR(validoDe)}`;
  return 'Sem prazo';
}

/** 'Todos os passeios' or the tours' names. */
export const couponToursLabel = (coupon: Pick<OperatorCoupon, 'passeios'>) =>
  coupon.passeios ? coupon.passeios.join(', ') : 'Todos os passeios';

/** '3 / 100 usos' or '3 usos (sem limite)'. */
export const couponUsesLabel = (coupon: Pick<OperatorCoupon, 'usos' | 'usosMax'>) =>
  coupon.usosMax === null
    ? `${coupon.usos} ${coupon.usos === 1 ? 'uso' : 'usos'} (sem limite)`
    : `${coupon.usos} / ${coupon.usosMax} usos`;

/**
 * 'Ativo', 'Inativo', 'Expirado', 'Ainda não válido' or 'Esgotado' (on `today`, 'YYYY-MM-DD' in São Paulo): what
 * the cart answers a customer who types it ('Cupom expirado', 'Cupom ainda não é válido', 'Cupom esgotado').
 */
export function couponStateLabel(
  coupon: Pick<OperatorCoupon, 'ativo' | 'validoDe' | 'validoAte' | 'usos' | 'usosMax'>,
  today: string,
) {
  if (!coupon.ativo) return 'Inativo';
  if (coupon.validoAte && coupon.validoAte < today) return 'Expirado';
  if (coupon.usosMax !== null && coupon.usos >= coupon.usosMax) return 'Esgotado';
  if (coupon.validoDe && coupon.validoDe > today) return 'Ainda não válido';
  return 'Ativo';
}
