import { describe, expect, it } from 'vitest';
import { decodeStripeForm } from './form.ts';

describe('decodeStripeForm', () => {
  it('decodes what stripe-node sends: nested objects and indexed arrays', () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][product_data][name]': 'City Tour',
      'line_items[1][quantity]': '2',
      'metadata[order_ids]': '1,2',
    }).toString();
    expect(decodeStripeForm(body)).toEqual({
      ok: true,
      value: {
        mode: 'payment',
        line_items: [
          { quantity: '1', price_data: { currency: 'brl', product_data: { name: 'City Tour' } } },
          { quantity: '2' },
        ],
        metadata: { order_ids: '1,2' },
      },
    });
  });

  it('refuses prototype keys, malformed brackets and huge indexes', () => {
    expect(decodeStripeForm('__proto__[x]=1')).toEqual({ ok: false, key: '__proto__[x]' });
    expect(decodeStripeForm('a[b=1')).toEqual({ ok: false, key: 'a[b' });
    expect(decodeStripeForm('a[0]=1&a[99999]=2')).toEqual({ ok: false, key: 'a[99999]' });
  });
});
