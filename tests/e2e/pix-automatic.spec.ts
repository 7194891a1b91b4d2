import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/fixtures';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { runDay } from '../helpers/days';
import { signUpNewCustomer, storeCart } from '../helpers/e2e/shop';

// PIX that confirms itself (issue 29), as a customer lives it: the provider's charge in the dialog, paid on the
// local provider's test page (in another tab, as from the phone's bank app), confirmed without a reload; and a
// charge left to expire, paid again from My Purchases.

/** Chooses PIX for the cart and answers the dialog with the provider's charge. */
async function payByPix(page: Page) {
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await expect(pix.getByRole('status')).toHaveText('Aguardando pagamento…');
  return pix;
}

/**
 * The test page the dialog links, opened where the customer's bank app would be: another device (a page of its
 * own browser context), where 'Pagar' is pressed while the shop's page stays in front.
 */
async function payOnTestPage(page: Page, pix: ReturnType<Page['getByRole']>) {
  const href = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  const phone = await page.context().browser()!.newPage();
  await phone.goto(href!);
  await phone.getByRole('button', { name: 'Pagar' }).click();
  await phone.close();
}

/**
 * A cart of these tours on a run day of all of them six weeks ahead, for two adults: the seats these journeys sell
 * stay out of the month the visual gate pictures.
 */
async function signUpWithCartAhead(page: Page, tourIds: string[]) {
  const customer = await signUpNewCustomer(page);
  const day = runDay(tourIds.at(-1)!, 1, 42);
  await storeCart(page, tourIds, day, 'Hotel Estoril');
  await page.goto('/carrinho');
  return customer;
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test(`PIX at ${viewport.width} px: the charge's code and countdown, 'Pagar' on the test page, 'Pagamento confirmado!', Passeios Comprados and the mail`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await signUpWithCartAhead(page, ['city-tour-tradicional', 'parque-amantikir']);
    const pix = await payByPix(page);
    // (2 × 90) + (2 × 120) − 40 of PIX discount, priced by the database.
    await expect(pix).toContainText('R$ 380,00');
    await expect(pix).toContainText(/Expira em (29|30):\d\d/);
    // The charge's own BR Code: dynamic (a location at the provider), not the shop's static key.
    await expect(pix.getByText(/^000201010212/)).toBeVisible();
    await expectWholeLayout(page, 'PIX charge dialog', {
      within: pix,
      keyContent: [
        pix.getByText('R$ 380,00', { exact: true }),
        pix.getByRole('img', { name: /QR Code PIX/ }),
        pix.getByRole('status'),
        pix.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }),
      ],
    });

    await payOnTestPage(page, pix);
    const paid = page.getByRole('dialog', { name: 'Pagamento confirmado!' });
    await expect(paid).toBeVisible();
    await expectWholeLayout(page, 'PIX paid dialog', { within: paid });
    await paid.getByRole('button', { name: 'Minhas Compras' }).click();
    await expect(page).toHaveURL(/\/minhas-compras$/);
    await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('2');
    await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText(
      '0',
    );
    // Bought: the cart is empty.
    await expect(page.getByRole('banner').getByText('2', { exact: true })).toHaveCount(0);

    await page.goto(`http://localhost:${process.env.E2E_API_PORT}/mailbox`);
    const mails = page
      .locator('article')
      .filter({ hasText: customer.email })
      .filter({ hasText: 'Reserva confirmada' });
    await expect(mails).toHaveCount(2);
  });
}

test("'Click aqui se pagamento Efetuado' waits in My Purchases, which moves the booking by itself when the payment arrives", async ({
  page,
}) => {
  await signUpWithCartAhead(page, ['city-tour-tradicional']);
  const pix = await payByPix(page);
  const testPage = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  await pix.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }).click();
  await page
    .getByRole('dialog', { name: 'Pagamento em Análise' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page).toHaveURL(/\/minhas-compras$/);
  await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText('1');

  // Paid from another device: the page is not reloaded.
  await fetch(`${testPage}/pay`, { method: 'POST', redirect: 'manual' });
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1', {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText('0');
});

