import type { Page } from '@playwright/test';

/**
 * The page's console errors and uncaught exceptions from now on, for a test to expect none of. `ignore` leaves out
 * console messages the test provokes on purpose (the browser's reports of requests made while offline).
 */
export function collectConsoleErrors(page: Page, { ignore }: { ignore?: RegExp } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (ignore?.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
