import { expect, test } from '@playwright/test';

// src/boot.ts: a prerendered page fetches the app only after its main image, and a tap before then is not lost.

const appChunk = /\/assets\/app-[^/]+\.js$/;
const appOrReact = /\/assets\/(app|react)-[^/]+\.js$/;
const reactAttached = () =>
  Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react'));

test("the app's code is fetched after the page's main image has arrived", async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => events.push(`request ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`finished ${new URL(request.url()).pathname}`));
  await page.goto('/');
  await expect.poll(() => events.some((event) => appChunk.test(event))).toBe(true);
  await expect.poll(() => page.evaluate(reactAttached)).toBe(true);

  const heroDone = events.findIndex((event) => /^finished \/images\/hero\/1-/.test(event));
  // React comes first, in a task of its own, then the app.
  const reactRequested = events.findIndex(
    (event) => event.startsWith('request') && /\/assets\/react-/.test(event),
  );
  const appRequested = events.findIndex((event) => event.startsWith('request') && appOrReact.test(event));
  expect(reactRequested, events.join('\n')).toBe(appRequested);
  expect(heroDone, events.join('\n')).toBeGreaterThanOrEqual(0);
  expect(heroDone, events.join('\n')).toBeLessThan(appRequested);
});

test("the hero's other photos are not in the prerendered page; they come when the carousel starts", async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const heroPhotos = new Set([...html.matchAll(/\/images\/hero\/(\d+)-/g)].map((match) => match[1]));
  expect([...heroPhotos]).toEqual(['1']);

  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Destaques da Movie Tour' });
  await hero.hover();
  const photos = hero.getByRole('img');
  await expect(photos).toHaveCount(3);
  // Lazy, but within the browser's lazy-load distance: each arrives whole.
  for (const photo of await photos.all()) {
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('a tap on a button before the app is ready is given to the button once it is', async ({ page }) => {
  await page.route(appChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/transfer', { waitUntil: 'domcontentloaded' });
  const login = page.getByRole('button', { name: 'Entrar' });
  await expect(login).toBeVisible();
  expect(await page.evaluate(reactAttached)).toBe(false);
  await login.click();
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
});

test('a page that is not prerendered (the shell) fetches React and the app together', async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => events.push(`request ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`finished ${new URL(request.url()).pathname}`));
  await page.goto('/carrinho');
  await expect(page.getByRole('heading', { name: 'Login Necessário' })).toBeVisible();
  const appRequested = events.findIndex((event) => event.startsWith('request') && appChunk.test(event));
  const reactFinished = events.findIndex((event) => /^finished \/assets\/react-/.test(event));
  expect(appRequested, events.join('\n')).toBeGreaterThanOrEqual(0);
  expect(appRequested, events.join('\n')).toBeLessThan(reactFinished);
});
