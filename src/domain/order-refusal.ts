// The database judges every order it stores (check_new_orders, issue 14) and says why it refuses one in
// Portuguese, for the customer: a check violation whose detail names the rule ('pedido_site: past_date').

type DatabaseError = { code?: string | null; message?: string | null; details?: string | null };

const refusalDetail = /^pedido_site: [a-z_]+$/;

/** The customer's message when `error` is the database refusing an order; null for any other error. */
export function orderRefusalMessage(error: DatabaseError | null | undefined): string | null {
  if (!error || error.code !== '23514' || !refusalDetail.test(error.details ?? '')) return null;
  const message = error.message?.trim();
  return message ? message : null;
}
