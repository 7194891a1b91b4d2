import { describe, expect, it } from 'vitest';
import { orderRefusalMessage } from './order-refusal.ts';

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
    ['a network failure', { message: 'TypeError: Failed to fetch' }],
  ])('not for %s', (_what, error) => {
    expect(orderRefusalMessage(error)).toBeNull();
  });
});
