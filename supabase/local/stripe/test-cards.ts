// The test cards the local provider's checkout page offers, as Stripe's test mode knows them: one that pays and
// refunds, and Stripe's 4000 0000 0000 5126, which pays but whose refunds fail a while after they succeeded (the
// card was cancelled), so the shop's handling of charge.refund.updated can be tried.

export type TestCard = { number: string; label: string; behaviour: string; refundFails: boolean };

export const testCards: readonly TestCard[] = [
  {
    number: '4242424242424242',
    label: '4242 4242 4242 4242',
    behaviour: 'paga e reembolsa',
    refundFails: false,
  },
  {
    number: '4000000000005126',
    label: '4000 0000 0000 5126',
    behaviour: 'paga; o reembolso falha depois (cartão cancelado)',
    refundFails: true,
  },
];

export const defaultTestCard = testCards[0]!;

/** The card a payment form names (its digits, spaces allowed), or the default one. */
export function testCardNamed(number: string | null | undefined): TestCard {
  const digits = (number ?? '').replace(/\s+/g, '');
  return testCards.find((card) => card.number === digits) ?? defaultTestCard;
}
