import { describe, expect, it } from 'vitest';
import {
  buildDynamicPixPayload,
  buildPixPayload,
  crc16ccitt,
  emvField,
  formatPixAmount,
  hasValidCrc,
  parseEmvFields,
  pixTransactionId,
  readPixPayload,
  sanitizeEmvText,
  truncateForDisplay,
} from './br-code.ts';

// The static example of the Banco Central's "Manual de Padrões para Iniciação do Pix" (random key, no amount).
const BCB_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16 as the Banco Central specifies (CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF)', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    ['A', 'B915'],
  ])('crc16ccitt(%j) is %s', (text, crc) => {
    expect(crc16ccitt(text)).toBe(crc);
  });

  it.each([
    ['the BCB manual static example', BCB_STATIC_EXAMPLE],
    [
      'a published static code with amount 0.01 and a 22-character txid',
      '00020126580014BR.GOV.BCB.PIX013611111111-1111-1111-1111-111111111111' +
        '52040000530398654040.015802BR5925TESTE DO TESTE DO TESTEIE6009SAO PAULO' +
        '6226052211111111111111111111116304642D',
    ],
    [
      'a published dynamic code (URL in 26-25)',
      '00020101021226850014br.gov.bcb.pix2563exemplodeurl.com.br/pix/v2/11111111-1111-1111-1111-111111111111' +
        '52040000530398654040.015802BR5925TESTE DE TESTE DO TESTEIE6014RIO DE JANEIRO62070503***6304CD52',
    ],
  ])('recomputes the CRC of %s exactly', (_name, payload) => {
    expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('a single changed character breaks the CRC', () => {
    expect(hasValidCrc(BCB_STATIC_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(hasValidCrc(BCB_STATIC_EXAMPLE.slice(0, -4) + '1d3d')).toBe(false);
  });
});

describe('buildPixPayload: the static BR Code ("copia e cola")', () => {
  it('reproduces the Banco Central static example byte for byte', () => {
    const payload = buildPixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Fulano de Tal',
      city: 'BRASILIA',
    });
    expect(payload).toBe(BCB_STATIC_EXAMPLE);
  });

  const payload = buildPixPayload({
    key: '+5512999990000',
    name: 'Movie Tour Turismo',
    city: 'Campos do Jordão',
    amount: 640,
    txid: 'TOUR12345678',
  });

  it('has fields 00, 26, 52, 53, 54, 58, 59, 60, 62 and 63 in order, with the expected values', () => {
    expect(parseEmvFields(payload)).toEqual([
      ['00', '01'],
      ['26', '0014br.gov.bcb.pix0114+5512999990000'],
      ['52', '0000'],
      ['53', '986'],
      ['54', '640.00'],
      ['58', 'BR'],
      ['59', 'Movie Tour Turismo'],
      ['60', 'Campos do Jorda'],
      ['62', '0512TOUR12345678'],
      ['63', payload.slice(-4)],
    ]);
  });

  it('the merchant account holds the GUI br.gov.bcb.pix (00) and the key (01)', () => {
    const account = new Map(parseEmvFields(payload)).get('26')!;
    expect(parseEmvFields(account)).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', '+5512999990000'],
    ]);
  });

  it('ends with 6304 and the CRC of everything before it, in uppercase hex', () => {
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('is pure: the same input gives the same payload', () => {
    const input = { key: 'k@x.com', name: 'N', city: 'C', amount: 1, txid: 'T' };
    expect(buildPixPayload(input)).toBe(buildPixPayload(input));
  });

  it.each([
    [
      'name: accents removed, cut to 25',
      { name: 'Agência de Turismo São João da Serra' },
      '59',
      'Agencia de Turismo Sao Jo',
    ],
    ['city: accents removed, cut to 15', { city: 'São José dos Campos' }, '60', 'Sao Jose dos Ca'],
    ['txid: letters and digits only', { txid: 'TOUR-1234 5678' }, '62', '0512TOUR12345678'],
    ['txid: cut to 25', { txid: 'A'.repeat(30) }, '62', `0525${'A'.repeat(25)}`],
    ['txid: missing → ***', { txid: undefined }, '62', '0503***'],
    ['amount: 2 decimals with a dot', { amount: 1234.5 }, '54', '1234.50'],
    ['amount: rounded to cents', { amount: 0.1 + 0.2 }, '54', '0.30'],
  ])('%s', (_name, change, id, value) => {
    const base = { key: '+5512999990000', name: 'Movie Tour', city: 'Campos', amount: 10, txid: 'T1' };
    const fields = new Map(parseEmvFields(buildPixPayload({ ...base, ...change })));
    expect(fields.get(id)).toBe(value);
  });

  it('without an amount, field 54 is left out', () => {
    const fields = parseEmvFields(buildPixPayload({ key: 'k@x.com', name: 'N', city: 'C' }));
    expect(fields.map(([id]) => id)).not.toContain('54');
  });

  it.each([
    ['an empty key', { key: ' ' }],
    ['a key over 77 characters', { key: 'x'.repeat(78) }],
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['a NaN amount', { amount: Number.NaN }],
    ['an empty name', { name: '   ' }],
    ['a city without printable characters', { city: '☀☀' }],
  ])('refuses %s', (_name, change) => {
    const base = { key: '+5512999990000', name: 'Movie Tour', city: 'Campos', amount: 10 };
    expect(() => buildPixPayload({ ...base, ...change })).toThrow(RangeError);
  });
});

