import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptCookies,
  fillRegister,
  nextWeekdayInSaoPaulo,
  publicRoutes,
  storeCart,
  toastText,
  withCookiesAccepted,
} from '../helpers/e2e/shop';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { expectWholeLayout } from '../helpers/e2e/layout';

// The visual gate: every route and every dialog or popover, in a realistic filled state, at a phone and a desktop
// width. Each route's visit also runs its axe scan. Each state is checked twice: layout assertions (tests/helpers/e2e/layout.ts) that name what is off screen, and
// a screenshot compared with its committed baseline in tests/e2e/__screenshots__ (docs/testing.md: when and how
// to update them). Rendered deterministically: a fixed clock in the browser, fixed accounts and carts, reduced
// motion (no autoplay), fonts loaded, carets and animations off, and every photo drawn as a flat box
// (visual.css) so the baselines stay small and do not change when the artwork does.

// Each test starts from a fresh page (and signs its customer up or in), so the tests are shared out between the
// lanes, each with its own shop (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

const photosAsBoxes = path.join(import.meta.dirname, '../helpers/e2e/visual.css');

/** Monday 2 November 2026, 10:00 in São Paulo: what the browser believes now is. */
const fixedNow = new Date('2026-11-02T10:00:00-03:00');
/** A Saturday after fixedNow: both tours below run on it. Only shown, never sent to the backend. */
const shownSaturday = '2026-11-07';
const hotel = 'Pousada Jardim das Araucárias';
const cartTours = ['city-tour-tradicional', 'parque-amantikir'];

const viewports = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** A fixed identity per width, with long values, so the menu and dialogs are seen with real-world lengths. */
function visualCustomer(width: number) {
  return {
    nome: 'Maria Beatriz Camargo de Albuquerque Figueiredo',
    celular: `1198765${String(width).padStart(4, '0')}`,
    email: `maria.beatriz.albuquerque.${width}@exemplo-de-provedor.com.br`,
    password: 'segredo123',
  };
}

/** Signs the fixed customer up, or in when an earlier run against the same backend already did. */
async function signIn(page: Page, customer: ReturnType<typeof visualCustomer>) {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await fillRegister(page, customer);
  const menu = page.getByRole('button', { name: 'Menu' });
  const taken = toastText(page, 'Usuário já cadastrado');
  await expect(menu.or(taken)).toBeVisible();
  if (await menu.isVisible()) return;
  const auth = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await auth.getByRole('tab', { name: 'Entrar' }).click();
  await auth.getByLabel('Email').fill(customer.email);
  await auth.getByLabel('Senha').fill(customer.password);
  await auth.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(menu).toBeVisible();
}

