import { expect, test, type Locator, type Page } from '@playwright/test';
import { tours } from '../../src/domain/catalogue/tours.ts';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';
import { withCookiesAccepted } from '../helpers/e2e/shop';

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

/**
 * Waits until the page has stopped scrolling with this section's top right under the sticky header: its scroll
 * margin (8rem) from the top of the screen.
 */
async function expectAtTopOfScreen(page: Page, selector: string) {
  const section = page.locator(selector);
  const restingTop = async () => {
    const before = await section.evaluate((element) => element.getBoundingClientRect().top);
    await page.waitForTimeout(250);
    const after = await section.evaluate((element) => element.getBoundingClientRect().top);
    return before === after ? Math.round(after) : Number.NaN;
  };
  await expect.poll(restingTop, { timeout: 10_000 }).toBe(128);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`home sections at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Passeios and Carros scroll to their sections, also from another page', async ({ page }) => {
      await page.goto('/transfer');
      await page.getByRole('navigation').getByRole('button', { name: 'Passeios' }).click();
      await expect(page).toHaveURL(/\/(#popular-tours)?$/);
      await expectAtTopOfScreen(page, '#popular-tours');
      await page.getByRole('navigation').getByRole('button', { name: 'Carros' }).click();
      await expectAtTopOfScreen(page, '#nossos-carros');
    });

    test('for a visitor who prefers reduced motion, Carros jumps to its section at once', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      // The page is live once a first click has scrolled (a click before hydration is replayed later).
      await page.getByRole('navigation').getByRole('button', { name: 'Passeios' }).click();
      await expectAtTopOfScreen(page, '#popular-tours');
      await page.getByRole('navigation').getByRole('button', { name: 'Carros' }).click();
      // Read right after the click: a smooth scroll would still be on its way down the page.
      const top = await page
        .locator('#nossos-carros')
        .evaluate((element) => Math.round(element.getBoundingClientRect().top));
      expect(top).toBe(128);
    });

    test('a shared link to a section opens the home page on it; a broken one at its top', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/#nossos-carros');
      await expectAtTopOfScreen(page, '#nossos-carros');
      await page.goto('/#passeios-experiencia');
      await expectAtTopOfScreen(page, '#passeios-experiencia');
      // A link cut short in the middle of an encoded character opens the home page at its top, and the page
      // works: its navigation, which the app runs once it has hydrated, still scrolls.
      await page.goto('about:blank');
      await page.goto('/#%E0%A4%A');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Passeios de cinema na Suíça Brasileira' }),
      ).toBeInViewport();
      await page.getByRole('navigation').getByRole('button', { name: 'Carros' }).click();
      await expectAtTopOfScreen(page, '#nossos-carros');
      expect(errors).toEqual([]);
    });
  });
}

test.describe('storefront', () => {
  test('home shows hero, popular and experience tours, testimonials, vehicles and footer', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('#popular-tours')).toBeVisible();
    await expect(page.locator('#nossos-carros')).toBeAttached();
    for (const tour of tours) {
      await expect(page.locator('main').getByRole('link', { name: tour.title }).first()).toBeAttached();
    }
    const footer = page.locator('footer');
    for (const tour of tours) await expect(footer.getByRole('link', { name: tour.title })).toBeAttached();
    await expect(footer.getByRole('link', { name: 'Transfer Privativo' })).toBeAttached();
    await expect(footer.getByRole('link', { name: 'Combos de Passeios' })).toBeAttached();
    await expect(footer.getByRole('link', { name: 'Política de Cancelamento' })).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('home has title, description, canonical, social tags and TravelAgency JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Movie Tour/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Movie Tour/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect.poll(() => jsonLdTypes(page)).toContain('TravelAgency');
    const agency = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'TravelAgency');
    expect(agency?.priceRange).toMatch(/90.*500/);
    expect(JSON.stringify(agency?.openingHoursSpecification)).toContain('08:00');
  });

  for (const tour of tours) {
    test(`tour page ${tour.id} shows its content, meta tags and JSON-LD`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`/passeio/${tour.id}`);
      await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
      await expect(page.getByText('Por onde passamos')).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Veja todas as informações sobre esse passeio' }),
      ).toBeVisible();
      await expect(
        page.getByText(tour.priceUnit === 'carro' ? 'por carro' : 'por pessoa').first(),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(tour.title));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeLessThanOrEqual(150);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/passeio/${tour.id}$`),
      );
      await expect
        .poll(() => jsonLdTypes(page))
        .toEqual(expect.arrayContaining(['TouristTrip', 'BreadcrumbList']));
      const trip = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map(
          (text) =>
            JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string; price: string } },
        )
        .find((data) => data['@type'] === 'TouristTrip');
      expect(trip?.offers).toMatchObject({ priceCurrency: 'BRL', price: tour.price.toFixed(2) });
      expect(errors).toEqual([]);
    });
  }

  test("a tour's photo carousel moves with its buttons and the arrow keys", async ({ page }) => {
    const tour = tours[0]!;
    await page.goto(`/passeio/${tour.id}`);
    const photos = page.getByRole('region', { name: `Fotos do passeio ${tour.title}` });
    const next = photos.getByRole('button', { name: 'Próxima foto' });
    // Embla starts when the page is idle or the pointer reaches the carousel.
    await next.hover();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(photos.getByText('2 / 6')).toBeVisible();
    // The photos after the first come once the carousel has started.
    const second = photos.getByRole('img', { name: `${tour.title} — foto 2` });
    await expect(second).toBeVisible();
    await expect
      .poll(() => second.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await photos.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(photos.getByText('1 / 6')).toBeVisible();
    await photos.getByRole('button', { name: 'Foto anterior' }).press('ArrowLeft');
    await expect(photos.getByText('6 / 6')).toBeVisible();
  });

  test('the gallery loads its images and Escape returns to the tour page', async ({ page }) => {
    const tour = tours[0]!;
    await page.goto(`/passeio/${tour.id}/galeria`);
    await expect(page.getByRole('heading', { name: tour.title })).toBeVisible();
    await expect(page.locator('main img, img').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/passeio/${tour.id}$`));
  });

  test('an unknown tour says so, in the page and in the gallery', async ({ page }) => {
    await page.goto('/passeio/nao-existe');
    await expect(page.getByText('Passeio não encontrado')).toBeVisible();
    await page.goto('/passeio/nao-existe/galeria');
    await expect(page.getByText('Passeio não encontrado')).toBeVisible();
  });

  test('combo, transfer and both policy addresses render, the policy with one canonical URL', async ({
    page,
  }) => {
    await page.goto('/combo');
    await expect(page.getByText('Promoção dia Todo')).toBeVisible();
    await expect(page.getByRole('link', { name: /Solicitar Combo/ }).first()).toHaveAttribute(
      'href',
      /wa\.me/,
    );
    await page.goto('/transfer');
    await expect(page.getByText(/Guarulhos/).first()).toBeVisible();
    for (const path of ['/regras-cancelamento', '/regras-de-cancelamento']) {
      await page.goto(path);
      await expect(page.getByText(/161\/85/).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/regras-cancelamento$/);
    }
  });

  test('the cookie bar stores consent and stays hidden afterwards', async ({ page }) => {
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Aceitar' });
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(accept).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
    await page.reload();
    await expect(page.locator('#popular-tours')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aceitar' })).toBeHidden();
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const tour of tours) expect(sitemap).toContain(`/passeio/${tour.id}</loc>`);
  });
});

test.describe('storefront on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('pages fit the screen without horizontal scrolling', async ({ page }) => {
    for (const path of ['/', `/passeio/${tours[0]!.id}`, '/combo', '/transfer', '/regras-cancelamento']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('before Aceitar, the cookie bar hides no part of the footer at the end of the page', async ({
    page,
  }) => {
    await page.goto('/transfer');
    const bar = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(bar).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Atendimento das 08:00/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const [footerBox, barBox] = [await footer.boundingBox(), await bar.boundingBox()];
        return footerBox && barBox ? Math.round(footerBox.y + footerBox.height - barBox.y) : null;
      })
      .toBeLessThanOrEqual(0);
  });
});

/**
 * The text and controls of the page that a box covers: the lines of leaf elements with text, and links, buttons and
 * fields, that meet it (touching edges do not count), the floating buttons themselves left out.
 */
async function contentUnder(page: Page, cover: Locator): Promise<string[]> {
  const box = await cover.boundingBox();
  if (!box) throw new Error('the floating button has no box');
  return page.evaluate((area) => {
    const floating = Array.from(document.querySelectorAll('a[href*="wa.me"], a[href*="whatsapp"]')).filter(
      (element) => getComputedStyle(element).position === 'fixed',
    );
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *, footer *'))) {
      if (floating.some((button) => button.contains(element))) continue;
      const leafText = element.children.length === 0 && element.textContent?.trim();
      if (!leafText && !element.matches('a, button, input, select, textarea')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      // A text is judged by its lines, not by its box's padding.
      let rect = element.getBoundingClientRect();
      if (leafText) {
        const range = document.createRange();
        range.selectNodeContents(element);
        rect = range.getBoundingClientRect();
      }
      if (rect.width * rect.height <= 1) continue;
      const meets =
        rect.left < area.x + area.width - 1 &&
        rect.right > area.x + 1 &&
        rect.top < area.y + area.height - 1 &&
        rect.bottom > area.y + 1;
      if (meets) found.push(`<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40)}`);
    }
    return found;
  }, box);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test.describe(`a tour page's floating chat buttons at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('hide nothing at the end of the page, and the tour chat keeps out of the content', async ({
      page,
    }) => {
      await withCookiesAccepted(page);
      await page.goto(`/passeio/${tours[0]!.id}`);
      const tourChat = page.getByRole('link', { name: `Conversar pelo WhatsApp sobre ${tours[0]!.title}` });
      const shopChat = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' });
      await expect(tourChat).toBeVisible();
      await expect(shopChat).toBeVisible();
      // The end of the page, where nothing more scrolls out from under them: the footer's last line.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => Math.round(innerHeight + scrollY)))
        .toBe(await page.evaluate(() => document.documentElement.scrollHeight));
      expect(await contentUnder(page, tourChat), 'under the tour chat at the end').toEqual([]);
      expect(await contentUnder(page, shopChat), 'under the shop chat at the end').toEqual([]);
      // The tour chat is as small as the shop's own button up to 1600 px: the labelled pill, 200 px wide, lay over
      // the left column's text and buttons at every desktop width; from 1280 px the page's margin holds it whole.
      const [tourBox, shopBox] = [await tourChat.boundingBox(), await shopChat.boundingBox()];
      expect(tourBox!.width).toBeLessThanOrEqual(shopBox!.width);
      if (viewport.width >= 1280) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += Math.round(viewport.height / 2)) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          expect(await contentUnder(page, tourChat), `under the tour chat at ${y} px down`).toEqual([]);
        }
      }
    });
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`storefront layout stability at ${viewport.width} px`, () => {
    // The page opens at this size (resizing it just before loading raced the first layout in Chromium).
    test.use({ viewport });

    test('pages do not shift as they load and hydrate', async ({ page }) => {
      // Layout shifts without recent input, as the CLS metric counts them, each with the window size it
      // happened in: under a loaded CI machine Chromium has once laid a new tab's first page out before the
      // configured viewport reached it, and the cookie bar 'moved' by the resize, not by anything the shop did.
      await page.addInitScript(() => {
        const store = {
          sizes: [`${window.innerWidth}x${window.innerHeight}`],
          shifts: [] as { value: number; nodes: string[] }[],
        };
        (window as unknown as { __layout: typeof store }).__layout = store;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          }[]) {
            store.sizes.push(`${window.innerWidth}x${window.innerHeight}`);
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((source) =>
              source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node),
            );
            store.shifts.push({ value: entry.value, nodes });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const expectedSize = `${viewport.width}x${viewport.height}`;
      for (const path of [
        '/',
        `/passeio/${tours[0]!.id}`,
        `/passeio/${tours[0]!.id}/galeria`,
        '/combo',
        '/transfer',
      ]) {
        let layout: { sizes: string[]; shifts: { value: number; nodes: string[] }[] } | undefined;
        // A measurement taken in a window of another size is void and taken again (at most twice more).
        for (let attempt = 0; attempt < 3; attempt += 1) {
          await page.goto(path);
          await page.waitForLoadState('load');
          // Past hydration and the idle-time extras (the floating WhatsApp button, the carousel).
          await page.waitForTimeout(2500);
          layout = await page.evaluate(
            () =>
              (
                window as unknown as {
                  __layout: { sizes: string[]; shifts: { value: number; nodes: string[] }[] };
                }
              ).__layout,
          );
          if (layout.sizes.every((size) => size === expectedSize)) break;
          console.log(
            `${path}: measured in a window of ${layout.sizes.join(', ')}, not ${expectedSize}; again`,
          );
        }
        expect(
          layout!.sizes.every((size) => size === expectedSize),
          `${path}: ${layout!.sizes.join(', ')}`,
        ).toBe(true);
        const total = layout!.shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `${path}: ${JSON.stringify(layout!.shifts)}`).toBeLessThan(0.02);
      }
    });
  });
}
