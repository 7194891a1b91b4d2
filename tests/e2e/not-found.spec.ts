import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/uma-pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page
    .getByRole('link', { name: /página inicial/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('at an unknown path the prerendered 404 page is hydrated, not drawn again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/outra-pagina-que-nao-existe', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
      document.querySelector('h1');
  });
  // Wait for React to take the page over.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('an unknown tour is drawn by the app: "Passeio não encontrado"', async ({ page }) => {
  await page.goto('/passeio/nao-existe');
  await expect(page.getByRole('heading', { name: 'Passeio não encontrado' })).toBeVisible();
});
