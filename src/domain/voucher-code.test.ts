import { describe, expect, it } from 'vitest';
import {
  formatVoucherCode,
  isVoucherCode,
  normalizeVoucherCode,
  parseVoucherCode,
  VOUCHER_ALPHABET,
} from './voucher-code.ts';

describe("the alphabet is Crockford's base32", () => {
  it('has 32 distinct characters, digits and letters without I, L, O, U', () => {
    expect(new Set(VOUCHER_ALPHABET).size).toBe(32);
    expect(VOUCHER_ALPHABET).not.toMatch(/[ILOU]/);
    expect(VOUCHER_ALPHABET).toMatch(/^0123456789[A-Z]+$/);
  });
});

describe('a typed or scanned code is read the way it is stored', () => {
  it.each([
    ['the stored form as it is', 'ABCD2EFGH3JK', 'ABCD2EFGH3JK'],
    ['lower case', 'abcd-efgh-jkmn', 'ABCDEFGHJKMN'],
    ['the dashes of the written form', 'ABCD-EFGH-JKMN', 'ABCDEFGHJKMN'],
    ['spaces, tabs and line breaks', ' ABCD EFGH\tJKMN\n', 'ABCDEFGHJKMN'],
    ['the dashes a phone keyboard types (en dash, em dash)', 'ABCD–EFGH—JKMN', 'ABCDEFGHJKMN'],
    ['O read as zero', 'OOOO-oooo-0000', '000000000000'],
    ['I and L read as one', 'IiLl-1111-AAAA', '11111111AAAA'],
  ])('%s: %j → %s', (_what, input, stored) => {
    expect(normalizeVoucherCode(input)).toBe(stored);
    expect(parseVoucherCode(input)).toBe(stored);
  });
});

describe('what is not a code', () => {
  it.each([
    ['empty', ''],
    ['too short', 'ABCD-EFGH-JKM'],
    ['too long', 'ABCD-EFGH-JKMNP'],
    ['U is not in the alphabet', 'ABCD-EFGH-JKMU'],
    ['punctuation', 'ABCD.EFGH.JKMN'],
    ['an accented letter', 'ÁBCD-EFGH-JKMN'],
    ['a booking reference', 'P12'],
  ])('%s: %j', (_what, input) => {
    expect(parseVoucherCode(input)).toBeNull();
  });

  it('isVoucherCode takes the stored form only: no dashes, no lower case, no O', () => {
    expect(isVoucherCode('ABCDEFGHJKMN')).toBe(true);
    expect(isVoucherCode('ABCD-EFGH-JKMN')).toBe(false);
    expect(isVoucherCode('abcdefghjkmn')).toBe(false);
    expect(isVoucherCode('OBCDEFGHJKMN')).toBe(false);
  });
});

describe('the written form', () => {
  it.each([
    ['ABCDEFGHJKMN', 'ABCD-EFGH-JKMN'],
    ['abcd efgh jkmn', 'ABCD-EFGH-JKMN'],
    ['0123456789XY', '0123-4567-89XY'],
  ])('%s → %s', (code, written) => {
    expect(formatVoucherCode(code)).toBe(written);
  });

  it('leaves text that is not a code as it is', () => {
    expect(formatVoucherCode('nada')).toBe('nada');
  });

  it('reads back to the stored code', () => {
    expect(normalizeVoucherCode(formatVoucherCode('ZZZZ9999AAAA'))).toBe('ZZZZ9999AAAA');
  });
});
