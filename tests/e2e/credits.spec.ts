import type { Page } from '@playwright/test';
import { runDay } from '../helpers/days';
import { expect, test } from '../helpers/e2e/fixtures';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { asOperator, customerId, recordMessagingBooking } from '../helpers/e2e/shop-api';
import { storeCart, toastText } from '../helpers/e2e/shop';

// The customer's credit (issue 31), as the operator grants it and the customer spends it: a goodwill credit at
// /admin/clientes, 'Seu crédito' in My Purchases, a booking the credit pays completely ('Reserva confirmada', no
// payment step) and one it pays in part, the PIX charging the rest.

/** A cart of these tours, for two adults, on a run day six weeks ahead (out of the month the visual gate shows). */
async function cartAhead(page: Page, tourIds: string[]) {
  await storeCart(page, tourIds, runDay(tourIds.at(-1)!, 1, 42), 'Hotel Estoril');
  await page.goto('/carrinho');
}

async function openPaymentChoice(page: Page) {
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  return page.getByRole('dialog', { name: 'Forma de pagamento' });
}

test("the operator grants a credit at /admin/clientes; the customer books with it: 'Reserva confirmada'", async ({
  page,
  customer,
  desk,
}) => {
  test.setTimeout(60_000);
  await desk.goto('/admin/clientes');
  await desk.getByLabel('Nome, e-mail ou celular').fill(customer.email);
  await desk.getByRole('button', { name: 'Buscar' }).click();
  const row = desk.getByRole('row').filter({ hasText: customer.email });
  await expect(desk.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('R$ 0,00');
  await row.getByRole('button', { name: /Conceder crédito/ }).click();
  const grant = desk.getByRole('dialog', { name: 'Conceder crédito' });
  await grant.getByLabel('Valor (R$)').fill('500');
  await grant.getByLabel('Motivo').fill('Atraso na saída do passeio');
  // A double click, as a hurried operator may: one grant (the ledger below has one movement).
  await grant.getByRole('button', { name: 'Conceder crédito' }).dblclick();
  await expect(toastText(desk, 'Crédito concedido')).toBeVisible();
  await expect(row).toContainText('R$ 500,00');
  await row.getByRole('button', { name: /Movimentos/ }).click();
  const ledger = desk.getByRole('dialog', { name: `Crédito de ${customer.nome}` });
  await expect(ledger.getByRole('listitem')).toHaveCount(1);
  await expect(ledger).toContainText('Crédito de cortesia');
  await expect(ledger).toContainText('Atraso na saída do passeio');

  await page.goto('/minhas-compras');
  await expect(page.getByRole('heading', { name: 'Seu crédito: R$ 500,00' })).toBeVisible();
  await expect(page.getByText(/R\$\s500,00 expiram em \d\d\/\d\d\/\d{4}/)).toBeVisible();

  // City Tour Tradicional for two adults: R$ 180,00 at the card's price, all of it from the credit.
  await cartAhead(page, ['city-tour-tradicional']);
  const choice = await openPaymentChoice(page);
  await choice.getByRole('checkbox', { name: /Usar meu crédito \(R\$\s500,00\)/ }).check();
  await expect(choice.getByRole('button', { name: /PIX/ })).toHaveCount(0);
  // A double click books once and spends the credit once (one tour bought, R$ 320,00 left, two movements).
  await choice.getByRole('button', { name: 'Confirmar reserva' }).dblclick();
  const confirmed = page.getByRole('dialog', { name: 'Reserva confirmada' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Ver minhas compras' }).click();
  await expect(page).toHaveURL(/\/minhas-compras$/);
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1');
  await expect(page.getByRole('heading', { name: 'Seu crédito: R$ 320,00' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver movimentos' }).click();
  const movements = page.getByRole('dialog', { name: 'Movimentos do crédito' });
  await expect(movements.getByRole('listitem')).toHaveCount(2);
  await expect(movements.getByRole('listitem').first()).toContainText('Usado em reserva');
  await expect(movements.getByRole('listitem').first()).toContainText('−R$ 180,00');
  // The cart was bought: it is empty.
  await expect(page.getByRole('banner').getByText('1', { exact: true })).toHaveCount(0);
});

test('a credit smaller than the total: the PIX charges the rest', async ({ page, customer }) => {
  await asOperator('admin_grant_credit', {
    p_id_cliente: await customerId(customer.email),
    p_valor: 100,
    p_motivo: 'Cortesia de teste',
  });
  // (2 × 90) + (2 × 120) − 40 of PIX discount = R$ 380,00; R$ 100,00 of credit leaves R$ 280,00.
  await cartAhead(page, ['city-tour-tradicional', 'parque-amantikir']);
  const choice = await openPaymentChoice(page);
  await choice.getByRole('checkbox', { name: /Usar meu crédito \(R\$\s100,00\)/ }).check();
  await expect(choice.getByRole('button', { name: /PIX/ })).toContainText('R$ 280,00');
  await expect(choice.getByRole('button', { name: /Cartão de crédito/ })).toContainText('R$ 320,00');
  await choice.getByRole('button', { name: /PIX/ }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await expect(pix.getByText('R$ 280,00', { exact: true })).toBeVisible();
  const testPage = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  await page.keyboard.press('Escape');

  await page.goto('/minhas-compras');
  await expect(page.getByRole('heading', { name: 'Seu crédito: R$ 0,00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar com PIX · R$ 280,00' })).toBeVisible();
  await expect(page.getByText(/Pago com crédito: R\$\s100,00 · Falta pagar: R\$\s60,00/)).toBeVisible();
  // By keyboard: the charge opens from the button, and Escape gives the focus back to it.
  const payNow = page.getByRole('button', { name: 'Pagar com PIX · R$ 280,00' });
  await payNow.focus();
  await page.keyboard.press('Enter');
  await expect(pix.getByText('R$ 280,00', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pix).toBeHidden();
  await expect(payNow).toBeFocused();

  // The charge expires: the credit comes back, and a new PIX takes it again, so it asks the same R$ 280,00.
  await fetch(`${testPage}/expire`, { method: 'POST', redirect: 'manual' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seu crédito: R$ 100,00' })).toBeVisible();
  await page.getByRole('button', { name: 'Gerar novo PIX · R$ 280,00' }).click();
  await expect(pix.getByText('R$ 280,00', { exact: true })).toBeVisible();
});

test('a PIX order left pending without the credit: ticking it later says to cancel that order first', async ({
  page,
  customer,
}) => {
  await asOperator('admin_grant_credit', {
    p_id_cliente: await customerId(customer.email),
    p_valor: 50,
    p_motivo: 'Cortesia de teste',
  });
  await cartAhead(page, ['city-tour-tradicional']);
  const choice = await openPaymentChoice(page);
  await choice.getByRole('button', { name: /PIX/ }).click();
  await expect(page.getByRole('dialog', { name: 'Pagamento via PIX' })).toContainText('R$ 180,00');
  await page.keyboard.press('Escape');

  // The same cart again, now with the credit: the pending order would be charged in full, so the customer is told.
  const again = await openPaymentChoice(page);
  await again.getByRole('checkbox', { name: /Usar meu crédito/ }).check();
  await again.getByRole('button', { name: /PIX/ }).click();
  await expect(page.getByTestId('toast')).toContainText(
    'Cancele esse pedido em Minhas Compras para pagar com o crédito.',
  );
  await page.goto('/minhas-compras');
  await expect(page.getByRole('heading', { name: 'Seu crédito: R$ 50,00' })).toBeVisible();
});

test("a credit smaller than the total: the card pays the rest on the provider's page", async ({
  page,
  customer,
}) => {
  await asOperator('admin_grant_credit', {
    p_id_cliente: await customerId(customer.email),
    p_valor: 100,
    p_motivo: 'Cortesia de teste',
  });
  // City Tour Tradicional for two adults at the card's price: R$ 180,00, R$ 100,00 of it from the credit.
  await cartAhead(page, ['city-tour-tradicional']);
  const choice = await openPaymentChoice(page);
  await choice.getByRole('checkbox', { name: /Usar meu crédito/ }).check();
  await choice.getByRole('button', { name: /Cartão de crédito/ }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(/R\$\s?80,00/);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  await page.goto('/minhas-compras');
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1');
  await expect(page.getByRole('heading', { name: 'Seu crédito: R$ 0,00' })).toBeVisible();
});

/** request_booking_change as the customer's own session calls it (RLS and the policy apply). */
async function askToCancel(accessToken: string, ref: string) {
  const { supabaseAnonKey } = (await (
    await fetch(`http://localhost:${process.env.E2E_PORT}/config.json`)
  ).json()) as { supabaseAnonKey: string };
  const response = await fetch(
    `http://localhost:${process.env.E2E_API_PORT}/rest/v1/rpc/request_booking_change`,
    {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_ref: ref, p_tipo: 'cancelamento' }),
    },
  );
  expect(response.ok, await response.text()).toBe(true);
}

test("the operator settles a customer's cancellation as credit: 'Devolver como crédito'", async ({
  page,
  customer,
  desk,
}) => {
  test.setTimeout(60_000);
  const booking = await recordMessagingBooking(
    'City Tour Tradicional',
    runDay('city-tour-tradicional', 1, 42),
    2,
    await customerId(customer.email),
  );
  await askToCancel(customer.session.access_token, `R${booking}`);

  await desk.goto('/admin/solicitacoes');
  const request = desk
    .getByRole('list', { name: 'Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: customer.email });
  await request.getByRole('button', { name: 'Aceitar' }).click();
  const accept = desk.getByRole('dialog', { name: 'Aceitar solicitação' });
  await expect(accept.getByRole('radio', { name: /Devolver em dinheiro/ })).toBeChecked();
  await accept.getByRole('radio', { name: /Devolver como crédito/ }).check();
  const amount = await accept.getByLabel('Valor do crédito (R$)').inputValue();
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await expectWholeLayout(desk, `the accept dialog with 'Devolver como crédito' at ${width}`, {
      within: accept,
    });
  }
  await accept.getByRole('button', { name: 'Aceitar' }).click();
  await expect(toastText(desk, 'Solicitação aceita')).toBeVisible();

  await page.goto('/minhas-compras');
  await expect(page.getByRole('heading', { name: `Seu crédito: R$ ${amount}` })).toBeVisible();
  await page.getByRole('button', { name: 'Ver movimentos' }).click();
  await expect(page.getByRole('dialog', { name: 'Movimentos do crédito' })).toContainText(
    'Crédito por cancelamento',
  );
});

test('the credit screens are whole at 360 and 1280 px', async ({ page, customer, desk }) => {
  test.setTimeout(120_000);
  await asOperator('admin_grant_credit', {
    p_id_cliente: await customerId(customer.email),
    p_valor: 1250.5,
    p_motivo: 'Passeio cancelado por chuva forte na serra',
  });
  // Each width books a City Tour (R$ 180,00) with the credit: the second sees the first's use in the ledger.
  for (const [width, balance, lines] of [
    [360, 'R$ 1.250,50', 1],
    [1280, 'R$ 1.070,50', 2],
  ] as const) {
    const size = { width, height: width === 360 ? 780 : 900 };
    await desk.setViewportSize(size);
    await desk.goto('/admin/clientes');
    await desk.getByLabel('Nome, e-mail ou celular').fill(customer.email);
    await desk.getByRole('button', { name: 'Buscar' }).click();
    await expect(desk.getByRole('button', { name: /Conceder crédito/ })).toHaveCount(1);
    await expectWholeLayout(desk, `/admin/clientes at ${width}`);
    await desk.getByRole('button', { name: /Conceder crédito/ }).click();
    const grant = desk.getByRole('dialog', { name: 'Conceder crédito' });
    await grant.getByRole('button', { name: 'Conceder crédito' }).click();
    await expect(grant.getByText(/Informe um valor/)).toBeVisible();
    await expectWholeLayout(desk, `'Conceder crédito' at ${width}`, { within: grant });
    await desk.keyboard.press('Escape');
    await desk.getByRole('button', { name: /Movimentos/ }).click();
    const ledger = desk.getByRole('dialog', { name: `Crédito de ${customer.nome}` });
    await expect(ledger.getByRole('listitem')).toHaveCount(lines);
    await expectWholeLayout(desk, `customer's movements at ${width}`, { within: ledger });
    await desk.keyboard.press('Escape');

    await page.setViewportSize(size);
    await page.goto('/minhas-compras');
    await expect(page.getByRole('heading', { name: `Seu crédito: ${balance}` })).toBeVisible();
    await expectWholeLayout(page, `My Purchases with credit at ${width}`);
    await page.getByRole('button', { name: 'Ver movimentos' }).click();
    const movements = page.getByRole('dialog', { name: 'Movimentos do crédito' });
    await expect(movements.getByRole('listitem')).toHaveCount(lines);
    await expectWholeLayout(page, `'Movimentos do crédito' at ${width}`, { within: movements });
    await page.keyboard.press('Escape');

    await cartAhead(page, ['city-tour-tradicional']);
    const choice = await openPaymentChoice(page);
    await choice.getByRole('checkbox', { name: /Usar meu crédito/ }).check();
    await expect(choice.getByRole('button', { name: 'Confirmar reserva' })).toBeVisible();
    await expectWholeLayout(page, `payment choice with credit at ${width}`, { within: choice });
    await choice.getByRole('button', { name: 'Confirmar reserva' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Reserva confirmada' });
    await expect(confirmed).toBeVisible();
    await expectWholeLayout(page, `'Reserva confirmada' at ${width}`, { within: confirmed });
    await confirmed.getByRole('button', { name: 'Ver minhas compras' }).click();
    await expect(page).toHaveURL(/\/minhas-compras$/);
  }
});