// The published dynamic example above: a PSP's charge, found at a location instead of a key.
const PUBLISHED_DYNAMIC =
  '00020101021226850014br.gov.bcb.pix2563exemplodeurl.com.br/pix/v2/11111111-1111-1111-1111-111111111111' +
  '52040000530398654040.015802BR5925TESTE DE TESTE DO TESTEIE6014RIO DE JANEIRO62070503***6304CD52';

describe('buildDynamicPixPayload: the BR Code of a charge created at a PSP', () => {
  it('reproduces the published dynamic example byte for byte', () => {
    const payload = buildDynamicPixPayload({
      location: 'exemplodeurl.com.br/pix/v2/11111111-1111-1111-1111-111111111111',
      name: 'TESTE DE TESTE DO TESTEIE',
      city: 'RIO DE JANEIRO',
      amount: 0.01,
    });
    expect(payload).toBe(PUBLISHED_DYNAMIC);
  });

  const input = {
    location: 'localhost:54321/test-pix/pi_local_abc',
    name: 'Movie Tour',
    city: 'Campos do Jordão',
    amount: 225,
  };
  const payload = buildDynamicPixPayload(input);

  it("has 00, 01 = '12' (single use), 26, 52, 53, 54, 58, 59, 60, 62 and 63 in order", () => {
    expect(parseEmvFields(payload)).toEqual([
      ['00', '01'],
      ['01', '12'],
      ['26', '0014br.gov.bcb.pix2537localhost:54321/test-pix/pi_local_abc'],
      ['52', '0000'],
      ['53', '986'],
      ['54', '225.00'],
      ['58', 'BR'],
      ['59', 'Movie Tour'],
      ['60', 'Campos do Jorda'],
      ['62', '0503***'],
      ['63', payload.slice(-4)],
    ]);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it.each([
    ['the location (26-25)', 'location', 'localhost:54321/test-pix/pi_local_abc'],
    ['no key (26-01)', 'key', null],
    ['the amount (54)', 'amount', '225.00'],
    ['the merchant name (59)', 'name', 'Movie Tour'],
    ['the merchant city (60)', 'city', 'Campos do Jorda'],
    ["'***' as the reference label (62-05)", 'txid', '***'],
    ['that it is dynamic', 'dynamic', true],
    ['a valid CRC', 'crcValid', true],
  ] as const)('reads back %s', (_name, field, value) => {
    expect(readPixPayload(payload)[field]).toBe(value);
  });

  it.each([
    [0.5, '0.50'],
    [90, '90.00'],
    [1234.56, '1234.56'],
    [99_999_999.99, '99999999.99'],
  ])('amount %s is written %s in field 54, and the CRC covers it', (amount, text) => {
    const code = buildDynamicPixPayload({ ...input, amount });
    expect(readPixPayload(code).amount).toBe(text);
    expect(hasValidCrc(code)).toBe(true);
    expect(hasValidCrc(code.replace(`54${String(text.length).padStart(2, '0')}${text}`, '54041.00'))).toBe(
      false,
    );
  });

  it.each([
    ['an empty location', { location: ' ' }],
    ['a location with its scheme', { location: 'https://psp.example/pix/v2/1' }],
    ['a location over 77 characters', { location: `psp.example/${'x'.repeat(70)}` }],
    ['a location with spaces', { location: 'psp.example/a b' }],
    ['a zero amount', { amount: 0 }],
    ['an empty merchant name', { name: ' ' }],
  ])('refuses %s', (_name, change) => {
    expect(() => buildDynamicPixPayload({ ...input, ...change })).toThrow(RangeError);
  });

  it('readPixPayload reads a static code too, and refuses what is not PIX', () => {
    expect(readPixPayload(BCB_STATIC_EXAMPLE)).toMatchObject({
      dynamic: false,
      key: '123e4567-e12b-12d1-a456-426655440000',
      location: null,
      amount: null,
      crcValid: true,
    });
    expect(() => readPixPayload('000201' + emvField('26', emvField('00', 'com.example')))).toThrow(
      SyntaxError,
    );
  });
});

describe('EMV helpers', () => {
  it.each([
    ['00', '01', '000201'],
    ['58', 'BR', '5802BR'],
    ['59', 'Fulano de Tal', '5913Fulano de Tal'],
  ])('emvField(%s, %s) is %s', (id, value, field) => {
    expect(emvField(id, value)).toBe(field);
  });

  it('refuses empty values and values over 99 characters', () => {
    expect(() => emvField('26', '')).toThrow(RangeError);
    expect(() => emvField('26', 'x'.repeat(100))).toThrow(RangeError);
  });

  it.each([
    [0.01, '0.01'],
    [10, '10.00'],
    [137.5, '137.50'],
    [1.005, '1.01'],
  ])('formatPixAmount(%s) is %s', (amount, text) => {
    expect(formatPixAmount(amount)).toBe(text);
  });

  it('sanitizeEmvText removes accents and collapses spaces', () => {
    expect(sanitizeEmvText('  Conceição   do  Araguaia ', 99)).toBe('Conceicao do Araguaia');
    expect(sanitizeEmvText('Ação ', 4)).toBe('Acao');
  });

  it('parseEmvFields refuses a truncated payload', () => {
    expect(() => parseEmvFields('5913Fulano')).toThrow(SyntaxError);
  });
});

describe("the PIX transaction id is 'TOUR' plus the last 8 digits of the timestamp", () => {
  it.each([
    [1_764_000_123_456, 'TOUR00123456'],
    [1_799_999_999_999, 'TOUR99999999'],
    [12_345, 'TOUR00012345'],
  ])('pixTransactionId(%s) is %s', (timestamp, txid) => {
    expect(pixTransactionId(timestamp)).toBe(txid);
  });

  it.each([
    ['TOUR00123456', 'TOUR00123456'],
    ['TOUR00123456ABCDEFGHIJKL', 'TOUR00123456ABCDEFGH'],
    ['', ''],
  ])('shown truncated to 20 characters: %j → %j', (txid, shown) => {
    expect(truncateForDisplay(txid, 20)).toBe(shown);
    expect(truncateForDisplay(txid)).toBe(shown);
  });
});
