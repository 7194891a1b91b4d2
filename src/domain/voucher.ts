// What the voucher page shows of public.voucher()'s row (issue 30): plain data in, the page's words out.
import { clockInSaoPaulo } from './departures.ts';
import { pickupWindow } from './boarding.ts';
import { formatIsoDateLong } from './date-format.ts';
import { partyLabel } from './operator.ts';
import { formatVoucherCode } from './voucher-code.ts';
import type { Database } from '../types/database.ts';

export type VoucherSituation = 'confirmada' | 'cancelada' | 'pendente' | 'realizada';

type VoucherFunctionRow = Database['public']['Functions']['voucher']['Returns'][number];
type NullableVoucherColumn =
  | 'data_passeio'
  | 'nome_cliente'
  | 'passageiros'
  | 'adultos'
  | 'criancas'
  | 'bebes'
  | 'pets'
  | 'embarque'
  | 'endereco'
  | 'embarque_status'
  | 'embarcou_em';

/**
 * One row of public.voucher(p_code). The type generator calls every column a function returns non-null; these come
 * back null for a booking without them.
 */
export type VoucherRow = Omit<VoucherFunctionRow, NullableVoucherColumn> & {
  [Column in NullableVoucherColumn]: VoucherFunctionRow[Column] | null;
};

export type Voucher = {
  /** The bare code the QR encodes. */
  code: string;
  /** 'ABCD-EFGH-JKMN' */
  written: string;
  /** The booking reference, 'R5' or 'P12'. */
  ref: string;
  situation: VoucherSituation;
  /** Only a confirmed booking's voucher boards: the others show what is wrong instead of a QR code. */
  usable: boolean;
  /** The badge: 'Reserva confirmada', 'Reserva cancelada', 'Pagamento pendente', 'Passeio realizado'. */
  statusLabel: string;
  /** Why the voucher does not board, in one sentence; null for a usable one. */
  notice: string | null;
  tour: string;
  /** '05 de dezembro, 2026', or 'Data a definir'. */
  dateLabel: string;
  customer: string;
  /** The passengers' names when the booking has them, one per entry. */
  passengers: string[];
  /** '2 adultos, 1 criança' */
  party: string;
  /** The boarding place, 'A combinar pelo WhatsApp' without one. */
  place: string;
  /** The place's address when it says more than the place's name. */
  address: string | null;
  /** 'entre 8h e 8h30', or null for a tour the catalogue does not know. */
  pickupWindow: string | null;
  /** 'Embarque registrado às 07:42' or 'Não compareceu ao embarque'; null before boarding. */
  boarding: string | null;
};

const situations: Record<VoucherSituation, { label: string; notice: string | null }> = {
  confirmada: { label: 'Reserva confirmada', notice: null },
  cancelada: {
    label: 'Reserva cancelada',
    notice: 'Esta reserva foi cancelada: este voucher não vale para o embarque.',
  },
  pendente: {
    label: 'Pagamento pendente',
    notice: 'O pagamento desta reserva ainda não foi confirmado: o voucher vale para o embarque depois dele.',
  },
  realizada: { label: 'Passeio realizado', notice: 'Este passeio já foi realizado.' },
};

const isSituation = (value: string): value is VoucherSituation => value in situations;
const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const count = (value: number | null) => (value !== null && Number.isFinite(value) ? Math.max(0, value) : 0);

/** The names in the booking's free text: one per line, or separated by commas or semicolons. */
export function passengerNames(value: string | null): string[] {
  return (value ?? '')
    .split(/[\n;,]+/)
    .map((name) => text(name))
    .filter(Boolean);
}

function boardingLine(row: VoucherRow): string | null {
  if (row.embarque_status === 'nao_compareceu') return 'Não compareceu ao embarque';
  if (row.embarque_status !== 'embarcou') return null;
  const time = row.embarcou_em ? clockInSaoPaulo(row.embarcou_em) || null : null;
  return time ? `Embarque registrado às ${time}` : 'Embarque registrado';
}

/** The voucher page's content; an unknown situation reads as pending, never as a usable voucher. */
export function voucherOf(row: VoucherRow): Voucher {
  const situation = isSituation(row.situacao) ? row.situacao : 'pendente';
  const place = text(row.embarque);
  const address = text(row.endereco);
  return {
    code: row.codigo,
    written: formatVoucherCode(row.codigo),
    ref: row.ref,
    situation,
    usable: situation === 'confirmada',
    statusLabel: situations[situation].label,
    notice: situations[situation].notice,
    tour: text(row.passeio),
    dateLabel: formatIsoDateLong(row.data_passeio) || 'Data a definir',
    customer: text(row.nome_cliente),
    passengers: passengerNames(row.passageiros),
    party: partyLabel({
      adults: count(row.adultos),
      children: count(row.criancas),
      babies: count(row.bebes),
      pets: count(row.pets),
    }),
    place: place || address || 'A combinar pelo WhatsApp',
    address: place && address && address !== place ? address : null,
    pickupWindow: pickupWindow(text(row.passeio)),
    boarding: boardingLine(row),
  };
}
