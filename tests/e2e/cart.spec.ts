import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  fillRegister,
  login,
  newCustomer,
  openAuthDialog,
  pickFirstAvailableDay,
  toastText,
  seedCart,
} from '../helpers/e2e/shop';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('signed out, adding from a card asks for login', async ({ page }) => {
  await page.getByRole('button', { name: 'Adicionar: City Tour Tradicional' }).click();
  await expect(toastText(page, 'Faça login para adicionar passeios ao carrinho.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
});

test('signed out, adding from a tour page asks for login, and one Escape closes the dialog', async ({
  page,
}) => {
  await page.goto('/passeio/city-tour-tradicional');
  await page.getByRole('button', { name: /Data do passeio/ }).click();
  await pickFirstAvailableDay(page);
  await page.getByRole('button', { name: 'Fazer Login para Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await expect(dialog).toBeVisible();
  await expect(toastText(page, 'Faça login para adicionar passeios ao carrinho.')).toBeVisible();
  // The toast, a layer raised over the dialog, took the first Escape: the visitor pressed it twice.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('signed out, the cart page asks for login', async ({ page }) => {
  await page.goto('/carrinho');
  await expect(page.getByRole('heading', { name: 'Login Necessário' })).toBeVisible();
  await expect(
    page.getByText('Você precisa fazer login para acessar seu carrinho de compras.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Fazer Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
});

test('cards toggle Adicionar / Adicionado and the badge counts', async ({ page }) => {
  await login(page);
  const toggle = page.getByRole('button', { name: /City Tour Tradicional$/ });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Adicionado: City Tour Tradicional' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Adicionado: City Tour Tradicional' }).click();
  await expect(page.getByRole('button', { name: 'Adicionar: City Tour Tradicional' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test("the cart is its owner's: kept after Sair for their return, empty for another customer", async ({
  page,
}) => {
  const signOut = async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  };
  await login(page);
  await page.getByRole('button', { name: 'Adicionar: City Tour Tradicional' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await signOut();
  await login(page);
  await expect(page.getByRole('button', { name: 'Adicionado: City Tour Tradicional' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await signOut();

  // Someone else signs up on the same browser: the last customer's tours and hotel are not theirs to see.
  await openAuthDialog(page);
  await fillRegister(page, newCustomer());
  await expect(toastText(page, 'Cadastro realizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar: City Tour Tradicional' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.goto('/carrinho');
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
});

test('tour page: date required, add, go to the cart after 1.5 s, cart survives a reload', async ({
  page,
}) => {
  await login(page);
  await page.goto('/passeio/city-tour-tradicional');
  await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText('Selecione uma data para o passeio.')).toBeVisible();
  await page.getByRole('button', { name: /Data do passeio/ }).click();
  await pickFirstAvailableDay(page);
  await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(toastText(page, 'City Tour Tradicional foi adicionado ao seu carrinho.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Já está no Carrinho' })).toBeDisabled();
  await expect(page).toHaveURL(/\/carrinho$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Carrinho de Compras' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'City Tour Tradicional' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(1);
});

test('checkout lists every problem, then opens the payment choice once they are fixed', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Adicionar: City Tour Tradicional' }).click();
  await page.getByRole('button', { name: 'Adicionar: Parque Amantikir' }).click();
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Corrija os seguintes problemas' });
  await expect(alert).toContainText('É necessário escolher um hotel ou ponto de encontro');
  await expect(alert).toContainText(
    '2 passeio(s) sem data selecionada: City Tour Tradicional, Parque Amantikir',
  );

  await page.getByRole('button', { name: 'Não encontro minha hospedagem' }).click();
  await page.getByRole('radio').first().check();
  for (const title of ['City Tour Tradicional', 'Parque Amantikir']) {
    await page.getByRole('button', { name: new RegExp(`Data de ${title}`) }).click();
    await pickFirstAvailableDay(page);
  }
  await page.getByRole('button', { name: 'Aumentar adultos' }).click();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('dialog', { name: 'Forma de pagamento' })).toBeVisible();
});

test('a corrupted cart in localStorage gives an empty cart, not a crash', async ({ page }) => {
  await login(page);
  await page.evaluate(() => localStorage.setItem('cart', '{"isto não é": um carrinho'));
  await page.goto('/carrinho');
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
});

test('two tours on the same day and period: the item shows the conflict and checkout refuses it', async ({
  page,
}) => {
  await login(page);
  await seedCart(page, ['city-tour-tradicional', 'rota-do-horto'], 4);
  await page.goto('/carrinho');
  await expect(
    page.getByText(
      'Conflito detectado: Você já tem o passeio "Rota do Horto Florestal" agendado para o mesmo dia e horário.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Corrija os seguintes problemas' });
  await expect(alert).toContainText(
    /Conflito em \d{2}\/\d{2}\/\d{4}: "City Tour Tradicional" \(Manhã\) e "Rota do Horto Florestal" \(Manhã e Tarde\)/,
  );
  await expect(page.getByRole('dialog', { name: 'Forma de pagamento' })).toBeHidden();
});
