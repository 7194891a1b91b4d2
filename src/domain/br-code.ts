import { toCents } from './money.ts';

// The PIX "copia e cola" payload (BR Code), per the Banco Central's "Manual de Padrões para Iniciação do
// Pix": EMV QRCPS-MPM fields as ID (2 digits) + length (2 digits) + value, ending with a CRC16 over the
// whole text including the CRC's own '6304' header.

export type PixPayloadInput = {
  /** The static PIX key exactly as registered (phone keys as '+55DDDNUMBER'). */
  key: string;
  /** Beneficiary name; accents are removed and it is cut to 25 characters. */
  name: string;
  /** Beneficiary city; accents are removed and it is cut to 15 characters. */
  city: string;
  /** BRL; omitted from the payload when undefined (the payer types the value). */
  amount?: number;
  /** Reference label (field 62-05): letters and digits, up to 25; '***' when empty. */
  txid?: string;
};

const GUI = 'br.gov.bcb.pix';
const MAX_KEY = 77;
const MAX_NAME = 25;
const MAX_CITY = 15;
const MAX_TXID = 25;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) as 4 uppercase hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field: ID, 2-digit length, value. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`Invalid EMV field id '${id}'`);
  if (value.length === 0 || value.length > 99) {
    throw new RangeError(`EMV field ${id} must have 1 to 99 characters, got ${value.length}`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Accents removed and anything outside printable ASCII dropped, spaces collapsed, cut to `max`. */
export function sanitizeEmvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The amount field's value: 2 decimals with a dot, e.g. '1234.50'. */
export function formatPixAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError('The PIX amount must be above zero');
  const cents = toCents(amount);
  const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  if (text.length > 13) throw new RangeError('The PIX amount is too large');
  return text;
}

function sanitizeTxid(txid: string | undefined): string {
  const clean = (txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, MAX_TXID);
  return clean || '***';
}

/** The fields both kinds of BR Code share around the merchant account (26) and the point of initiation (01). */
function brCode(
  pointOfInitiation: string | null,
  merchantAccount: string,
  { name, city, amount, txid }: { name: string; city: string; amount?: number; txid?: string },
): string {
  const merchantName = sanitizeEmvText(name, MAX_NAME);
  const merchantCity = sanitizeEmvText(city, MAX_CITY);
  if (!merchantName || !merchantCity) throw new RangeError('The beneficiary name and city are required');
  const body = [
    emvField('00', '01'),
    pointOfInitiation === null ? '' : emvField('01', pointOfInitiation),
    emvField('26', emvField('00', GUI) + merchantAccount),
    emvField('52', '0000'),
    emvField('53', '986'),
    amount === undefined ? '' : emvField('54', formatPixAmount(amount)),
    emvField('58', 'BR'),
    emvField('59', merchantName),
    emvField('60', merchantCity),
    emvField('62', emvField('05', sanitizeTxid(txid))),
    '6304',
  ].join('');
  return body + crc16ccitt(body);
}

/** The static BR Code for a PIX key, with the amount and transaction id when given. */
export function buildPixPayload({ key, name, city, amount, txid }: PixPayloadInput): string {
  const pixKey = key.trim();
  if (!pixKey || pixKey.length > MAX_KEY) throw new RangeError('The PIX key must have 1 to 77 characters');
  return brCode(null, emvField('01', pixKey), { name, city, amount, txid });
}

export type DynamicPixPayloadInput = {
  /** Where the charge's payload is fetched (field 26-25): a URL without its scheme, up to 77 characters. */
  location: string;
  name: string;
  city: string;
  /** BRL, above zero: a dynamic charge always states its amount. */
  amount: number;
};

/**
 * The dynamic BR Code of a charge a PSP created: point of initiation '12' (single use), the charge's location in
 * place of a key, the amount, and '***' as the reference label (the txid lives behind the location).
 */
export function buildDynamicPixPayload({ location, name, city, amount }: DynamicPixPayloadInput): string {
  const url = location.trim();
  if (!url || url.length > MAX_KEY || /^[a-z]+:\/\//i.test(url) || /\s/.test(url)) {
    throw new RangeError('The location must be a URL without its scheme, 1 to 77 characters');
  }
  return brCode('12', emvField('25', url), { name, city, amount });
}

/** Reads a payload (or a template field's value) back into its top-level fields, in order. */
export function parseEmvFields(payload: string): [id: string, value: string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    const value = payload.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || value.length !== length) {
      throw new SyntaxError(`Malformed EMV field at position ${at}`);
    }
    fields.push([id, value]);
    at += 4 + length;
  }
  return fields;
}

/** True when the payload ends with the CRC of everything before it. */
export function hasValidCrc(payload: string): boolean {
  const crc = payload.slice(-4);
  return /^6304[0-9A-F]{4}$/.test(payload.slice(-8)) && crc16ccitt(payload.slice(0, -4)) === crc;
}

/** What a BR Code says, read back: its merchant account (a key or a location), amount and labels. */
export type PixPayloadFields = {
  dynamic: boolean;
  key: string | null;
  location: string | null;
  /** Field 54 as written ('1234.50'), null when the payer types the value. */
  amount: string | null;
  name: string | null;
  city: string | null;
  txid: string | null;
  crcValid: boolean;
};

export function readPixPayload(payload: string): PixPayloadFields {
  const fields = new Map(parseEmvFields(payload));
  const account = new Map(parseEmvFields(fields.get('26') ?? ''));
  if (account.get('00')?.toLowerCase() !== GUI)
    throw new SyntaxError('Not a PIX BR Code (no br.gov.bcb.pix)');
  return {
    dynamic: fields.get('01') === '12',
    key: account.get('01') ?? null,
    location: account.get('25') ?? null,
    amount: fields.get('54') ?? null,
    name: fields.get('59') ?? null,
    city: fields.get('60') ?? null,
    txid: new Map(parseEmvFields(fields.get('62') ?? '')).get('05') ?? null,
    crcValid: hasValidCrc(payload),
  };
}

/** Spec §9: 'TOUR' plus the last 8 digits of the timestamp (milliseconds). */
export function pixTransactionId(timestampMs: number): string {
  return `TOUR${String(Math.trunc(Math.abs(timestampMs)))
    .padStart(8, '0')
    .slice(-8)}`;
}

/** Spec §9: the transaction id is shown cut to 20 characters. */
export function truncateForDisplay(text: string, max = 20): string {
  return text.length > max ? text.slice(0, max) : text;
}
