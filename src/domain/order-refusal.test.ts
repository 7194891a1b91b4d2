import { describe, expect, it } from 'vitest';
import { departureRefusal, orderRefusalMessage } from './order-refusal.ts';

describe("the database's refusal of an order reaches the customer as its own message", () => {
  it.each([
    [
      'a past date',
      { code: '23514', details: 'pedido_site: past_date', message: 'A data do passeio "X" já passou.' },
      'A data do passeio "X" já passou.',
    ],
    [
      'too many pending orders',
      { code: '23514', details: 'pedido_site: pending_orders', message: 'Você já tem 20 pedidos...' },
      'Você já tem 20 pedidos...',
    ],
    [
      'a coupon used up since the cart quoted it',
      { code: '23514', details: 'cupom: exhausted', message: 'Cupom esgotado' },
      'Cupom esgotado',
    ],
    [
      'a credit spent meanwhile',
      {
        code: '23514',
        details: 'credit: not_enough',
        message: 'Seu crédito não cobre o total desta compra.',
      },
      'Seu crédito não cobre o total desta compra.',
    ],
    [
      'a departure without seats left',
      {
        code: '23514',
        details: 'capacity: full',
        message: 'Não há mais vagas para Parque Amantikir em 05/12/2026.',
      },
      'Não há mais vagas para Parque Amantikir em 05/12/2026.',
    ],
  ])('%s', (_what, error, message) => {
    expect(orderRefusalMessage(error)).toBe(message);
  });

  it.each([
    ['no error', null],
    [
      'a CHECK constraint (its message is for developers)',
      {
        code: '23514',
        details: 'Failing row contains (...)',
        message: 'new row for relation "pedido_site" violates check constraint',
      },
    ],
    ['a duplicate (the flow handles it itself)', { code: '23505', details: null, message: 'duplicate key' }],
    ['a refusal without a message', { code: '23514', details: 'pedido_site: value', message: ' ' }],
    ['a departure refusal without a message', { code: '23514', details: 'capacity: full', message: '' }],
    [
      'another detail of the capacity functions (the operator’s own errors)',
      { code: '22023', details: 'capacity: value', message: 'A capacidade vai de 0 a 500.' },
    ],
    [
      'a detail that only starts like a refusal',
      { code: '23514', details: 'capacity: full; and more', message: 'Não há mais vagas' },
    ],
    ['a network failure', { message: 'TypeError: Failed to fetch' }],
  ])('not for %s', (_what, error) => {
    expect(orderRefusalMessage(error)).toBeNull();
  });
});

describe('a departure without seats left or no longer sold, told apart from the other refusals', () => {
  it.each([
    ['capacity: full', 'capacity_full', 'Não há mais vagas para Turismo Aparecida em 01/12/2026.'],
    ['sales: closed', 'sales_closed', 'As vendas para Turismo Aparecida em 01/12/2026 já foram encerradas.'],
  ])('%s → %s, with the message naming the tour and the day', (details, code, message) => {
    const error = { code: '23514', details, message };
    expect(departureRefusal(error)).toEqual({ code, message });
    expect(orderRefusalMessage(error)).toBe(message);
  });

  it.each([
    [
      'an order refused for another reason',
      { code: '23514', details: 'pedido_site: past_date', message: 'x' },
    ],
    ['a unique violation', { code: '23505', details: 'capacity: full', message: 'x' }],
    ['no error', null],
  ])('is null for %s', (_what, error) => {
    expect(departureRefusal(error)).toBeNull();
  });
});
