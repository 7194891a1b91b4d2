// A booking's voucher code (issue 30): 12 characters of Crockford's base32, 60 random bits the database draws
// (public.new_voucher_code()). Stored and encoded in the QR bare; written for people as 'ABCD-EFGH-JKMN'.

/** Crockford's base32: digits and letters without I, L, O and U. */
export const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_CODE_LENGTH = 12;

const bareCode = new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/**
 * A typed or scanned code as it is stored, as public.normalize_voucher_code() does it: upper case, spaces and dashes
 * dropped, and the letters people confuse with digits read as Crockford reads them (O → 0, I and L → 1).
 */
export function normalizeVoucherCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Whether the text is a code as stored: 12 characters of the alphabet, nothing else. */
export function isVoucherCode(code: string): boolean {
  return bareCode.test(code);
}

/** The stored code of what someone typed or scanned, or null when it cannot be a voucher's. */
export function parseVoucherCode(input: string): string | null {
  const code = normalizeVoucherCode(input);
  return isVoucherCode(code) ? code : null;
}

/** 'ABCDEFGHJKMN' → 'ABCD-EFGH-JKMN': groups of four, for reading out and typing. Other text is left as it is. */
export function formatVoucherCode(code: string): string {
  const bare = normalizeVoucherCode(code);
  return isVoucherCode(bare) ? (bare.match(/.{4}/g) ?? []).join('-') : code;
}
