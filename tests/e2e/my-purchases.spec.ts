import { expect, test } from '@playwright/test';
import { acceptCookies, login } from '../helpers/e2e/shop';

test('signed out, My Purchases sends the visitor to /auth', async ({ page }) => {
  await page.goto('/minhas-compras');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
});

test("the demo customer's itineraries are grouped as bought and done, groups open and collapsible", async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await login(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Minhas Compras' }).click();
  await expect(page.getByText('Acompanhe seus passeios reservados')).toBeVisible();
  const bought = page.getByRole('button', { name: /Passeios Comprados/ });
  const done = page.getByRole('button', { name: /Passeios Realizados/ });
  await expect(bought).toContainText('1');
  await expect(done).toContainText('1');
  await expect(page.getByText('Confirmado')).toHaveCount(1);
  await expect(page.getByText('Realizado', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/\d{2} de [a-zç]+, \d{4}/).first()).toBeVisible();
  await done.click();
  await expect(page.getByText('Realizado', { exact: true })).toHaveCount(0);
});
