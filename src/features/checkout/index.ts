// The checkout feature's public entry: the payment dialogs My Purchases reuses to pay a PIX checkout later. They
// load on demand, with the QR code library, so a page that may never need them does not carry them.
import { lazy } from 'react';

export const PixDialog = lazy(() => import('./components/pix-dialog'));
export const PaymentReviewDialog = lazy(() => import('./components/payment-review-dialog'));
