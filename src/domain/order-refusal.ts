// The database judges every order it stores (check_new_orders, issue 14) and says why it refuses one in
// Portuguese, for the customer: a check violation whose detail names the rule ('pedido_site: past_date'). A
// departure without seats left (issue 19) is refused the same way, with the detail 'capacity: full', on the
// order insert and when a card checkout session is opened; so is a departure whose online sales have closed
// (issue 28, detail 'sales: closed').

type DatabaseError = { code?: string | null; message?: string | null; details?: string | null };

/** The detail of the database's refusal when a departure has no seats left for a booking. */
export const capacityFullDetail = 'capacity: full';
/** The detail of the database's refusal when a departure is no longer sold online. */
export const salesClosedDetail = 'sales: closed';

/** Why the database refused a departure for a booking, as the checkout function names it to the app. */
export type DepartureRefusal = { code: 'capacity_full' | 'sales_closed'; message: string };

// The order's own rules, its coupon's (issue 31: 'Cupom esgotado') and its credit's ('Seu crédito não cobre...').
const refusalDetail = /^(pedido_site|cupom|credit): [a-z_]+$/;

const refusal = (error: DatabaseError | null | undefined, detail: (details: string) => boolean) => {
  if (!error || error.code !== '23514' || !detail(error.details ?? '')) return null;
  const message = error.message?.trim();
  return message ? message : null;
};

/** The customer's message when `error` is the database refusing an order; null for any other error. */
export function orderRefusalMessage(error: DatabaseError | null | undefined): string | null {
  return refusal(
    error,
    (details) =>
      refusalDetail.test(details) || details === capacityFullDetail || details === salesClosedDetail,
  );
}

/**
 * A departure refusing the booking: 'Não há mais vagas para {tour} em {dd/MM/yyyy}.' (capacity_full) or 'As vendas
 * para {tour} em {dd/MM/yyyy} já foram encerradas.' (sales_closed); null for any other error.
 */
export function departureRefusal(error: DatabaseError | null | undefined): DepartureRefusal | null {
  const full = refusal(error, (details) => details === capacityFullDetail);
  if (full) return { code: 'capacity_full', message: full };
  const closed = refusal(error, (details) => details === salesClosedDetail);
  return closed ? { code: 'sales_closed', message: closed } : null;
}
