import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Response } from '@playwright/test';

// src/boot.ts: a prerendered page fetches the app only after its main image, and a tap before then is not lost; a
// visitor's first load brings none of the staff's code.

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

/**
 * Strings that only the staff's code holds (issue 32: nothing the operator or the driver uses reaches a visitor):
 * the console's sections, the boarding screen's offline store and QR scanner, and the analytics page's charts.
 * Literals survive minifying, and go wherever their module goes, whatever the chunking.
 */
const staffMarkers = {
  console: 'Nova reserva',
  'offline boarding store': 'movie-tour-embarque',
  'QR scanner': 'zxing_reader',
  'analytics charts': 'recharts-wrapper',
};

test('a visitor of / and of a tour page loads no staff code, up to network idle', async ({ page }) => {
  // Each marker is in the build: a marker that stopped existing would prove nothing below.
  const assets = path.join(import.meta.dirname, '../../dist/assets');
  const built = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'));
  for (const [what, marker] of Object.entries(staffMarkers)) {
    expect(
      built.some((text) => text.includes(marker)),
      `${what}: "${marker}" in the build`,
    ).toBe(true);
  }

  for (const route of ['/', '/passeio/rota-do-horto']) {
    const scripts = new Map<string, Response>();
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200)
        scripts.set(response.url(), response);
    };
    page.on('response', collect);
    await page.goto(route);
    await expect.poll(() => page.evaluate(reactAttached)).toBe(true);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(scripts.size).toBeGreaterThan(3);
    for (const [url, response] of scripts) {
      const text = await response.text();
      for (const [what, marker] of Object.entries(staffMarkers)) {
        expect(text.includes(marker), `${route} loaded ${url}, which holds the ${what}`).toBe(false);
      }
    }
  }
});
