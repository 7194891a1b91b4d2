/** Every query key of the customer's orders; writes invalidate `orderKeys.mine()`. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  purchases: (userId: string, today: string) => [...orderKeys.mine(), 'purchases', userId, today] as const,
  requests: (userId: string) => [...orderKeys.mine(), 'requests', userId] as const,
  cancelledOrders: (userId: string) => [...orderKeys.mine(), 'cancelled-orders', userId] as const,
  paymentRefunds: (userId: string) => [...orderKeys.mine(), 'payment-refunds', userId] as const,
  cancellationTerms: (ref: string) => [...orderKeys.mine(), 'cancellation-terms', ref] as const,
  paymentVerification: (sessionId: string | null) =>
    [...orderKeys.all, 'payment-verification', sessionId] as const,
};
