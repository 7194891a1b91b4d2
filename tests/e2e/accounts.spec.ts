import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  demoCustomer,
  fillRegister,
  newCustomer,
  openAuthDialog,
  toastText,
} from '../helpers/e2e/shop';
import { expectWholeLayout } from '../helpers/e2e/layout';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('register shows each validation message of the spec', async ({ page }) => {
  await openAuthDialog(page);
  const valid = newCustomer();
  const cases = [
    [{ ...valid, nome: 'Al' }, 'Por favor, insira seu nome completo (mínimo 3 caracteres).'],
    [{ ...valid, celular: '12345' }, 'Por favor, insira um celular válido com DDD.'],
    [{ ...valid, email: 'sem-arroba' }, 'Por favor, insira um email válido.'],
    [{ ...valid, password: '123' }, 'A senha deve ter pelo menos 6 caracteres.'],
  ] as const;
  for (const [values, message] of cases) {
    await fillRegister(page, values);
    await expect(toastText(page, message)).toBeVisible();
  }
});

test('register refuses a taken e-mail and a taken mobile', async ({ page }) => {
  await openAuthDialog(page);
  await fillRegister(page, { ...newCustomer(), email: demoCustomer.email });
  await expect(
    toastText(page, 'Este email já está cadastrado. Faça login ou use outro email.'),
  ).toBeVisible();
  await fillRegister(page, { ...newCustomer(), celular: '(12) 99999-0000' });
  await expect(
    toastText(page, 'Este celular já está cadastrado. Faça login ou use outro número.'),
  ).toBeVisible();
});

test('a new customer signs up, is signed in, and logs out back home', async ({ page }) => {
  const customer = newCustomer();
  await openAuthDialog(page);
  await fillRegister(page, customer);
  await expect(toastText(page, 'Cadastro realizado com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByText(customer.nome)).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});

test('the top bar fits a 320 px phone, signed out and signed in', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const banner = page.getByRole('banner');
  const name = banner.getByRole('link', { name: 'Movie Tour — página inicial' }).getByText('Movie Tour');
  const cart = banner.getByRole('button', { name: /^Carrinho de compras/ });
  const nameClearOfCart = async () => {
    const [nameBox, cartBox] = [await name.boundingBox(), await cart.boundingBox()];
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(cartBox!.x);
  };
  await expectWholeLayout(page, 'the top bar signed out', { within: banner });
  await nameClearOfCart();

  await openAuthDialog(page);
  await fillRegister(page, newCustomer());
  await expect(toastText(page, 'Cadastro realizado com sucesso!')).toBeVisible();
  // Below 360 px the menu button shows its icons only; its name is still "Menu".
  const menu = banner.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeEnabled();
  await expectWholeLayout(page, 'the top bar signed in', { within: banner });
  await nameClearOfCart();
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
});

test('login with a wrong password fails; with the right one it succeeds and survives a reload', async ({
  page,
}) => {
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toastText(page, 'Por favor, preencha email e senha.')).toBeVisible();
  await dialog.getByLabel('Email').fill(demoCustomer.email);
  await dialog.getByLabel('Senha').fill('senha-errada');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toastText(page, 'Email ou senha incorretos.')).toBeVisible();
  await dialog.getByLabel('Senha').fill(demoCustomer.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toastText(page, 'Login realizado com sucesso!')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByText(demoCustomer.name)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Minhas Compras' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Regras de Cancelamento' })).toBeVisible();
});

test('/auth opens the login dialog and returns to where the visitor was going', async ({ page }) => {
  await page.goto('/auth?redirect=/carrinho');
  const dialog = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await dialog.getByLabel('Email').fill(demoCustomer.email);
  await dialog.getByLabel('Senha').fill(demoCustomer.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
});

test('a session ended elsewhere leaves a clean signed-out page, not an error', async ({ page, request }) => {
  const customer = newCustomer();
  await openAuthDialog(page);
  await fillRegister(page, customer);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // The same customer signs out everywhere from another device.
  const config = (await (await request.get('/config.json')).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const headers = { apikey: config.supabaseAnonKey, 'Content-Type': 'application/json' };
  const login = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers,
    data: { email: customer.email, password: customer.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const logout = await request.post(`${config.supabaseUrl}/auth/v1/logout?scope=global`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.locator('#popular-tours')).toBeVisible();
});

test('a customer who forgot the password gets a link by mail, sets a new one and is signed in with it', async ({
  page,
}) => {
  const customer = newCustomer();
  await openAuthDialog(page);
  await fillRegister(page, customer);
  await expect(toastText(page, 'Cadastro realizado com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();

  const dialog = await openAuthDialog(page);
  await dialog.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    `Se houver uma conta com o e-mail ${customer.email}, enviamos um link para criar uma nova senha.`,
  );
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectWholeLayout(page, `the sent reset link at ${viewport.width} px`, { within: dialog });
  }
  await page.keyboard.press('Escape');

  await page.goto(`http://localhost:${process.env.E2E_API_PORT}/mailbox`);
  const mail = page
    .locator('article')
    .filter({ hasText: customer.email.toLowerCase() })
    .filter({ hasText: 'Redefina sua senha da Movie Tour' });
  await mail.getByRole('link', { name: 'Criar uma nova senha' }).click();
  await expect(page).toHaveURL(/\/redefinir-senha$/);
  await expect(page.getByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible();
  await expect(page.getByText(customer.email.toLowerCase())).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
  await page.getByLabel('Confirme a nova senha').fill('outra-senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(toastText(page, 'As duas senhas precisam ser iguais.')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('nova-senha-1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(toastText(page, 'Senha alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const again = await openAuthDialog(page);
  await again.getByLabel('Email').fill(customer.email);
  await again.getByLabel('Senha').fill(customer.password);
  await again.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toastText(page, 'Email ou senha incorretos.')).toBeVisible();
  await again.getByLabel('Senha').fill('nova-senha-1');
  await again.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toastText(page, 'Login realizado com sucesso!')).toBeVisible();
});

test('a reset link that was used or is broken says so, and offers a new one', async ({ page }) => {
  await page.goto('/redefinir-senha#error=access_denied&error_code=otp_expired');
  // Its title says so too: 'Crie uma nova senha' stood over a message with no form to create one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link inválido ou expirado');
  await expect(page.getByRole('alert')).toHaveText(
    'Este link para criar uma nova senha é inválido ou já expirou. Peça um novo: ele chega ao seu e-mail em instantes.',
  );
  // Straight to the request for a new link, not to the login form.
  await page.getByRole('main').getByRole('button', { name: 'Pedir um novo link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await expect(dialog.getByRole('button', { name: 'Enviar link' })).toBeVisible();
  await expect(dialog.getByLabel('Senha')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // 'Entrar' opens the login form, and the dialog opened again from it forgets the reset form.
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByLabel('Senha')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar link' })).toHaveCount(0);
});
