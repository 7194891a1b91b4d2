// The database judges every order it stores (check_new_orders, issue 14) and says why it refuses one in
// Portuguese, for the customer: a check violation whose detail names the rule ('pedido_site: past_date'). A
// departure without seats left (issue 19) is refused the same way, with the detail 'capacity: full', on the
// order insert and when a card checkout session is opened.

type DatabaseError = { code?: string | null; message?: string | null; details?: string | null };

/** The detail of the database's refusal when a departure has no seats left for a booking. */
export const capacityFullDetail = 'capacity: full';

const refusalDetail = /^pedido_site: [a-z_]+$/;

const refusal = (error: DatabaseError | null | undefined, detail: (details: string) => boolean) => {
  if (!error || error.code !== '23514' || !detail(error.details ?? '')) return null;
  const message = error.message?.trim();
  return message ? message : null;
};

/** The customer's message when `error` is the database refusing an order; null for any other error. */
export function orderRefusalMessage(error: DatabaseError | null | undefined): string | null {
  return refusal(error, (details) => refusalDetail.test(details) || details === capacityFullDetail);
}

/** 'Não há mais vagas para {tour} em {dd/MM/yyyy}.' when `error` is a departure refusing seats; null otherwise. */
export function noSeatsMessage(error: DatabaseError | null | undefined): string | null {
  return refusal(error, (details) => details === capacityFullDetail);
}
