import { expect, test } from '@playwright/test';
import { signJwt } from '../../supabase/local/jwt';
import { acceptCookies, login, toastText } from '../helpers/e2e/shop';

// Analytics against the real shop: the tracker's events reach track-analytics, and the operator aggregates
// them on /test-analytics.

const api = `http://localhost:${process.env.E2E_API_PORT}`;

async function eventsOf(sessionId: string) {
  const key = await signJwt({ role: 'service_role', iss: 'supabase' }, process.env.E2E_JWT_SECRET!, 600);
  const response = await fetch(
    `${api}/rest/v1/analytics_events?session_id=eq.${encodeURIComponent(sessionId)}&order=id.asc&select=event_type,url_path,event_data,user_fingerprint,device_type,browser,os,referrer`,
    { headers: { apikey: key, Authorization: `Bearer ${key}` } },
  );
  return (await response.json()) as {
    event_type: string;
    url_path: string;
    event_data: Record<string, unknown>;
    user_fingerprint: string | null;
    device_type: string;
    browser: string | null;
    os: string | null;
    referrer: string;
  }[];
}

test('browsing records page views, time on each page and a WhatsApp click', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  await acceptCookies(page);
  await page.waitForFunction(() => sessionStorage.getItem('analytics_session_id') !== null, null, {
    timeout: 10_000,
  });
  const sessionId = await page.evaluate(() => sessionStorage.getItem('analytics_session_id')!);
  await page.waitForTimeout(1500);
  await page
    .getByRole('link', { name: /Promoções/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/combo$/);
  await page.waitForTimeout(1200);
  await page
    .getByRole('link', { name: /Transfer/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transfer$/);

  await expect
    .poll(
      async () =>
        (await eventsOf(sessionId)).filter((e) => e.event_type === 'page_view').map((e) => e.url_path),
      {
        timeout: 15_000,
      },
    )
    .toEqual(['/', '/combo', '/transfer']);

  // A WhatsApp link (kept from opening the app: there is no network here).
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href*="wa.me"]')) event.preventDefault();
    }),
  );
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /WhatsApp/i })
    .first()
    .click();
  await expect
    .poll(async () => (await eventsOf(sessionId)).some((e) => e.event_type === 'click_whatsapp'), {
      timeout: 15_000,
    })
    .toBe(true);

  // Leaving the page sends the time on it with keepalive.
  await page.waitForTimeout(1100);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(
      async () =>
        (await eventsOf(sessionId)).filter((e) => e.event_type === 'time_on_page').map((e) => e.url_path),
      {
        timeout: 15_000,
      },
    )
    .toEqual(['/', '/combo', '/transfer']);
  const events = await eventsOf(sessionId);
  const home = events.find((e) => e.event_type === 'time_on_page' && e.url_path === '/')!;
  expect(home.event_data.seconds).toBeGreaterThanOrEqual(1);
  expect(Number.isInteger(home.event_data.seconds)).toBe(true);
  expect(events.find((e) => e.event_type === 'page_view')!.event_data).toHaveProperty('is_first_visit', true);
  // Cookies were accepted: events carry the hashed fingerprint, never raw traits.
  expect(events.at(-1)!.user_fingerprint).toMatch(/^[0-9a-f]{64}$/);
  // A desktop browser: its header names no device type, and the 1280 px screen is no phone's.
  expect(events[0]!.device_type).toBe('desktop');
  // track-analytics named the browser and OS from the request's User-Agent header; the page parsed nothing
  // and started no worker for it.
  expect(events[0]).toMatchObject({
    browser: expect.stringMatching(/Chrom/),
    os: expect.stringMatching(/^(Windows|Linux|macOS)$/),
  });
  expect(workers).toEqual([]);
});

test('the admin runs the aggregation on /test-analytics and sees the toast and the chart', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  // This visit's page view is in the database before the day is aggregated, whatever ran before this test.
  await page.waitForFunction(() => sessionStorage.getItem('analytics_session_id') !== null, null, {
    timeout: 10_000,
  });
  const sessionId = await page.evaluate(() => sessionStorage.getItem('analytics_session_id')!);
  await expect
    .poll(
      async () => (await eventsOf(sessionId)).some((e) => e.event_type === 'page_view' && e.url_path === '/'),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await login(page, 'admin@movietour.local', 'movietour-admin');
  await page.goto('/test-analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  // Today's events (this run's) are aggregated by choosing today.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await page.getByLabel('Dia a agregar').fill(today);
  await page.getByRole('button', { name: 'Executar Agregação' }).click();
  await expect(toastText(page, 'Agregação executada com sucesso!')).toBeVisible();
  await expect(toastText(page, /^Processados: [1-9]\d* eventos$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tráfego dos últimos 30 dias' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funil de compra (sessões)' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: '/', exact: true })).toBeVisible();
});

test('a customer runs it and gets the error toast with the reason; no numbers shown', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await login(page);
  await page.goto('/test-analytics');
  await page.getByRole('button', { name: 'Executar Agregação' }).click();
  await expect(toastText(page, 'Erro ao agregar analytics')).toBeVisible();
  await expect(toastText(page, 'Apenas administradores podem agregar analytics.')).toBeVisible();
  await expect(
    page.getByText('Os números de uso dos últimos 30 dias aparecem aqui para administradores.'),
  ).toBeVisible();
});
