import { orderKeys } from '@/features/orders';

/**
 * Every query key of the credit. Spending or getting credit back is an order write, so the keys live under
 * `orderKeys.mine()`: every order mutation refreshes the balance too. The operator's grant invalidates `all`.
 */
export const creditKeys = {
  all: [...orderKeys.mine(), 'credit'] as const,
  /** The signed-in customer's balance (userId) or, for the operator, a customer's (id_cliente). */
  balance: (owner: string | number) => [...creditKeys.all, 'balance', owner] as const,
  movements: (owner: string | number) => [...creditKeys.all, 'movements', owner] as const,
};
