import { expect, test } from '@playwright/test';
import { tours } from '../../src/domain/catalogue/tours';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';

// Public pages arrive as finished HTML (scripts/prerender-plugin.ts) and hydrate without a mismatch.

const pages = [
  { path: '/', h1: 'Passeios de cinema na Suíça Brasileira' },
  ...tours.map((tour) => ({ path: `/passeio/${tour.id}`, h1: tour.title })),
  { path: `/passeio/${tours[0]!.id}/galeria`, h1: tours[0]!.title },
  { path: '/combo', h1: 'Promoções e Combos' },
  { path: '/transfer', h1: 'Transfer Privativo' },
  { path: '/regras-cancelamento', h1: 'Regras de Cancelamento' },
  { path: '/regras-de-cancelamento', h1: 'Regras de Cancelamento' },
];

test('public pages are served as HTML with their content, title, canonical URL and JSON-LD', async ({
  request,
}) => {
  for (const { path, h1 } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`data-prerendered="${path}"`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html, path).toMatch(/<head>[\s\S]*<title[^>]*>[^<]+<\/title>[\s\S]*<\/head>/);
    if (!path.endsWith('/galeria')) {
      expect(html, path).toMatch(/<link [^>]*rel="canonical" href="https?:\/\/[^"]+"\/>[\s\S]*<\/head>/);
    }
  }
  const tourHtml = await (await request.get(`/passeio/${tours[1]!.id}`)).text();
  const jsonLd = [...tourHtml.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string },
  );
  expect(jsonLd.map((data) => data['@type'])).toEqual(
    expect.arrayContaining(['TouristTrip', 'BreadcrumbList']),
  );
});

test('client-only pages get the empty shell; unknown paths the 404 page', async ({ request }) => {
  const cart = await (await request.get('/carrinho')).text();
  expect(cart).toContain('<div id="root"></div>');
  const missing = await (await request.get('/pagina-que-nao-existe')).text();
  expect(missing).toContain('Oops! Page not found');
  expect(missing).toMatch(/<meta [^>]*name="robots" content="noindex"/);
});

test('a prerendered tour page hydrates without errors, keeps the stored cart and responds to clicks', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/transfer');
  await page.evaluate(() =>
    localStorage.setItem('cart', JSON.stringify([{ id: 'rota-do-horto', quantity: 1 }])),
  );

  await page.goto('/passeio/parque-amantikir');
  await expect(page.getByRole('button', { name: 'Carrinho de compras, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Fazer Login para Adicionar' }).click();
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('rota-do-horto');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the head follows the visitor from a prerendered page to the next, with one of each tag', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Movie Tour/);
  const tour = tours[2]!;
  await page.getByRole('link', { name: tour.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
  // The head manager arrives after the first page rendered (src/components/seo.tsx); then the tour page's head.
  await expect(page).toHaveTitle(new RegExp(tour.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/passeio/${tour.id}$`),
  );
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  // And back: the home page's head again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Passeios de cinema/ })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('head title')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the prerendered page is kept while its code is still on the way, whatever updates first', async ({
  page,
}) => {
  // Slow the tour page's code down past the moment the layout's idle-time extras appear: an urgent update
  // above a still-dehydrated boundary would make React drop the prerendered HTML (a blank page and a layout
  // shift) and render it again later.
  await page.route(/\/assets\/tour-page-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedArticles: string[] }).removedArticles = removed;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes)
          if (node instanceof HTMLElement && node.matches('article')) removed.push(node.className);
    }).observe(document, { childList: true, subtree: true });
  });
  const code = page.waitForResponse(/\/assets\/tour-page-[^/]+\.js$/);
  await page.goto(`/passeio/${tours[2]!.id}`);
  await expect(page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })).toBeVisible();
  await code;
  // Once its code is in, the very same page answers clicks. A click is tried again only while the dialog is not
  // open: on a busy machine the dialog's own code can take longer than one try, and a second click would then wait
  // behind the open dialog's overlay until the test timed out.
  const login = page.getByRole('button', { name: 'Fazer Login para Adicionar' });
  const dialog = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await login.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass();
  expect(
    await page.evaluate(() => (window as unknown as { removedArticles: string[] }).removedArticles),
  ).toEqual([]);
});

test('what a visitor types in a served form before the page hydrates reaches the form once it has', async ({
  page,
}) => {
  // The page's code waits until the fields are filled, as on a slow phone (or for a quick script).
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/gift-cards-page-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/vale-presente');
  const preview = page.getByRole('complementary', { name: 'Prévia do vale-presente' });
  await page.getByLabel('Nome de quem recebe').fill('Joana Prado');
  await page.getByLabel('Mensagem').fill('Boa viagem!');
  await expect(preview).not.toContainText('Para Joana Prado.');
  release();
  // Hydrated, the form holds what was typed: the preview follows it, and the fields still show it.
  await expect(preview).toContainText('Para Joana Prado.');
  await expect(page.getByLabel('Nome de quem recebe')).toHaveValue('Joana Prado');
  await expect(page.getByLabel('Mensagem')).toHaveValue('Boa viagem!');
});

test('pages are served with the security headers and a CSP that allows the backend', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // The camera and WebAssembly for the shop's own pages only: the boarding screen's scanner (issue 30).
  expect(headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(\)/);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com;");
  expect(csp).toContain(`connect-src 'self' http://localhost:${process.env.E2E_API_PORT}`);
  expect(csp).toContain("frame-ancestors 'none'");
});

test('the footer is kept as served while its code is on the way, and hydrates in place when it comes', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // The footer's code loads after the rest of the layout's (src/app/layout/root-layout.tsx): slowed down here.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/footer-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: tours[3]!.title })).toBeVisible();
  await footer.evaluate((element) => element.setAttribute('data-served', ''));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // The rest of the page is live without it, and its updates leave the served footer alone.
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(footer).toHaveAttribute('data-served', '');

  // React marks the elements it has hydrated (a `__reactFiber…` key): not the footer's yet.
  const hydrated = () =>
    footer.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  expect(await hydrated()).toBe(false);

  // Once its code is in, the same footer is hydrated and navigates inside the app: no new document.
  release();
  await expect.poll(hydrated).toBe(true);
  await expect(footer).toHaveAttribute('data-served', '');
  await footer.getByRole('link', { name: tours[3]!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: tours[3]!.title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});
