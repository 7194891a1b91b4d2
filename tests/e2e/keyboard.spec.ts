import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, demoCustomer, seedCart } from '../helpers/e2e/shop';

// The main journeys with the keyboard alone (Tab, Enter, Space, arrows, Escape), with visible focus.

async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const css = getComputedStyle(element);
    return {
      outline: css.outlineStyle !== 'none' && css.outlineWidth !== '0px',
      ring: css.boxShadow !== 'none',
    };
  });
  expect(style, 'a focused element').not.toBeNull();
  expect(style!.outline || style!.ring, 'focus is visible (outline or ring)').toBe(true);
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('log in, add a tour from its page and check out to the PIX dialog with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await acceptCookies(page);

  // Log in.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await expect(dialog).toBeVisible();
  // The sign-in form's tab panel is a Tab stop: its focus shows too.
  await tabTo(page, dialog.getByRole('tabpanel'));
  await expectVisibleFocus(page);
  // Escape gives the focus back to 'Entrar', and Enter opens the dialog again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Email'));
  await page.keyboard.type(demoCustomer.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demoCustomer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // The toast is announced: Radix copies it into a polite live region.
  await expect(
    page.locator('[role="status"][aria-live]').filter({ hasText: 'Login realizado com sucesso!' }),
  ).toHaveCount(1);

  // Add a tour from its page: the date picker by arrows and Enter.
  await page.goto('/passeio/city-tour-tradicional');
  await tabTo(page, page.getByRole('button', { name: /Data do passeio/ }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('.rdp-day button').first()).toBeVisible();
  // Into the day grid (one day is tabbable), then to an available future day.
  for (let i = 0; i < 10; i++) {
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('.rdp-day')))) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Data do passeio/ })).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await tabTo(page, page.getByRole('button', { name: 'Adicionar ao Carrinho' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrinho$/, { timeout: 5000 });

  // Check out: the boarding hotel by keyboard, then 'Finalizar Compra' and the PIX option.
  await seedCart(page, ['city-tour-tradicional'], 3);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Hotel ou pousada' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  const checkout = page.getByRole('button', { name: 'Finalizar Compra' });
  await tabTo(page, checkout);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const choice = page.getByRole('dialog', { name: 'Forma de pagamento' });
  await expect(choice).toBeVisible();
  // Escape gives the focus back to 'Finalizar Compra' (it stays focusable while the checkout's code loads).
  await page.keyboard.press('Escape');
  await expect(choice).toBeHidden();
  await expect(checkout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choice).toBeVisible();
  await tabTo(page, choice.getByRole('button', { name: /PIX/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Pagamento via PIX' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Pagamento via PIX' })).toBeHidden();
  // The PIX dialog, opened from the choice's button, gives the focus back to the cart's 'Finalizar Compra'.
  await expect(checkout).toBeFocused();
});

/**
 * Opens a tour page with the code of Radix's accordion (or `held`, the app's) held back until `release()`, so a test
 * sees the served questions hand over to Radix's. Returns the questions' buttons (whichever accordion draws them).
 */
async function tourQuestionsWithRadixHeld(page: Page, held = /\/assets\/accordion-radix-[\w-]+\.js$/) {
  let release = () => {};
  const releasing = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await releasing;
    await route.continue();
  });
  await page.goto('/passeio/rota-do-horto');
  const questions = page.getByRole('region', { name: 'Perguntas frequentes' }).getByRole('button');
  return { questions, release };
}

/** Radix's buttons carry data-orientation; the served ones do not. */
const drawnByRadix = (question: Locator) => expect(question).toHaveAttribute('data-orientation', 'vertical');

test("a tour page's questions by keyboard: the focus stays put as the accordion's code comes", async ({
  page,
}) => {
  const { questions, release } = await tourQuestionsWithRadixHeld(page);
  await acceptCookies(page);
  // Reached by keyboard while served: the focus stays on the same question once Radix has come.
  await tabTo(page, questions.first());
  await expect(questions.first()).not.toHaveAttribute('data-orientation');
  release();
  await drawnByRadix(questions.first());
  await expect(questions.first()).toBeFocused();
  await expectVisibleFocus(page);
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  // Then Radix's keys: Enter opens, arrows move, Space opens another and closes the first.
  await page.keyboard.press('Enter');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
});

test("a tour page's question clicked before the accordion's code comes opens when it comes", async ({
  page,
}) => {
  const { questions, release } = await tourQuestionsWithRadixHeld(page);
  await acceptCookies(page);
  await questions.nth(2).click();
  await expect(questions.nth(2)).not.toHaveAttribute('data-orientation');
  release();
  await drawnByRadix(questions.nth(2));
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(2)).toBeFocused();
  await expect(page.getByRole('region', { name: 'Perguntas frequentes' }).getByRole('region')).toBeVisible();
});

test("a tour page's question focused before the page is live keeps the focus as the accordion comes", async ({
  page,
}) => {
  // The app itself is held back: the page is only its served HTML while the question gets the focus.
  const { questions, release } = await tourQuestionsWithRadixHeld(page, /\/assets\/app-[\w-]+\.js$/);
  await tabTo(page, questions.nth(1));
  release();
  await drawnByRadix(questions.nth(1));
  await expect(questions.nth(1)).toBeFocused();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
});