async function settle(page: Page) {
  // The pointer stays where the last click left it, over whatever opened there (the payment choice's PIX option
  // at 360 px): whether that shows as hovered by the picture depends on the machine's speed. Pictures are taken
  // with the pointer in the top-left corner, over nothing that reacts.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

type StateOptions = {
  /** The dialog, popover or menu the state is about; the screenshot is then of the screen, not the page. */
  within?: Locator;
  keyContent?: Locator[];
  /** Dynamic text (dates the backend decides) drawn as a box. */
  mask?: Locator[];
  /** Keep toasts in the picture (when a toast is part of the state). */
  toasts?: boolean;
  /** False: layout assertions only (a page drawn by the same template as one already pictured). */
  picture?: boolean;
};

/**
 * Routes checked by the layout assertions but not pictured: the same page as one that is (the policy's second
 * address; the tours drawn by the template of rota-do-horto, per person, and turismo-aparecida, per car).
 */
const sameTemplateAs = new Set([
  '/regras-de-cancelamento',
  ...publicRoutes.filter(
    (route) =>
      /^\/passeio\/[^/]+$/.test(route) &&
      !['/passeio/rota-do-horto', '/passeio/turismo-aparecida'].includes(route),
  ),
]);

/** Closes the toasts on screen, as a customer may, so the next picture does not depend on their timing. */
async function closeToasts(page: Page) {
  const toasts = page.getByTestId('toast');
  // A toast may close on its own while its button is being clicked; a click then waits for a button that will not
  // come back (a clean-clone run once timed out so), so each click is short and the whole is tried again.
  await expect(async () => {
    const close = toasts.getByRole('button', { name: 'Fechar notificação' }).first();
    if ((await close.count()) > 0) await close.click({ timeout: 1_000 });
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Layout assertions, then the screenshot comparison, of the state on screen now. */
async function checkState(page: Page, name: string, options: StateOptions = {}) {
  await settle(page);
  if (!options.toasts) {
    // A warning that outlived its problem is a defect; a confirmation ('Login realizado...') just passes.
    await expect
      .soft(page.locator('[data-testid="toast"][data-variant="destructive"]'), `${name}: a stale warning`)
      .toHaveCount(0);
    await closeToasts(page);
  }
  await expectWholeLayout(page, name, { within: options.within, keyContent: options.keyContent });
  if (options.picture === false) return;
  const width = page.viewportSize()?.width ?? 0;
  await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
    fullPage: !options.within,
    mask: options.mask,
    stylePath: photosAsBoxes,
  });
}

/**
 * Fixes the browser's clock, and makes the web fonts `font-display: block` for the pictures: the shop's
 * `optional` uses them only when they arrive within ~100 ms, which a loaded test machine does not promise (the
 * fallback fonts have a test of their own below). Called before the page's first visit.
 */
async function prepare(page: Page) {
  await page.clock.setFixedTime(fixedNow);
  await page.route(/\.css(\?|$)/, async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block');
    await route.fulfill({ response, body: css });
  });
  // The backend says which departures are no longer sold by its own (real) clock, and how many seats the other
  // journeys of this run took; the pictures' browser clock is fixed, so the calendars judge sales by that clock
  // alone (vendas_ate), as they do for a page left open, and every day has all its seats.
  await page.route(/\/rest\/v1\/rpc\/tour_availability/, async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as Record<string, unknown>[];
    await route.fulfill({
      response,
      json: rows.map((row) => ({ ...row, livres: row.capacidade, vendas_encerradas: false, partiu: false })),
    });
  });
}

