import { lazy } from 'react';

// The payment dialogs My Purchases reuses to pay a PIX checkout later. They load on demand, with the QR code
// library, so a page that may never need them does not carry them.
export const PixDialog = lazy(() => import('./pix-dialog'));
export const PaymentReviewDialog = lazy(() => import('./payment-review-dialog'));
