/**
 * Screenshots of pages at a phone and a desktop width, for looking at what we build:
 * `npx tsx scripts/screenshots.ts http://localhost:5173 /out/dir / /passeio/rota-do-horto ...`
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, systemChromium } from './chromium.ts';

const [base = 'http://localhost:5173', outDir = '/tmp/shots', ...routes] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 360 ? 780 : 900 } });
  page.on(
    'console',
    (message) => message.type() === 'error' && console.log(`[console ${width}] ${message.text()}`),
  );
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