for (const viewport of viewports) {
  test.describe(`visual gate at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of publicRoutes) {
      test(`public route ${route}`, async ({ page }) => {
        await prepare(page);
        // A returning visitor who accepted cookies (the bar has its picture below), in one visit to the route.
        await withCookiesAccepted(page);
        await page.goto(route);
        await expect(page.locator('h1').first()).toBeVisible();
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
        await checkState(page, `route-${name}`, { picture: !sameTemplateAs.has(route) });
        // The route's axe scan (tests/e2e/a11y.spec.ts has the dialogs'), on the same visit: one page load for both.
        await expectNoAxeViolations(page, route);
      });
    }

    test('the cookie bar, and the auth dialog with its errors', async ({ page }) => {
      await prepare(page);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
      await checkState(page, 'cookie-bar', { within: page.getByRole('region', { name: /cookies/i }) });
      await acceptCookies(page);

      // /auth, where My Purchases sends a visitor who is not signed in: the login dialog over the home page.
      await page.goto('/auth');
      const auth = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
      await expect(auth).toBeVisible();
      await checkState(page, 'route-auth', { within: auth });
      await page.keyboard.press('Escape');

      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
      await auth.getByLabel('Email').fill('maria.beatriz@exemplo.com.br');
      await auth.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(toastText(page, 'Por favor, preencha email e senha.')).toBeVisible();
      await checkState(page, 'auth-login-error', { within: auth, toasts: true });
      await closeToasts(page);

      await auth.getByRole('tab', { name: 'Cadastrar' }).click();
      await auth.getByLabel('Nome completo').fill('Ma');
      await auth.getByLabel('Celular').fill('(12) 99999-0000');
      await auth.getByLabel('Email').fill('maria.beatriz@exemplo.com.br');
      await auth.getByLabel('Senha').fill('segredo123');
      await auth.getByRole('button', { name: 'Cadastrar', exact: true }).click();
      await expect(toastText(page, /nome completo \(mínimo 3 caracteres\)/)).toBeVisible();
      await checkState(page, 'auth-register-error', { within: auth, toasts: true });
    });

    test('every public route laid out whole in the fallback fonts, as a first visit on a slow network', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // The web fonts are `font-display: optional`: a visitor whose connection does not bring them within ~100 ms
      // reads the whole visit in the fallback fonts, which are wider.
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto('/');
      await acceptCookies(page);
      for (const route of publicRoutes) {
        await page.goto(route);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectWholeLayout(page, `${route} (fallback fonts)`);
      }
    });

    test('a customer: menu, calendars, cart, payment choice, PIX, review and My Purchases', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await prepare(page);
      await page.goto('/');
      await acceptCookies(page);
      await signIn(page, visualCustomer(viewport.width));

      await page.getByRole('button', { name: 'Menu' }).click();
      await checkState(page, 'user-menu', { within: page.getByRole('menu') });
      await page.keyboard.press('Escape');

      await page.goto('/carrinho');
      await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
      await checkState(page, 'cart-empty');
      await page.goto('/minhas-compras');
      await expect(page.getByText('Nenhum passeio reservado ainda')).toBeVisible();
      await checkState(page, 'purchases-empty');

      await page.goto('/passeio/rota-do-horto');
      await page.getByRole('button', { name: /Data do passeio/ }).click();
      const tourCalendar = page.getByRole('dialog').filter({ has: page.locator('.rdp-day') });
      await expect(tourCalendar).toBeVisible();
      await checkState(page, 'tour-date-picker', { within: tourCalendar });
      await page.keyboard.press('Escape');

      await storeCart(page, cartTours, shownSaturday, hotel);
      await page.goto('/carrinho');
      await expect(page.getByRole('heading', { name: 'Carrinho de Compras' })).toBeVisible();
      await checkState(page, 'cart-filled');
      await page.getByRole('button', { name: /^Data de City Tour Tradicional/ }).click();
      const cartCalendar = page.getByRole('dialog').filter({ has: page.locator('.rdp-day') });
      await expect(cartCalendar).toBeVisible();
      await checkState(page, 'cart-date-picker', { within: cartCalendar });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Finalizar Compra' }).click();
      const choice = page.getByRole('dialog', { name: 'Forma de pagamento' });
      await checkState(page, 'payment-choice', { within: choice });
      await page.keyboard.press('Escape');

      // The orders the PIX choice records carry a day the backend, on its real clock, accepts.
      await storeCart(page, cartTours, nextWeekdayInSaoPaulo(6), hotel);
      // A new visit, not a reload: a reload restores the scroll position whenever the browser gets to it, and the
      // page behind the PIX dialog is in its picture.
      await page.goto('/carrinho');
      await expect(page.getByRole('heading', { name: 'Carrinho de Compras' })).toBeVisible();
      // The page laid out whole (its data and fonts in) before the click scrolls to the button: otherwise where the
      // page behind the dialog stands depends on what had arrived by then.
      await settle(page);
      await page.getByRole('button', { name: 'Finalizar Compra' }).click();
      await choice.getByRole('button', { name: /PIX/ }).click();
      const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
      await expect(pix).toContainText('R$ 380,00');
      await checkState(page, 'pix', {
        within: pix,
        keyContent: [
          pix.getByText('R$ 380,00', { exact: true }),
          pix.getByRole('img', { name: /QR Code PIX/ }),
        ],
        // The database's transaction id, the charge's codes and its countdown (see the PIX dialog test below).
        mask: [
          pix.getByRole('img', { name: /QR Code PIX/ }),
          pix.locator('code').first(),
          pix.getByRole('definition').filter({ hasText: /^TOUR\d{8}$/ }),
          pix.getByText(/^Expira em/),
        ],
      });

      await pix.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }).click();
      const review = page.getByRole('dialog', { name: 'Pagamento em Análise' });
      await checkState(page, 'payment-review', { within: review });
      await review.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/minhas-compras$/);
      await expect(page.getByText('Aguardando Pagamento')).toHaveCount(2);
      // The dates are the real clock's; the checkout's transaction id is the database's.
      await checkState(page, 'purchases-pending', {
        mask: [page.getByTestId('purchase-date'), page.getByText(/^Compra TOUR\d{8}:/)],
      });
    });
  });
}

test('the PIX dialog is whole at 320, 360, 768 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await prepare(page);
  await page.goto('/');
  await acceptCookies(page);
  await signIn(page, visualCustomer(320));
  await storeCart(page, cartTours, nextWeekdayInSaoPaulo(6), hotel);
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  const qrCode = pix.getByRole('img', { name: /QR Code PIX/ });
  await expect(pix).toContainText('R$ 380,00');

  for (const size of [
    { width: 320, height: 640 },
    { width: 360, height: 780 },
    { width: 768, height: 1024 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await pix.evaluate((dialog) => dialog.scrollTo(0, 0));
    await expectWholeLayout(page, 'PIX dialog', {
      within: pix,
      keyContent: [pix.getByText('Valor a pagar'), pix.getByText('R$ 380,00', { exact: true }), qrCode],
    });
    expect((await qrCode.boundingBox())?.width, 'QR code width').toBeGreaterThanOrEqual(180);
    // Below the fold of a short phone the rest is reached by scrolling the dialog; each piece is then whole.
    for (const content of [
      pix.getByText('PIX copia e cola', { exact: true }),
      pix.getByRole('button', { name: 'Copiar pix copia e cola' }),
      pix.getByText('Beneficiário', { exact: true }),
      pix.getByRole('link', { name: 'Abrir página de teste do PIX' }),
      pix.getByRole('definition').filter({ hasText: /^TOUR\d{8}$/ }),
      pix.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }),
    ]) {
      await content.scrollIntoViewIfNeeded();
      await expectWholeLayout(page, 'PIX dialog, scrolled', { within: pix, keyContent: [content] });
    }
    await pix.evaluate((dialog) => dialog.scrollTo(0, 0));
    await settle(page);
    // The dialog alone: the page behind it is still settling from the resize (the layout assertions above say
    // the dialog is whole on screen).
    // The transaction id is the database's (the time of the order's transaction), the QR code and the copia e cola
    // code are the provider's charge, and the countdown runs: masked, so their boxes are still compared but not
    // their content.
    await expect(pix).toHaveScreenshot(`pix-${size.width}x${size.height}.png`, {
      mask: [
        qrCode,
        pix.locator('code').first(),
        pix.getByRole('definition').filter({ hasText: /^TOUR\d{8}$/ }),
        pix.getByText(/^Expira em/),
      ],
    });
  }

  // The copia e cola code is shortened on screen and copied whole.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 320, height: 640 });
  const code = pix.locator('code').first();
  const payload = (await code.textContent()) ?? '';
  expect(payload).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  expect(await code.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await pix.getByRole('button', { name: 'Copiar pix copia e cola' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
});

test('the confirm e-mail dialog', async ({ page }) => {
  const shop = `http://localhost:${process.env.E2E_CONFIRM_PORT}`;
  await prepare(page);
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(shop);
    await acceptCookies(page);
    await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
    await fillRegister(page, visualCustomer(viewport.width));
    const confirm = page.getByRole('dialog', { name: 'Confirme seu Email' });
    await expect(confirm).toContainText(visualCustomer(viewport.width).email);
    await checkState(page, 'confirm-email', { within: confirm });
  }
});
