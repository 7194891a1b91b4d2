import type { BookingStatusFilter } from '@/domain/operator-bookings';

/** Every query key of the operator console; an operator action invalidates `operatorKeys.all`. */
export const operatorKeys = {
  all: ['operator'] as const,
  pendingPix: () => [...operatorKeys.all, 'pending-pix'] as const,
  lapsedPix: (today: string) => [...operatorKeys.all, 'lapsed-pix', today] as const,
  paidPix: () => [...operatorKeys.all, 'paid-pix'] as const,
  manifest: (day: string) => [...operatorKeys.all, 'manifest', day] as const,
  bookings: (filters: BookingFilters) => [...operatorKeys.all, 'bookings', filters] as const,
  booking: (ref: string) => [...operatorKeys.all, 'booking', ref] as const,
  history: (entity: string, id: string) => [...operatorKeys.all, 'history', entity, id] as const,
  customers: (query: string) => [...operatorKeys.all, 'customers', query] as const,
  /** /admin/clientes: the customers with their credit balance. */
  customerList: (query: string) => [...operatorKeys.all, 'customer-list', query] as const,
  dashboard: (today: string) => [...operatorKeys.all, 'dashboard', today] as const,
  requests: (view: string) => [...operatorKeys.all, 'requests', view] as const,
  openRequests: () => [...operatorKeys.all, 'open-requests'] as const,
  /** A booking's open request, and what the policy gives for it today (the booking dialog). */
  openRequest: (ref: string) => [...operatorKeys.all, 'open-request', ref] as const,
  bookingTerms: (ref: string) => [...operatorKeys.all, 'booking-terms', ref] as const,
  /** /admin/solicitacoes: refunds of payments that booked nothing (admin_payment_refunds). */
  paymentRefunds: () => [...operatorKeys.all, 'payment-refunds'] as const,
  departures: (from: string, days: number) => [...operatorKeys.all, 'departures', from, days] as const,
  tourCapacities: () => [...operatorKeys.all, 'tour-capacities'] as const,
  tourSalesCutoffs: () => [...operatorKeys.all, 'tour-sales-cutoffs'] as const,
  team: () => [...operatorKeys.all, 'team'] as const,
  /** /admin/cupons: the coupons with their uses and the discount they gave. */
  coupons: () => [...operatorKeys.all, 'coupons'] as const,
  /** /admin/vales-presente: the gift cards found by a search. */
  giftCards: (query: string) => [...operatorKeys.all, 'gift-cards', query] as const,
};

/** The booking search's filters (every one optional). */
export type BookingFilters = {
  text?: string;
  tour?: string;
  from?: string;
  to?: string;
  status?: BookingStatusFilter;
};
