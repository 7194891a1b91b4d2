import { expect, test, type Page } from '@playwright/test';
import { signUpWithCart, toastText } from '../helpers/e2e/shop';

async function chooseCard(page: Page) {
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page
    .getByRole('dialog', { name: 'Forma de pagamento' })
    .getByRole('button', { name: /Cartão de crédito/ })
    .click();
}

test('Card: the test provider page, Pagar, "Pagamento Confirmado!", the cart cleared and "Passeios Comprados"', async ({
  page,
}) => {
  // City Tour Tradicional and Parque Amantikir on a Saturday, two adults: 2 × 90 + 2 × 120 = R$ 420,00 (no PIX discount).
  await signUpWithCart(page, ['city-tour-tradicional', 'parque-amantikir'], 6);
  await chooseCard(page);

  await expect(page).toHaveURL(/\/test-checkout\/cs_test_\w+$/);
  await expect(page.getByText('Ambiente de teste')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(/R\$\s420,00/);
  await expect(page.getByText('City Tour Tradicional')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();

  await expect(page).toHaveURL(/\/pagamento-sucesso\?session_id=cs_test_\w+$/);
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await expect(page.getByRole('button', { name: 'Carrinho de compras', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ver Minhas Compras' }).click();
  await expect(page).toHaveURL(/\/minhas-compras$/);
  const purchased = page.getByRole('button', { name: /Passeios Comprados/ });
  await expect(purchased).toContainText('2');
  await expect(page.getByText('Confirmado', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('main').getByText('Parque Amantikir')).toBeVisible();
});

test('Card: Cancelar returns to the cart intact; trying again says "Pedido duplicado"; My Purchases pays it', async ({
  page,
}) => {
  await signUpWithCart(page, ['city-tour-tradicional'], 3);
  const cartBefore = await page.evaluate(() => localStorage.getItem('cart'));
  await chooseCard(page);
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.getByRole('heading', { name: 'Carrinho de Compras' })).toBeVisible();
  await expect(page.getByRole('main').getByText('City Tour Tradicional').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(cartBefore);

  await chooseCard(page);
  await expect(toastText(page, 'Pedido duplicado')).toBeVisible();
  await expect(toastText(page, "Este pedido já foi registrado. Verifique 'Minhas Compras'.")).toBeVisible();
  await expect(page).toHaveURL(/\/carrinho$/);

  // My Purchases offers to pay the pending card order: the same provider session, then confirmed.
  await page.goto('/minhas-compras');
  await page.getByRole('button', { name: /Pagar com cartão · R\$\s180,00/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver Minhas Compras' }).click();
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1');
  await expect(page.getByRole('button', { name: /Pagar com cartão/ })).toHaveCount(0);
});

test('Card left at the provider, the cart paid by PIX: the card order is cancelled, the cart emptied, nothing is paid twice', async ({
  page,
}) => {
  await signUpWithCart(page, ['city-tour-tradicional'], 3);
  await chooseCard(page);
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);

  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  const pix = page.getByRole('dialog', { name: /PIX/ });
  const testPage = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(testPage!);
  await phone.getByRole('button', { name: 'Pagar' }).click();
  await phone.close();
  await expect(page.getByRole('dialog', { name: 'Pagamento confirmado!' })).toBeVisible();

  // One booking, and no card order left for My Purchases to offer to pay. Left without the dialog's button, the
  // bought cart is empty all the same.
  await page.goto('/minhas-compras');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1');
  await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText('0');
  await expect(page.getByRole('button', { name: /Pagar com cartão/ })).toHaveCount(0);
});

test('Payment result: without session_id the received view; an unknown session gives the "Aviso" toast', async ({
  page,
}) => {
  await page.goto('/pagamento-sucesso');
  await expect(page.getByRole('heading', { name: 'Pagamento Recebido!' })).toBeVisible();
  await expect(page.getByText(/24 horas/)).toBeVisible();

  await page.goto('/pagamento-sucesso?session_id=cs_test_desconhecida');
  await expect(toastText(page, 'Aviso')).toBeVisible();
  await expect(
    toastText(
      page,
      'Não foi possível verificar o pagamento automaticamente. Entre em contato se tiver dúvidas.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamento Recebido!' })).toBeVisible();
});
