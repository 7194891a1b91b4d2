// The operator console's figures and formats: PIX checkouts to reconcile, the day's manifest grouped for the
// driver, its CSV for Excel in Brazil, and messaging-app links. Pure: the pages fetch, this computes.
import { isoToBR } from './date-format.ts';
import { clockInSaoPaulo } from './departures.ts';
import { tours } from './catalogue/tours.ts';
import { formatBRL, sumMoney } from './money.ts';
import { carsNeeded } from './pricing.ts';
import type { Period } from './types.ts';
import type { Database, Tables } from '../types/database.ts';

// ─── PIX checkouts ──────────────────────────────────────────────────────────────────────────────────────────

/** The customer of an order, as the console embeds it (`clientes(nome_cliente, celular, email_cliente)`). */
export type PixCustomer = Pick<Tables<'clientes'>, 'nome_cliente' | 'celular' | 'email_cliente'>;

/** A PIX order as the console reads it: the pedido_site columns it shows, with its customer. */
export type PendingPixOrder = Pick<
  Tables<'pedido_site'>,
  | 'id'
  | 'id_cliente'
  | 'nome_passeio'
  | 'data_passeio'
  | 'valor'
  | 'qtd_adults'
  | 'qtd_children'
  | 'qtd_babies'
  | 'qtd_pets'
  | 'hotel_local'
  | 'pix_txid'
  | 'created_at'
  | 'voucher'
> &
  /** The credit the order took: the transfer pays `valor` less it ([credits.md](../../docs/credits.md)). */
  Partial<Pick<Tables<'pedido_site'>, 'credito_usado'>> & { clientes: PixCustomer | null };

/** The orders of one checkout: one PIX transfer to find in the bank statement. */
export type PixCheckout = {
  key: string;
  idCliente: number;
  txid: string;
  customer: PixCustomer | null;
  orders: PendingPixOrder[];
  /** What the PIX transfer pays: the orders' values less the credit they took. */
  total: number;
  /** The customer's credit the orders took, not part of the transfer. */
  credit: number;
  createdAt: string;
};

/**
 * Pending PIX orders grouped by the checkout they came from (customer and transaction id), oldest first. The total is
 * the transfer to find in the bank statement: the orders' values less the credit they took.
 */
export function groupPixCheckouts(orders: readonly PendingPixOrder[]): PixCheckout[] {
  const groups = new Map<string, PixCheckout>();
  for (const order of orders) {
    const txid = order.pix_txid ?? '';
    const key = `${order.id_cliente}:${txid}`;
    const group = groups.get(key) ?? {
      key,
      idCliente: order.id_cliente,
      txid,
      customer: order.clientes,
      orders: [],
      total: 0,
      credit: 0,
      createdAt: order.created_at,
    };
    group.orders.push(order);
    group.credit = sumMoney(group.orders.map((o) => Number(o.credito_usado ?? 0)));
    group.total = sumMoney([...group.orders.map((o) => Number(o.valor)), -group.credit]);
    if (order.created_at < group.createdAt) group.createdAt = order.created_at;
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.orders.sort((a, b) => (a.data_passeio ?? '').localeCompare(b.data_passeio ?? '') || a.id - b.id);
  }
  return [...groups.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Lower case, without accents: 'João' matches 'joao'. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** A typed amount ('380', '380,00', 'R$ 1.380,50') in reais, or null when the text is not one. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/r\$|\s/gi, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$|^\d+\.\d{1,2}$/.test(cleaned)) return null;
  const normalised =
    /,/.test(cleaned) || /\.\d{3}(\D|$)/.test(cleaned)
      ? cleaned.replace(/\./g, '').replace(',', '.')
      : cleaned;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Whether a checkout matches the operator's search: transaction id, customer name, or the exact total. */
export function matchesCheckout(checkout: PixCheckout, query: string): boolean {
  const text = foldText(query);
  if (text === '') return true;
  if (checkout.txid.toLowerCase().includes(text)) return true;
  if (checkout.customer && foldText(checkout.customer.nome_cliente).includes(text)) return true;
  const amount = parseAmount(query);
  return amount !== null && Math.abs(amount - checkout.total) < 0.005;
}

/** 'há 5 minutos', 'há 3 horas', 'há 2 dias': how long ago, for the operator's list. */
export function elapsedLabel(fromIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 1) return 'agora há pouco';
  if (minutes < 60) return `há ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  const days = Math.floor(hours / 24);
  return `há ${days} ${days === 1 ? 'dia' : 'dias'}`;
}

// ─── Contacts ───────────────────────────────────────────────────────────────────────────────────────────────

/** '(12) 98888-7777' for the 10 or 11 digits the shop stores; anything else as it is. */
export function formatPhone(celular: string | null | undefined): string {
  const digits = (celular ?? '').replace(/\D/g, '');
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return celular ?? '';
}

/** A messaging-app chat with a Brazilian mobile, with a prefilled text; null without a usable number. */
export function whatsappChatUrl(celular: string | null | undefined, text: string): string | null {
  const digits = (celular ?? '').replace(/\D/g, '');
  if (digits.length !== 10 && digits.length !== 11) return null;
  return `https://wa.me/55${digits}?text=${encodeURIComponent(text)}`;
}

