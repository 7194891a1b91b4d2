import { describe, expect, it } from 'vitest';
import { ClientNotFoundError } from '@/features/auth';
import { CheckoutSessionError, DuplicateOrderError, OrderRefusedError } from '@/features/orders';
import { checkoutErrorToast } from './checkout-errors';

const refused = new OrderRefusedError('Não é possível reservar uma data que já passou.');

describe('checkoutErrorToast', () => {
  it.each([
    ['pix', new ClientNotFoundError(), 'Erro', 'Cliente não identificado. Faça login novamente.'],
    ['card', new ClientNotFoundError(), 'Erro', 'Cliente não identificado. Faça login novamente.'],
    [
      'card',
      new DuplicateOrderError(),
      'Pedido duplicado',
      "Este pedido já foi registrado. Verifique 'Minhas Compras'.",
    ],
    ['pix', refused, 'Erro ao processar pedido', refused.message],
    ['card', refused, 'Erro ao processar pagamento', refused.message],
    [
      'card',
      new CheckoutSessionError('Não há mais vagas para Rota do Horto Florestal em 05/12/2026.'),
      'Erro ao processar pagamento',
      'Não há mais vagas para Rota do Horto Florestal em 05/12/2026.',
    ],
    [
      'card',
      new CheckoutSessionError(),
      'Erro ao processar pagamento',
      'Não foi possível criar o pedido. Tente novamente.',
    ],
    [
      'pix',
      new Error('network'),
      'Erro ao processar pedido',
      'Não foi possível registrar o pedido. Tente novamente.',
    ],
    [
      'card',
      new Error('network'),
      'Erro ao processar pagamento',
      'Não foi possível criar o pedido. Tente novamente.',
    ],
    [
      'credit',
      new OrderRefusedError('Seu crédito não cobre o total desta compra.'),
      'Erro ao processar pedido',
      'Seu crédito não cobre o total desta compra.',
    ],
    [
      'credit',
      new Error('network'),
      'Erro ao processar pedido',
      'Não foi possível registrar o pedido. Tente novamente.',
    ],
  ] as const)('%s, %o: %s', (method, error, title, description) => {
    expect(checkoutErrorToast(error, method)).toEqual({ title, description, variant: 'destructive' });
  });
});
