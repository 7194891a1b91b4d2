import { test as base, type Page } from '@playwright/test';
import type { RegisteredCustomer } from '../customers';
import { signInAsOperator } from './journeys';
import { signUpNewCustomer } from './shop';

// The browser tests' fixtures: what a journey starts from, set up before its first step. A spec that uses them
// imports `test` and `expect` from here instead of '@playwright/test'. (Playwright's `use` is named `provide`
// here: the React hooks lint rule reads a call to `use` as React's hook.)

type ShopFixtures = {
  /** A new customer (created through the Auth API), signed in on `page` on the home page, cookies accepted. */
  customer: RegisteredCustomer;
  /** The operator's page: another browser context, the seed's operator signed in on the home page. */
  desk: Page;
};

export const test = base.extend<ShopFixtures>({
  customer: async ({ page }, provide) => {
    await provide(await signUpNewCustomer(page));
  },
  desk: async ({ browser }, provide) => {
    const desk = await browser.newPage();
    await signInAsOperator(desk);
    await provide(desk);
    if (!desk.isClosed()) await desk.close();
  },
});

export { expect } from '@playwright/test';
