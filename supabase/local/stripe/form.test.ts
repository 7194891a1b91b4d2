import { describe, expect, it } from 'vitest';
import { decodeMetadata, decodeStripeForm, positiveInt } from './form.ts';

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

describe('positiveInt', () => {
  it('takes digits from 1 to the maximum, as Stripe takes amounts', () => {
    expect(positiveInt('2500', 99_999_999)).toBe(2500);
    expect(positiveInt('0', 100)).toBeNull();
    expect(positiveInt('101', 100)).toBeNull();
    expect(positiveInt('1.5', 100)).toBeNull();
    expect(positiveInt('-1', 100)).toBeNull();
    expect(positiveInt(['1'], 100)).toBeNull();
    expect(positiveInt(undefined, 100)).toBeNull();
  });
});

describe('decodeMetadata', () => {
  it("keeps Stripe's limits: 50 keys, keys of 40 and values of 500 characters", () => {
    expect(decodeMetadata(undefined)).toEqual({ ok: true, value: {} });
    expect(decodeMetadata({ refund_id: '7' })).toEqual({ ok: true, value: { refund_id: '7' } });
    expect(decodeMetadata('x')).toMatchObject({ ok: false, param: 'metadata' });
    expect(decodeMetadata({ nested: { a: 'b' } })).toMatchObject({ ok: false, param: 'metadata[nested]' });
    expect(decodeMetadata({ k: 'v'.repeat(501) })).toMatchObject({ ok: false, param: 'metadata[k]' });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect(decodeMetadata(many)).toMatchObject({ ok: false, message: 'Metadata can have at most 50 keys.' });
  });
});
