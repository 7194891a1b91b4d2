import { expect, test } from '@playwright/test';
import { runDay } from '../helpers/days';
import { customerId, rest } from './backend';
import { signUpNewCustomer, storeCart } from './helpers';
import { expectWholeLayout } from './layout';

// An unpaid PIX order lapses (issue 19): its seats return and My Purchases says why it was cancelled.

test("a PIX order never paid lapses and My Purchases says 'Pagamento não identificado no prazo'", async ({
  page,
}) => {
  const customer = await signUpNewCustomer(page);
  await storeCart(page, ['rota-do-horto'], runDay('rota-do-horto', 4), 'Hotel Estoril');
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  await page.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }).click();
  await page
    .getByRole('dialog', { name: 'Pagamento em Análise' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText('1');

  // Its time runs out, and the scheduled job runs (as the local scheduler and pg_cron run it).
  const id = await customerId(customer.email);
  await rest(`pedido_site?id_cliente=eq.${id}`, {
    method: 'PATCH',
    body: { expira_em: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(await rest('rpc/lapse_unpaid_pix_orders', { method: 'POST', body: {} })).toBe(1);

  await page.reload();
  await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText('0');
  await expect(page.getByRole('button', { name: /Cancelados/ })).toContainText('1');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Rota do Horto Florestal' });
  await expect(card.getByTestId('cancel-reason')).toHaveText('Pagamento não identificado no prazo');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectWholeLayout(page, `My Purchases with a lapsed order at ${width} px`);
  }
});
