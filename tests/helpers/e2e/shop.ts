import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { dayInSaoPaulo } from '../../../src/domain/calendar-days';
import { tours } from '../../../src/domain/catalogue/tours';
import { signJwt } from '../../../supabase/local/jwt';
import type { Session } from '@supabase/supabase-js';
import { newCustomerDetails, nodeClient, registerCustomer } from '../customers';
import { authStorageKey } from '../../../src/config/auth-storage';
import { cookieConsentAccepted, cookieConsentKey } from '../../../src/config/consent-storage';

export const demoCustomer = {
  email: 'cliente@movietour.local',
  password: 'movietour123',
  name: 'Cliente Demonstração',
};

/** A fresh identity per call (the shared factory), for the tests of the sign-up form itself. */
export const newCustomer = () => newCustomerDetails();

/** The shop's backend in the browser tests (playwright.config.ts starts it), with a publishable JWT key. */
async function shopApi() {
  return {
    url: `http://localhost:${process.env.E2E_API_PORT}`,
    anonKey: await signJwt({ role: 'anon', iss: 'supabase' }, process.env.E2E_JWT_SECRET!, 3600),
  };
}

export async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Aceitar' });
  // A page the app draws from scratch (the shell) shows the bar only once the app has started.
  const shown = await accept.waitFor({ state: 'visible', timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  // A prerendered bar is removed by hydration when consent was already stored: the click may find it gone.
  await accept.click({ timeout: 5000 }).catch(() => undefined);
  // Before the app has started the click is held and replayed; the bar goes once consent is stored.
  await expect(accept).toBeHidden();
}

export async function openAuthDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
  return page.getByRole('dialog', { name: 'Entre na Movie Tour' });
}

export async function login(page: Page, email = demoCustomer.email, password = demoCustomer.password) {
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha').fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toastText(page, 'Login realizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
}

export async function fillRegister(
  page: Page,
  values: { nome: string; celular: string; email: string; password: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await dialog.getByRole('tab', { name: 'Cadastrar' }).click();
  await dialog.getByLabel('Nome completo').fill(values.nome);
  await dialog.getByLabel('Celular').fill(values.celular);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Senha').fill(values.password);
  await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
}

/**
 * Picks the first bookable day after today in the open calendar, moving to the next month when needed. Today is
 * left out: whether it is still sold depends on the hour (sales close hours before boarding), and the calendar
 * learns it from the backend after it opens, so a test that picked it would pass or fail with the clock.
 */
export async function pickFirstAvailableDay(page: Page) {
  for (let month = 0; month < 3; month++) {
    const day = page.locator('.rdp-day:not(.rdp-today) button:not([disabled])').first();
    if (await day.count()) {
      await day.click();
      return;
    }
    await page.getByRole('button', { name: /próximo mês|next month/i }).click();
  }
  throw new Error('Nenhum dia disponível no calendário');
}

/** A toast's text in the notification list (Radix also renders a hidden copy for screen readers). */
export function toastText(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').getByText(text).first();
}

/**
 * Stores a cart of `tourIds`, all on the next given weekday (0 = Sunday) for two adults at Hotel Estoril, in the
 * earlier stored form (ISO timestamps), which the cart still reads as calendar days.
 */
export async function seedCart(page: Page, tourIds: string[], weekday: number) {
  await page.evaluate(
    ({ ids, weekday }) => {
      const day = new Date();
      day.setDate(day.getDate() + ((weekday - day.getDay() + 7) % 7 || 7));
      day.setHours(0, 0, 0, 0);
      const details = {
        date: day.toISOString(),
        hotel: 'Hotel Estoril',
        adults: 2,
        children: 0,
        babies: 0,
        pets: 0,
      };
      localStorage.setItem(
        'cart',
        JSON.stringify(ids.map((id) => ({ id, quantity: 1, bookingDetails: details }))),
      );
    },
    { ids: tourIds, weekday },
  );
}

/**
 * The visitor accepted cookies on an earlier visit: the consent is stored before every page of this tab, so the
 * bar never shows (its own tests show it and click 'Aceitar').
 */
export async function withCookiesAccepted(page: Page) {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: cookieConsentKey,
    value: cookieConsentAccepted,
  });
}

/**
 * Stores a session and the cookie consent where the shop reads them, then opens the home page: the browser starts
 * as a returning visitor who accepted cookies and is signed in, and the home page loads once. The storage is written
 * as the next page of this tab starts, once: a later sign-out stays signed out, and a later call signs in another.
 */
async function openSignedIn(page: Page, session: Session) {
  await page.addInitScript(
    ({ key, value, consent, done }) => {
      if (sessionStorage.getItem(done)) return;
      sessionStorage.setItem(done, 'yes');
      localStorage.setItem(consent.key, consent.value);
      localStorage.setItem(key, value);
    },
    {
      key: authStorageKey,
      value: JSON.stringify(session),
      consent: { key: cookieConsentKey, value: cookieConsentAccepted },
      done: `e2e-signed-in-${randomUUID()}`,
    },
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
}

/**
 * A new customer, created through the Auth API (the tests of sign-up itself use the form), signed in on the home
 * page with cookies accepted: the session is stored where supabase-js keeps it, as after a sign-in.
 */
export async function signUpNewCustomer(page: Page) {
  const customer = await registerCustomer(await shopApi());
  await openSignedIn(page, customer.session);
  return customer;
}

/**
 * An existing account (the seed's operator or driver) signed in through the Auth API and opened on the home page.
 * The sign-in dialog has journeys of its own (accounts.spec.ts, a11y.spec.ts).
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const { data, error } = await nodeClient(await shopApi()).auth.signInWithPassword({ email, password });
  if (error) throw error;
  await openSignedIn(page, data.session);
}

/** A new customer with these tours in the cart (see seedCart), on the cart page. */
export async function signUpWithCart(page: Page, tourIds: string[], weekday: number) {
  const customer = await signUpNewCustomer(page);
  await seedCart(page, tourIds, weekday);
  await page.goto('/carrinho');
  return customer;
}

/** Every route a visitor reaches without signing in, the 404 page included. */
export const publicRoutes = [
  '/',
  ...tours.map((tour) => `/passeio/${tour.id}`),
  `/passeio/${tours[0]!.id}/galeria`,
  '/combo',
  '/transfer',
  '/regras-cancelamento',
  '/regras-de-cancelamento',
  '/carrinho',
  '/pagamento-sucesso',
  '/test-analytics',
  '/rota-que-nao-existe',
];

/** Stores a cart of `tourIds` on `day` (YYYY-MM-DD, the form the cart writes) for two adults at `hotel`. */
export async function storeCart(page: Page, tourIds: string[], day: string, hotel: string) {
  await page.evaluate(
    ({ ids, day, hotel }) => {
      const details = { date: day, hotel, adults: 2, children: 0, babies: 0, pets: 0 };
      localStorage.setItem(
        'cart',
        JSON.stringify(ids.map((id) => ({ id, quantity: 1, bookingDetails: details }))),
      );
    },
    { ids: tourIds, day, hotel },
  );
}

/** The next `weekday` (0 = Sunday) after today in São Paulo, on the real clock (the backend's), YYYY-MM-DD. */
export function nextWeekdayInSaoPaulo(weekday: number): string {
  for (let offset = 1; offset <= 7; offset++) {
    const day = dayInSaoPaulo(new Date(), offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === weekday) return day;
  }
  throw new Error(`no weekday ${weekday}`);
}
