// The checkout feature's public entry: the payment dialogs My Purchases reuses, loaded on demand.
export { PaymentReviewDialog, PixDialog } from './components/lazy-dialogs';
