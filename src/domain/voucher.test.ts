import { describe, expect, it } from 'vitest';
import { clockInSaoPaulo } from './departures.ts';
import { passengerNames, voucherOf, type VoucherRow } from './voucher.ts';

const row = (overrides: Partial<VoucherRow> = {}): VoucherRow => ({
  codigo: 'K7QM2X9PA4TZ',
  ref: 'R5',
  situacao: 'confirmada',
  passeio: 'City Tour Tradicional',
  data_passeio: '2026-12-05',
  nome_cliente: 'João Conceição',
  passageiros: null,
  adultos: 2,
  criancas: 1,
  bebes: 0,
  pets: 0,
  embarque: 'Hotel Frontenac',
  endereco: 'Av. Frei Orestes Girardi, 3549 - Capivari',
  embarque_status: null,
  embarcou_em: null,
  ...overrides,
});

describe('a confirmed booking’s voucher', () => {
  const voucher = voucherOf(row());

  it.each([
    ['the code written out', 'written', 'K7QM-2X9P-A4TZ'],
    ['the bare code for the QR', 'code', 'K7QM2X9PA4TZ'],
    ['the booking reference', 'ref', 'R5'],
    ['the tour', 'tour', 'City Tour Tradicional'],
    ['the date', 'dateLabel', '05 de dezembro, 2026'],
    ['the party, zero counts left out', 'party', '2 adultos, 1 criança'],
    ['the boarding place', 'place', 'Hotel Frontenac'],
    ['its address', 'address', 'Av. Frei Orestes Girardi, 3549 - Capivari'],
    ['the pick-up window of the tour', 'pickupWindow', 'entre 8h e 8h30'],
    ['the status', 'statusLabel', 'Reserva confirmada'],
  ] as const)('has %s', (_what, field, value) => {
    expect(voucher[field]).toBe(value);
  });

  it('boards: a QR code, no notice', () => {
    expect(voucher.usable).toBe(true);
    expect(voucher.notice).toBeNull();
  });
});

describe('a voucher that does not board says why', () => {
  it.each([
    ['cancelada', 'Reserva cancelada', /foi cancelada/],
    ['pendente', 'Pagamento pendente', /ainda não foi confirmado/],
    ['realizada', 'Passeio realizado', /já foi realizado/],
    ['algo novo', 'Pagamento pendente', /ainda não foi confirmado/],
  ])('%s → %s', (situacao, label, notice) => {
    const voucher = voucherOf(row({ situacao }));
    expect(voucher.usable).toBe(false);
    expect(voucher.statusLabel).toBe(label);
    expect(voucher.notice).toMatch(notice);
  });
});

describe('the boarding place', () => {
  it.each([
    [{ endereco: 'Hotel Frontenac' }, 'Hotel Frontenac', null],
    [{ endereco: null }, 'Hotel Frontenac', null],
    [{ embarque: null, endereco: 'Rua A, 10' }, 'Rua A, 10', null],
    [{ embarque: null, endereco: null }, 'A combinar pelo WhatsApp', null],
  ])('%j → %s', (overrides, place, address) => {
    const voucher = voucherOf(row(overrides));
    expect(voucher.place).toBe(place);
    expect(voucher.address).toBe(address);
  });
});

describe('the passengers', () => {
  it.each([
    [null, []],
    ['', []],
    ['Ana Souza', ['Ana Souza']],
    ['Ana Souza\nBruno  Lima\n\n', ['Ana Souza', 'Bruno Lima']],
    ['Ana; Bruno, Carla', ['Ana', 'Bruno', 'Carla']],
  ])('%j → %j', (text, names) => {
    expect(passengerNames(text)).toEqual(names);
  });
});

describe('boarding', () => {
  it('the time of the check-in in São Paulo', () => {
    expect(clockInSaoPaulo('2026-12-05T10:42:00Z')).toBe('07:42');
    expect(
      voucherOf(row({ embarque_status: 'embarcou', embarcou_em: '2026-12-05T10:42:00Z' })).boarding,
    ).toBe('Embarque registrado às 07:42');
  });

  it('a no-show, and nothing before boarding', () => {
    expect(voucherOf(row({ embarque_status: 'nao_compareceu' })).boarding).toBe('Não compareceu ao embarque');
    expect(voucherOf(row()).boarding).toBeNull();
  });

  it('a tour without a date, a tour the catalogue does not know', () => {
    const voucher = voucherOf(row({ data_passeio: null, passeio: 'Passeio antigo' }));
    expect(voucher.dateLabel).toBe('Data a definir');
    expect(voucher.pickupWindow).toBeNull();
  });
});
