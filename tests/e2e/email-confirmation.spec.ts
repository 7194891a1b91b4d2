import { expect, test } from '@playwright/test';
import { acceptCookies, fillRegister, newCustomer, toastText } from '../helpers/e2e/shop';

// This shop runs with AUTH_EMAIL_CONFIRM=true: sign-up returns no session until the e-mail is confirmed.
const shop = `http://localhost:${process.env.E2E_CONFIRM_PORT}`;
const backend = `http://localhost:${process.env.E2E_CONFIRM_API_PORT}`;

test('sign-up asks to confirm the e-mail; login waits for the confirmation link', async ({ page }) => {
  const customer = newCustomer();
  await page.goto(shop);
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await fillRegister(page, customer);

  const confirm = page.getByRole('dialog', { name: 'Confirme seu Email' });
  await expect(confirm).toContainText(customer.email);
  await expect(confirm).toContainText(/spam/);
  await confirm.getByRole('button', { name: 'Entendi, ir para Login' }).click();

  const dialog = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await expect(dialog.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Senha').fill(customer.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(
    toastText(page, 'Por favor, confirme seu email antes de fazer login. Verifique sua caixa de entrada.'),
  ).toBeVisible();

  await page.goto(`${backend}/mailbox`);
  const mail = page.locator('li, article, tr').filter({ hasText: customer.email }).first();
  await mail.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`^${shop}`));

  await page.goto(shop);
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Senha').fill(customer.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toastText(page, 'Login realizado com sucesso!')).toBeVisible();
});
