import { describe, expect, it } from 'vitest';
import type { Supabase } from '@/lib/supabase';
import { openPixPayment, PixAlreadyPaidError, PixChargeRefusedError } from './pix-charge';

// create-pix-charge's answers as supabase-js hands them over: a function's error carries its Response as
// `context`. The function itself runs against the embedded backend in tests/integration/payments.
function answering(status: number, body: unknown): Supabase {
  const invoke = async () =>
    status === 200
      ? { data: body, error: null }
      : {
          data: null,
          error: {
            message: 'Edge Function returned a non-2xx status code',
            context: Response.json(body, { status }),
          },
        };
  return { functions: { invoke } } as unknown as Supabase;
}

const checkout = { orderIds: [1, 2], amount: 338, txid: 'MT0001' };

describe('openPixPayment', () => {
  it.each([
    ['credit_spent', 'O crédito usado no pedido 1 já foi gasto em outra compra.'],
    ['coupon_refused', 'Cupom esgotado'],
    ['hold_over', 'O prazo deste pagamento acabou.'],
    ['capacity_full', 'Não há mais vagas para City Tour Tradicional em 30/01/2098.'],
  ])('a refusal the customer can act on (%s) is an error with its message', async (code, message) => {
    const paying = openPixPayment(answering(409, { code, message }), checkout);
    await expect(paying).rejects.toBeInstanceOf(PixChargeRefusedError);
    await expect(paying).rejects.toThrow(message);
  });

  it('a checkout the provider already has the money of says so', async () => {
    const paying = openPixPayment(answering(409, { code: 'already_paid', message: 'Já pago.' }), checkout);
    await expect(paying).rejects.toBeInstanceOf(PixAlreadyPaidError);
  });

  it('the static mode’s answer, and any other failure, fall back to the static key, for the checkout’s amount', async () => {
    for (const failure of [
      answering(500, { error: 'boom' }),
      answering(200, { mode: 'static', message: 'x' }),
    ]) {
      await expect(openPixPayment(failure, checkout)).resolves.toEqual({
        kind: 'static',
        amount: 338,
        txid: 'MT0001',
      });
    }
  });

  it('a charge is the provider’s code, amount and expiry', async () => {
    const charge = {
      chargeId: 'pi_1',
      brCode: '000201…',
      amount: 338,
      expiresAt: '2098-01-30T12:30:00.000Z',
      testPageUrl: null,
    };
    await expect(openPixPayment(answering(200, charge), checkout)).resolves.toEqual({
      kind: 'charge',
      ...charge,
      txid: 'MT0001',
    });
  });
});
