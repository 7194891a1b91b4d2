import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, which the benchmarks (bench:web, bench:pix, bench:operator) and the screenshots script launch
 * where it is installed (the registry's browser downloads are not reachable on our machines); elsewhere
 * undefined, so Playwright and chrome-launcher fall back to their own browser.
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

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the browser of the browser tests where it is
 * installed: the same engine without the full browser's window layers and GPU process, which is what Playwright
 * itself runs headless tests in, and took about a quarter less CPU per test here. The visual gate's baselines are
 * its rendering (docs/testing.md); where it is missing the tests run in Playwright's own browser.
 */
export const testChromium: string | undefined = existsSync('/usr/lib/chromium/chromium-headless-shell')
  ? '/usr/lib/chromium/chromium-headless-shell'
  : undefined;

/** The headless shell is headless by nature: the flags above, but the mode. */
export const testChromiumFlags = chromiumFlags.filter((flag) => !flag.startsWith('--headless'));
