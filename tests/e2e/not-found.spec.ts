import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/uma-pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page
    .getByRole('link', { name: /página inicial/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});
