import { lazyPart } from '@/boot/lazy-page';

// The payment dialogs My Purchases reuses to pay a PIX checkout later. They load on demand, with the QR code
// library, so a page that may never need them does not carry them.
export const PixDialog = lazyPart(() => import('./pix-dialog'));
export const PaymentReviewDialog = lazyPart(() => import('./payment-review-dialog'));
