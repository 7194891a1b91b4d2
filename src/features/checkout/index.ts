// The checkout feature's public entry. Other features load it lazily (`import('@/features/checkout')`), so it
// exports only what they call; the cart and payment-result pages are route entries the app loads by file.
export { openCheckoutSession } from './api/card-checkout';