test('a tour added in another tab while the PIX is open stays in the cart once the PIX is paid', async ({
  page,
}) => {
  await signUpWithCartAhead(page, ['city-tour-tradicional']);
  const pix = await payByPix(page);
  // Another tab of the same browser adds Parque Amantikir to the cart (the cart follows across tabs).
  const other = await page.context().newPage();
  await other.goto('/');
  await other.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { bookingDetails: unknown }[];
    const details = { ...(cart[0]!.bookingDetails as object), date: '2027-12-18' };
    localStorage.setItem(
      'cart',
      JSON.stringify([...cart, { id: 'parque-amantikir', quantity: 1, bookingDetails: details }]),
    );
  });
  await other.close();
  const cartTours = () =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string }[]).map((line) => line.id),
    );
  await expect.poll(cartTours).toEqual(['city-tour-tradicional', 'parque-amantikir']);

  await payOnTestPage(page, pix);
  await expect(page.getByRole('dialog', { name: 'Pagamento confirmado!' })).toBeVisible();
  // City Tour was bought and leaves; Parque Amantikir was not, and stays.
  await expect.poll(cartTours).toEqual(['parque-amantikir']);
  await page
    .getByRole('dialog', { name: 'Pagamento confirmado!' })
    .getByRole('button', { name: 'Minhas Compras' })
    .click();
  await page.goto('/carrinho');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Parque Amantikir' })).toBeVisible();
});

test('My Purchases reopens the live charge, and after it expired offers a new PIX that pays the booking', async ({
  page,
}) => {
  await signUpWithCartAhead(page, ['parque-amantikir']);
  const pix = await payByPix(page);
  const first = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  await page.keyboard.press('Escape');

  await page.goto('/minhas-compras');
  await page.getByRole('button', { name: 'Pagar com PIX · R$ 240,00' }).click();
  await expect(pix.getByRole('link', { name: 'Abrir página de teste do PIX' })).toHaveAttribute(
    'href',
    first!,
  );

  await fetch(`${first}/expire`, { method: 'POST', redirect: 'manual' });
  const expired = page.getByRole('dialog', { name: 'PIX expirado' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Minhas Compras' }).click();
  await expect(page.getByText('Pagamento não identificado no prazo')).toBeVisible();
  await expectWholeLayout(page, 'My Purchases with a lapsed PIX');

  await page.getByRole('button', { name: 'Gerar novo PIX · R$ 240,00' }).click();
  await expect(pix.getByRole('status')).toHaveText('Aguardando pagamento…');
  await expect(pix.getByRole('link', { name: 'Abrir página de teste do PIX' })).not.toHaveAttribute(
    'href',
    first!,
  );
  const second = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  await fetch(`${second}/pay`, { method: 'POST', redirect: 'manual' });
  await page
    .getByRole('dialog', { name: 'Pagamento confirmado!' })
    .getByRole('button', { name: 'Minhas Compras' })
    .click();
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1');
  await expect(page.getByRole('button', { name: /Cancelados/ })).toHaveCount(0);
  // The cart it was bought from no longer offers the same tour and day again.
  await expect(page.getByRole('button', { name: /^Carrinho de compras/ })).toHaveAccessibleName(
    /^Carrinho de compras(, 0 itens)?$/,
  );
});

test('a PIX paid after its order was cancelled in another tab: the dialog says nothing was booked and the money goes back', async ({
  page,
  desk,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const customer = await signUpWithCartAhead(page, ['parque-amantikir']);
  const pix = await payByPix(page);

  const tab = await page.context().newPage();
  await tab.goto('/minhas-compras');
  await tab.getByRole('button', { name: 'Cancelar pedido' }).click();
  await tab
    .getByRole('dialog', { name: 'Cancelar pedido' })
    .getByRole('button', { name: 'Cancelar pedido' })
    .click();
  await expect(tab.getByRole('button', { name: /Cancelados/ })).toContainText('1');
  await tab.close();

  await payOnTestPage(page, pix);
  const received = page.getByRole('dialog', { name: 'Pagamento recebido' });
  await expect(received).toBeVisible();
  await expect(received.getByRole('note')).toHaveText(
    'O pedido deste pagamento já estava cancelado quando o pagamento chegou: o valor dele será devolvido para a conta que pagou o PIX. Dúvidas? Fale com a gente pelo WhatsApp.',
  );
  await expect(page.getByRole('dialog', { name: 'Pagamento confirmado!' })).toHaveCount(0);
  await expectWholeLayout(page, 'PIX paid for a cancelled order', { within: received });
  // Nothing was bought: the cart keeps the tour.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The operator's 'Pagos automaticamente' says its tours are booked ('já estão reservados'): this payment booked
  // nothing and went back, so it is not there.
  await desk.goto('/admin/pagamentos');
  await expect(desk.getByRole('heading', { name: 'Pagamentos PIX' })).toBeVisible();
  await expect(desk.getByText(/Nenhum pagamento PIX aguardando|aguardando, R\$/)).toBeVisible();
  await desk.waitForLoadState('networkidle');
  await expect(desk.getByText(customer.email)).toHaveCount(0);
});
