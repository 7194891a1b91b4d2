import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { acceptCookies, login, openAuthDialog, pickFirstAvailableDay, seedCart } from '../helpers/e2e/shop';

// axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on every dialog, menu and signed-in page, at a phone and a desktop width.
// Every public route is scanned by its visual gate test (tests/e2e/visual.spec.ts), on the same visit as its
// picture. Each test starts from a fresh page and its own sign-in, so the tests are shared out between the lanes.
test.describe.configure({ mode: 'parallel' });

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed-in pages, the menu, the cart with its date picker, and every checkout dialog', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await acceptCookies(page);
      // Signed out: the cookie bar and the auth dialog on both tabs.
      await page.evaluate(() => localStorage.removeItem('cookie_consent'));
      await page.reload();
      await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
      await expectNoAxeViolations(page, 'cookie bar');
      await acceptCookies(page);
      const dialog = await openAuthDialog(page);
      await expectNoAxeViolations(page, 'auth dialog, Entrar', { include: '[role="dialog"]' });
      await dialog.getByRole('tab', { name: 'Cadastrar' }).click();
      await expectNoAxeViolations(page, 'auth dialog, Cadastrar', { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await page.goto('/auth');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, '/auth');
      await page.keyboard.press('Escape');

      await login(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, 'user menu');
      await page.keyboard.press('Escape');

      await page.goto('/minhas-compras');
      await expect(page.getByRole('heading', { name: 'Minhas Compras' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, '/minhas-compras');

      await page.goto('/passeio/rota-do-horto');
      await page.getByRole('button', { name: /Data do passeio/ }).click();
      await expect(page.locator('.rdp-day button').first()).toBeVisible();
      await expectNoAxeViolations(page, 'tour page date picker');
      await pickFirstAvailableDay(page);

      await seedCart(page, ['city-tour-tradicional', 'parque-amantikir'], 6);
      await page.goto('/carrinho');
      await expect(page.getByRole('heading', { name: 'Carrinho de Compras' })).toBeVisible();
      // The cart is not prerendered: its title comes with the head manager, a moment after the heading (a run once
      // had axe look in between).
      await expect(page).toHaveTitle('Carrinho de Compras | Movie Tour');
      await expectNoAxeViolations(page, '/carrinho with items');
      await page.getByRole('button', { name: /^Data de City Tour Tradicional/ }).click();
      await expect(page.locator('.rdp-day button').first()).toBeVisible();
      await expectNoAxeViolations(page, 'cart date picker');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Finalizar Compra' }).click();
      const choice = page.getByRole('dialog', { name: 'Forma de pagamento' });
      await expect(choice).toBeVisible();
      await expectNoAxeViolations(page, 'payment choice dialog', { include: '[role="dialog"]' });
      await choice.getByRole('button', { name: /PIX/ }).click();
      const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
      await expect(pix.getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
      await expectNoAxeViolations(page, 'PIX dialog', { include: '[role="dialog"]' });
      await pix.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }).click();
      await expect(page.getByRole('dialog', { name: 'Pagamento em Análise' })).toBeVisible();
      await expectNoAxeViolations(page, 'Pagamento em Análise dialog', { include: '[role="dialog"]' });
    });

    test("the operator console: every screen, its dialogs, and 'Acesso restrito'", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await acceptCookies(page);
      await login(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
      await expectNoAxeViolations(page, "/admin as a customer ('Acesso restrito')");
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();

      await login(page, 'admin@movietour.local', 'movietour-admin');
      for (const path of [
        '/admin',
        '/admin/pagamentos',
        '/admin/manifesto',
        '/admin/reservas',
        '/admin/clientes',
        '/admin/cupons',
        '/admin/vales-presente',
        // Last: the new booking's form is checked below with its errors and calendar.
        '/admin/reservas/nova',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('navigation', { name: 'Painel do operador' })).toBeVisible();
        await expectNoAxeViolations(page, path);
      }
      await page.getByRole('button', { name: 'Cadastrar novo cliente' }).click();
      await page.getByRole('button', { name: 'Registrar reserva' }).click();
      await expect(page.getByText('Selecione uma data para o passeio.').first()).toBeVisible();
      await expectNoAxeViolations(page, 'new booking with its errors');
      await page.getByRole('button', { name: /Data do passeio/ }).click();
      await expect(page.locator('.rdp-day button').first()).toBeVisible();
      await expectNoAxeViolations(page, 'new booking date picker');
      await page.keyboard.press('Escape');

      await page.goto('/admin/reservas');
      await page.getByRole('list', { name: 'Reservas encontradas' }).getByRole('button').first().click();
      await expect(page.getByRole('heading', { name: 'Histórico' })).toBeVisible();
      await expectNoAxeViolations(page, 'booking details dialog', { include: '[role="dialog"]' });
    });
  });
}
