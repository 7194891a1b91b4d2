import { ClientNotFoundError } from '@/features/auth';
import { CheckoutSessionError, DuplicateOrderError, OrderRefusedError } from '@/features/orders';
import type { PaymentMethod } from './components/payment-choice-dialog';

type Toast = { title: string; description: string; variant: 'destructive' };

/**
 * What the customer is told when a payment path fails (spec §8): the database's own reason for a refused order
 * (a past day, a stale price...: retrying would not help), 'Pedido duplicado' for a card checkout of orders
 * already registered, a login problem as such, otherwise a generic message to try again.
 */
export function checkoutErrorToast(error: unknown, method: PaymentMethod): Toast {
  if (error instanceof ClientNotFoundError) {
    return { title: 'Erro', description: error.message, variant: 'destructive' };
  }
  if (method === 'card' && error instanceof DuplicateOrderError) {
    return { title: 'Pedido duplicado', description: error.message, variant: 'destructive' };
  }
  const title = method === 'card' ? 'Erro ao processar pagamento' : 'Erro ao processar pedido';
  if (error instanceof OrderRefusedError || (method === 'card' && error instanceof CheckoutSessionError))
    return { title, description: error.message, variant: 'destructive' };
  const description =
    method === 'card'
      ? 'Não foi possível criar o pedido. Tente novamente.'
      : 'Não foi possível registrar o pedido. Tente novamente.';
  return { title, description, variant: 'destructive' };
}
