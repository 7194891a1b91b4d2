import { expect, test } from '../helpers/e2e/fixtures';
import { runDay } from '../helpers/days';
import { customerId, rest } from '../helpers/e2e/shop-api';
import { storeCart, toastText } from '../helpers/e2e/shop';
import { withStaticPixKey } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';

// An unpaid PIX order lapses (issue 19): its seats return and My Purchases says why it was cancelled. When the
// transfer comes in after all, the operator confirms it from 'Prazo vencido' and the customer has the tour.

test("a PIX order never paid lapses and My Purchases says 'Pagamento não identificado no prazo'; a late transfer is still confirmed", async ({
  page,
  customer,
  desk,
}) => {
  // The static key's journey (PIX_MODE=static); a provider's charge lapses with its expiry (issue 29).
  await withStaticPixKey(page);
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

  // The transfer shows up in the bank statement the next morning: the operator finds it under 'Prazo vencido'.
  await desk.goto('/admin/pagamentos');
  await desk.getByLabel('Buscar por transação, nome ou valor').fill(customer.nome);
  const lapsed = desk.getByRole('region', { name: 'Prazo vencido' });
  const checkout = lapsed.getByRole('listitem').filter({ hasText: customer.email });
  await expect(checkout).toContainText('Cancelado: pagamento não identificado no prazo');
  await expect(checkout).toContainText('Rota do Horto Florestal');
  await expect(checkout.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectWholeLayout(desk, `a lapsed checkout at ${width} px`);
  }
  await checkout.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Confirmar pagamento' });
  await expect(confirm).toContainText('as vagas são conferidas de novo');
  await expectWholeLayout(desk, 'the late confirmation dialog at 1280 px', { within: confirm });
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(toastText(desk, 'Pagamento confirmado!')).toBeVisible();
  await desk
    .getByRole('dialog', { name: 'Pagamento confirmado' })
    .getByRole('button', { name: 'Concluir' })
    .click();
  // Confirmed, it leaves 'Prazo vencido' (other tests' lapsed checkouts may still be listed there).
  await expect(checkout).toHaveCount(0);
  await desk.close();

  // The customer has the tour, shown once, and the group of cancelled orders is gone.
  await page.reload();
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1');
  await expect(page.getByRole('button', { name: /Cancelados/ })).toHaveCount(0);
});
