import { expect, type Page } from '@playwright/test';
import { rest } from './shop-api';
import { signInThroughApi, storeCart } from './shop';

/** The seed's operator, signed in on the home page (the console is linked from the user menu). */
export async function signInAsOperator(page: Page) {
  await signInThroughApi(page, 'admin@movietour.local', 'movietour-admin');
}

/**
 * The signed-in customer buys one tour by card through the local Stripe provider, and the payment is dated
 * `paidDaysAgo` days back (10 by default: past the 7-day regret right, so the notice bands of the policy apply).
 * `card` is one of the provider's test cards by its number as the page shows it (its default pays and refunds).
 */
export async function buyByCard(page: Page, tourId: string, day: string, paidDaysAgo = 10, card?: string) {
  await storeCart(page, [tourId], day, 'Hotel Estoril');
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page
    .getByRole('dialog', { name: 'Forma de pagamento' })
    .getByRole('button', { name: /Cartão de crédito/ })
    .click();
  if (card) await page.getByLabel('Cartão de teste').selectOption({ label: card });
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await rest(`stripe_checkout_sessions?id=eq.${sessionId}`, {
    method: 'PATCH',
    body: { confirmed_at: new Date(Date.now() - paidDaysAgo * 86_400_000).toISOString() },
  });
  return sessionId;
}

/**
 * The shop as PIX_MODE=static runs it, for this page: create-pix-charge answers what it answers in that mode (200
 * `{mode: 'static'}`), so the checkout shows the static key and the operator confirms by hand. A stand-in: the test
 * servers run the local provider (PIX_MODE=stripe), and a third server only for this mode would cost too much.
 */
export async function withStaticPixKey(page: Page) {
  await page.route('**/functions/v1/create-pix-charge', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fallback()
      : route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            mode: 'static',
            message:
              'Esta loja confirma PIX manualmente: pague com a chave PIX e avise pelo botão de pagamento efetuado.',
          }),
        }),
  );
}
