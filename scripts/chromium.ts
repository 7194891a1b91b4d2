import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, which the browser tests, the screenshots and bench:web launch where it is installed (the
 * registry's browser downloads are not reachable on our machines); elsewhere undefined, so Playwright and
 * chrome-launcher fall back to their own browser.
 */
export const systemChromium: string | undefined = existsSync('/usr/bin/chromium')
  ? '/usr/bin/chromium'
  : undefined;

/** Headless, without a sandbox or a GPU, and without the background traffic a test run does not want. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