// ─── The manifest ───────────────────────────────────────────────────────────────────────────────────────────

type AdminManifestRow = Database['public']['Functions']['admin_manifest']['Returns'][number];

/**
 * One row of admin_manifest(). The type generator calls every column a function returns non-null; these come
 * back null for a booking without them.
 */
export type ManifestRow = Omit<AdminManifestRow, NullableManifestColumn | 'embarque_status'> & {
  [Column in NullableManifestColumn]: AdminManifestRow[Column] | null;
} & {
  /** What the driver recorded (issue 30): boarded, did not show, or nothing yet. */
  embarque_status: BoardingStatus | null;
};
type NullableManifestColumn =
  'celular' | 'embarque' | 'endereco' | 'passageiros' | 'observacao' | 'embarcou_em';

export type BoardingStatus = 'embarcou' | 'nao_compareceu';

/** A manifest row's boarding as the console writes it: 'Embarcou às 07:42', 'Não compareceu', or null. */
export function manifestBoardingLabel(
  row: Pick<ManifestRow, 'embarque_status' | 'embarcou_em'>,
): string | null {
  if (row.embarque_status === 'nao_compareceu') return 'Não compareceu';
  if (row.embarque_status !== 'embarcou') return null;
  const time = row.embarcou_em ? clockInSaoPaulo(row.embarcou_em) : '';
  return time ? `Embarcou às ${time}` : 'Embarcou';
}

export type ManifestGroup = {
  tour: string;
  period: Period | null;
  perCar: boolean;
  rows: ManifestRow[];
  totals: {
    people: number;
    adults: number;
    children: number;
    babies: number;
    pets: number;
    cars: number;
    value: number;
    /** Bookings the driver checked in. */
    boarded: number;
  };
};

const people = (row: Pick<ManifestRow, 'adultos' | 'criancas' | 'bebes'>) =>
  row.adultos + row.criancas + row.bebes;
const periodOrder: Record<Period, number> = { Manhã: 0, 'Manhã e Tarde': 1, Tarde: 2 };

/**
 * The day's bookings by tour and period (the catalogue's), full-day and morning tours first; inside a group in
 * pick-up order: by boarding place's address, then place, then customer. Per-car tours count one car per four
 * people of each booking.
 */
export function groupManifest(rows: readonly ManifestRow[]): ManifestGroup[] {
  const groups = new Map<string, ManifestGroup>();
  for (const row of rows) {
    const tour = tours.find((candidate) => candidate.title === row.passeio);
    const group = groups.get(row.passeio) ?? {
      tour: row.passeio,
      period: tour?.period ?? null,
      perCar: tour?.priceUnit === 'carro',
      rows: [],
      totals: { people: 0, adults: 0, children: 0, babies: 0, pets: 0, cars: 0, value: 0, boarded: 0 },
    };
    group.rows.push(row);
    group.totals.people += people(row);
    group.totals.adults += row.adultos;
    group.totals.children += row.criancas;
    group.totals.babies += row.bebes;
    group.totals.pets += row.pets;
    group.totals.cars += group.perCar
      ? carsNeeded({ adults: row.adultos, children: row.criancas, babies: row.bebes })
      : 0;
    group.totals.value = sumMoney([group.totals.value, Number(row.valor)]);
    if (row.embarque_status === 'embarcou') group.totals.boarded += 1;
    groups.set(row.passeio, group);
  }
  const text = (value: string | null) => foldText(value ?? '\uffff');
  for (const group of groups.values()) {
    group.rows.sort(
      (a, b) =>
        text(a.endereco).localeCompare(text(b.endereco)) ||
        text(a.embarque).localeCompare(text(b.embarque)) ||
        text(a.nome_cliente).localeCompare(text(b.nome_cliente)),
    );
  }
  return [...groups.values()].sort(
    (a, b) =>
      (a.period ? periodOrder[a.period] : 3) - (b.period ? periodOrder[b.period] : 3) ||
      a.tour.localeCompare(b.tour),
  );
}

