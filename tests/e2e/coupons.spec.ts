import type { Page } from '@playwright/test';
import { runDay } from '../helpers/days';
import { expect, test } from '../helpers/e2e/fixtures';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { storeCart } from '../helpers/e2e/shop';

// Coupons (issue 31) as the operator and a customer live them: a code made at /admin/cupons, applied in the
// cart, priced again by the database in the PIX charge, and counted on the operator's list once paid.

/** A code of this run (coupon codes are unique and the shop's data outlives a run). */
const runCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`.slice(0, 30);

async function createCoupon(desk: Page, code: string, percent: number) {
  await desk.goto('/admin/cupons');
  await desk.getByRole('button', { name: 'Novo cupom' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Novo cupom' });
  await dialog.getByLabel('Código').fill(code);
  await dialog.getByLabel('Percentual').fill(String(percent));
  await dialog.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(dialog).toBeHidden();
}

test('a coupon made at /admin/cupons lowers the cart, the PIX charge and is counted once paid', async ({
  page,
  customer,
  desk,
}) => {
  test.setTimeout(90_000);
  // Signed in on `page` by the fixture; the mail and the list do not need its address.
  expect(customer.email).toBeTruthy();
  const code = runCode('INVERNO');
  await createCoupon(desk, code, 10);
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await desk.goto('/admin/cupons');
    await expect(desk.getByText(code).first()).toBeVisible();
    await expectWholeLayout(desk, `/admin/cupons at ${width} px`);
    await desk.getByRole('button', { name: 'Novo cupom' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Novo cupom' });
    await dialog.getByRole('button', { name: 'Criar cupom' }).click();
    await expectWholeLayout(desk, `'Novo cupom' with its errors at ${width} px`, { within: dialog });
    await desk.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // Six weeks ahead, two adults: R$ 180,00 + R$ 240,00 before the coupon.
  await storeCart(
    page,
    ['city-tour-tradicional', 'parque-amantikir'],
    runDay('parque-amantikir', 1, 42),
    'Hotel Estoril',
  );
  await page.goto('/carrinho');
  const field = page.getByRole('textbox', { name: 'Cupom de desconto' });
  await field.fill('naoexiste');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom não encontrado')).toBeVisible();

  await field.fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(`Cupom ${code} aplicado`)).toBeVisible();
  // 10% of each line: R$ 18,00 and R$ 24,00.
  await expect(page.getByText(`Cupom ${code}:`)).toBeVisible();
  await expect(page.getByText('-R$ 42,00')).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectWholeLayout(page, `cart with a coupon at ${width} px`);
  }

  // The coupon survives a reload, then the database prices the PIX checkout: 420 − 42 − 40 of PIX discount.
  await page.reload();
  await expect(page.getByText(`Cupom ${code} aplicado`)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await expect(pix).toContainText('R$ 338,00');
  const href = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  const phone = await page.context().browser()!.newPage();
  await phone.goto(href!);
  await phone.getByRole('button', { name: 'Pagar' }).click();
  await phone.close();
  const paid = page.getByRole('dialog', { name: 'Pagamento confirmado!' });
  await expect(paid).toBeVisible();
  await paid.getByRole('button', { name: 'Minhas Compras' }).click();
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('2');
  // Bought, the cart and its coupon are gone.
  await page.goto('/carrinho');
  await expect(page.getByText(`Cupom ${code}`)).toHaveCount(0);

  // The operator sees the use and what it gave.
  await desk.reload();
  const row = desk.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('R$ 42,00');
  await expect(row).toContainText('1 uso (sem limite)');
});

test('a coupon with the longest code (30 characters) edits in a whole dialog on a phone', async ({
  desk,
}) => {
  const code = runCode('INVERNOSUPERLONGO').padEnd(30, 'X');
  await createCoupon(desk, code, 10);
  await desk.setViewportSize({ width: 360, height: 740 });
  await desk.goto('/admin/cupons');
  const edit = desk.getByRole('button', { name: `Editar ${code}` });
  await edit.click();
  // The title holds the code, which has no space to break at: it wraps inside the dialog.
  const dialog = desk.getByRole('dialog', { name: `Editar cupom ${code}` });
  await expect(dialog).toBeVisible();
  await expectWholeLayout(desk, `'Editar cupom' with a 30-character code`, { within: dialog });
  await desk.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test("a coupon of 100%: nothing to pay, 'Confirmar reserva' books the tours at once", async ({
  page,
  customer,
  desk,
}) => {
  test.setTimeout(90_000);
  expect(customer.email).toBeTruthy();
  const code = runCode('CORTESIA');
  await createCoupon(desk, code, 100);
  await storeCart(
    page,
    ['city-tour-tradicional', 'parque-amantikir'],
    runDay('parque-amantikir', 1, 43),
    'Hotel Estoril',
  );
  await page.goto('/carrinho');
  await page.getByRole('textbox', { name: 'Cupom de desconto' }).fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(`Cupom ${code} aplicado`)).toBeVisible();
  await expect(page.getByText('-R$ 420,00')).toBeVisible();

  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const choice = page.getByRole('dialog', { name: 'Forma de pagamento' });
  await expect(choice).toContainText(
    'Seu cupom cobre o valor desta compra: confirme a reserva sem pagamento.',
  );
  await expect(choice.getByRole('button', { name: /PIX|Cartão de crédito/ })).toHaveCount(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectWholeLayout(page, `nothing to pay at ${width} px`, { within: choice });
  }
  await choice.getByRole('button', { name: 'Confirmar reserva' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Reserva confirmada' });
  await expect(confirmed).toContainText('Seu cupom cobriu o valor da reserva.');
  await expectWholeLayout(page, "'Reserva confirmada' at 1280 px", { within: confirmed });
  await confirmed.getByRole('button', { name: 'Ver minhas compras' }).click();
  await expect(page).toHaveURL(/\/minhas-compras$/);
  // Booked, not waiting for a payment: both tours are bought and the cart is empty.
  await expect(page.getByRole('button', { name: 'Passeios Comprados 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aguardando Confirmação de Pagamento 0' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('2', { exact: true })).toHaveCount(0);

  await desk.reload();
  await expect(desk.getByRole('row').filter({ hasText: code })).toContainText('1 uso (sem limite)');
});
