import { describe, expect, it } from 'vitest';
import { readBookingConfirmedData, readRequestEmailData, renderOutboxEmail } from './outbox.ts';
import { booking, requestRow, site, textOf } from './test-fixtures.ts';

describe('outbox rows', () => {
  it('reads the data enqueue_booking_confirmed stores', () => {
    expect(readBookingConfirmedData({ ...booking(), valor: 1100.5 })).toEqual(booking({ valor: 1100.5 }));
    expect(readBookingConfirmedData({ ...booking(), embarque: undefined })).toEqual(
      booking({ embarque: null }),
    );
    expect(readBookingConfirmedData({ ...booking(), codigo: undefined, ref: undefined })).toEqual(
      booking({ codigo: null, ref: null }),
    );
  });

  it.each([
    ['not an object', []],
    ['no tour', { ...booking(), passeio: '' }],
    ['no date', { ...booking(), data: null }],
    ['a count that is not a whole number', { ...booking(), adultos: 1.5 }],
    ['a negative count', { ...booking(), pets: -1 }],
    ['a value that is not a number', { ...booking(), valor: 'cem' }],
  ])('refuses data with %s', (_what, data) => {
    expect(readBookingConfirmedData(data)).toBeNull();
    expect(renderOutboxEmail('reserva_confirmada', data, site)).toBeNull();
  });

  it('renders each template, and nothing for a template it does not know', () => {
    expect(renderOutboxEmail('reserva_confirmada', booking(), site)?.subject).toBe('Reserva confirmada');
    expect(renderOutboxEmail('pedido_cancelado', {}, site)?.subject).toBe('Pedido cancelado');
    expect(renderOutboxEmail('lembrete_passeio', booking(), site)?.subject).toBe(
      'Lembrete: seu passeio é amanhã',
    );
    expect(renderOutboxEmail('lembrete_passeio', { ...booking(), data: null }, site)).toBeNull();
    // An itinerary recorded without a value: no confirmation can say what was paid, the reminder needs no value.
    expect(renderOutboxEmail('reserva_confirmada', { ...booking(), valor: null }, site)).toBeNull();
    expect(renderOutboxEmail('lembrete_passeio', { ...booking(), valor: null }, site)?.text).toContain(
      'Passeio: City Tour Tradicional',
    );
    expect(renderOutboxEmail('lembrete_passeio', { ...booking(), valor: 'cem' }, site)).toBeNull();
    expect(renderOutboxEmail('boas_vindas', {}, site)).toBeNull();
  });
});

describe('the data of a request row', () => {
  it('reads what enqueue_request_email stores, nulls as missing', () => {
    expect(readRequestEmailData(requestRow)).toEqual({
      nome: 'Ana Cliente',
      passeio: 'Parque Amantikir',
      data: '2027-01-04',
      valor_pago: 180,
      reembolso: 162,
      percentual: 90,
      referencia: 'P12',
    });
    expect(
      readRequestEmailData({
        ...requestRow,
        nova_data: '2027-01-11',
        metodo: 'cartao',
        valor_pago: '180.00',
        escolha: 'credito',
      }),
    ).toMatchObject({ nova_data: '2027-01-11', metodo: 'cartao', valor_pago: 180, escolha: 'credito' });
    expect(readRequestEmailData({ ...requestRow, escolha: 'voucher' })).not.toHaveProperty('escolha');
  });

  it.each([
    ['not an object', 'x'],
    ['no tour', { ...requestRow, passeio: '' }],
    ['no date', { ...requestRow, data: null }],
    ['a date that is not YYYY-MM-DD', { ...requestRow, data: '04/01/2027' }],
  ])('refuses data with %s', (_what, data) => {
    expect(readRequestEmailData(data)).toBeNull();
    expect(renderOutboxEmail('solicitacao_recebida', data, site)).toBeNull();
  });

  it('leaves out a field of another kind', () => {
    expect(
      readRequestEmailData({ ...requestRow, reembolso: 'muito', percentual: 150, metodo: 'boleto' }),
    ).not.toHaveProperty('reembolso');
    expect(renderOutboxEmail('reembolso_efetuado', { ...requestRow, metodo: 'boleto' }, site)).toBeNull();
  });

  it('no name, no name in the greeting; no reference, no reference', () => {
    const text = textOf('cancelamento_confirmado', { nome: undefined, referencia: undefined });
    expect(text.startsWith('Olá!\n')).toBe(true);
    expect(text).toContain('O cancelamento da sua reserva (Parque Amantikir em 04/01/2027) está confirmado.');
    expect(text).not.toContain('Reserva:');
  });
});