/**
 * One cell of a CSV with ';' separators: quoted when it holds ';', quotes or line breaks. Text a spreadsheet would
 * run as a formula (a customer may sign up as '=HYPERLINK(...)') starts with an apostrophe, which Excel shows as
 * text (OWASP "CSV injection"); numbers are written as they are.
 */
function csvCell(value: string | number | null): string {
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV's 'Embarcou' column: the São Paulo time of the check-in, 'Não compareceu', or empty. */
function csvBoarding(row: ManifestRow): string {
  if (row.embarque_status === 'nao_compareceu') return 'Não compareceu';
  if (row.embarque_status !== 'embarcou') return '';
  return (row.embarcou_em ? clockInSaoPaulo(row.embarcou_em) : '') || 'sim';
}

/** 1234.5 → '1234,50': Excel in Brazil reads a comma as the decimal separator. */
const decimalBR = (value: number) => Number(value).toFixed(2).replace('.', ',');

/**
 * The manifest as Excel in Brazil opens it: UTF-8 with a byte order mark, ';' between cells, CRLF line ends,
 * dates dd/MM/yyyy and decimals with a comma. In the order of `groupManifest`.
 */
export function manifestCsv(groups: readonly ManifestGroup[]): string {
  const header = [
    'Data',
    'Passeio',
    'Período',
    'Cliente',
    'Celular',
    'Embarque',
    'Endereço',
    'Adultos',
    'Crianças',
    'Bebês',
    'Pets',
    'Origem',
    'Valor (R$)',
    'Passageiros',
    'Observações',
    'Referência',
    'Embarcou',
  ];
  const lines = [header.map(csvCell).join(';')];
  for (const group of groups) {
    for (const row of group.rows) {
      lines.push(
        [
          isoToBR(row.data_passeio),
          row.passeio,
          group.period ?? '',
          row.nome_cliente,
          formatPhone(row.celular),
          row.embarque,
          row.endereco,
          row.adultos,
          row.criancas,
          row.bebes,
          row.pets,
          row.origem,
          decimalBR(row.valor),
          row.passageiros,
          row.observacao,
          row.ref,
          csvBoarding(row),
        ]
          .map(csvCell)
          .join(';'),
      );
    }
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** '6 pessoas · 2 carros · R$ 1.380,00': a group's totals in one line. */
export function manifestTotalsLabel(group: ManifestGroup): string {
  const parts = [`${group.totals.people} ${group.totals.people === 1 ? 'pessoa' : 'pessoas'}`];
  if (group.perCar) parts.push(`${group.totals.cars} ${group.totals.cars === 1 ? 'carro' : 'carros'}`);
  parts.push(formatBRL(group.totals.value));
  return parts.join(' · ');
}

/** 'embarcaram 3 de 5 reservas' once the driver checked someone in; null before. */
export function manifestBoardedLabel(group: ManifestGroup): string | null {
  if (group.totals.boarded === 0) return null;
  return `embarcaram ${group.totals.boarded} de ${group.rows.length} reservas`;
}

/** '2 adultos, 1 criança, 1 bebê, 1 pet': a party, zero counts left out. */
export function partyLabel(party: {
  adults: number;
  children: number;
  babies: number;
  pets: number;
}): string {
  const parts: string[] = [];
  const add = (count: number, one: string, many: string) => {
    if (count > 0) parts.push(`${count} ${count === 1 ? one : many}`);
  };
  add(party.adults, 'adulto', 'adultos');
  add(party.children, 'criança', 'crianças');
  add(party.babies, 'bebê', 'bebês');
  add(party.pets, 'pet', 'pets');
  return parts.join(', ');
}
