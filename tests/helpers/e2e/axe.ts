import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of every scan: WCAG 2.0 and 2.1, A and AA, and 2.2 AA. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type ScanOptions = {
  /** Scan only this part of the page (a CSS selector: a dialog). */
  include?: string;
  /** Record the violations and go on with the journey; the test still fails at its end. */
  soft?: boolean;
};

/**
 * axe on the page as it is now, failing with each violation and the first elements it found it on.
 *
 * Legacy mode runs axe in the page itself. Without it, @axe-core/playwright opens a blank page for every scan
 * to gather the frames' results, which took about 0.8 s of a scan's 1.8 s here; what it adds is only the testing
 * of cross-origin frames, and the shop has none.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  { include, soft = false }: ScanOptions = {},
) {
  // axe's 550 kB are evaluated once per document: a scan of a page that already holds them (a dialog opened
  // after the page's own scan) hands the builder an empty source, which saved 0.5 to 1 s of its 1 to 1.5 s here.
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  let builder = new AxeBuilder({ page, ...(present ? { axeSource: ';' } : {}) })
    .withTags(tags)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  (soft ? expect.soft : expect)(summary, `${what}: axe violations`).toEqual([]);
}
