import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { previousDayInSaoPaulo } from '../../src/domain/calendar-days';
import { daysFromToday, runDay } from '../helpers/days';
import { buyByCard } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { acceptCookies, signUpNewCustomer } from '../helpers/e2e/shop';
import { asOperator, customerId, rest, sendQueuedMails } from '../helpers/e2e/shop-api';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';

// The voucher (issue 30): 'Ver voucher' on a bought tour opens its e-ticket, whole on a phone and a desktop and in
// print; the 'Reserva confirmada' mail links it; nobody else opens it.

const mailbox = () => `http://localhost:${process.env.E2E_API_PORT}/mailbox`;
const voucherUrl = /\/voucher\/([0-9A-HJKMNP-TV-Z]{12})$/;

/** The page whole at 360 and 1280 px, its QR code and code on screen; a picture of each, and of print. */
async function checkVoucherLayout(page: Page, testInfo: TestInfo, what: string) {
  const ticket = page.getByRole('article');
  for (const size of [
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectWholeLayout(page, `${what} at ${size.width} px`, {
      keyContent: [page.getByRole('img', { name: /QR Code do voucher/ }), page.getByTestId('voucher-code')],
    });
    await expectNoAxeViolations(page, `${what} at ${size.width} px`, { soft: true });
    await page.screenshot({ path: testInfo.outputPath(`${what}-${size.width}.png`), fullPage: true });
  }
  // Print: the ticket alone (no header, footer or links back), on one A4 page (297 mm at 96 dpi, less margins).
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  const height = await ticket.evaluate((element) => element.getBoundingClientRect().height);
  expect(height, 'the ticket fits one A4 page').toBeLessThan(((297 - 2 * 14) / 25.4) * 96);
  await page.screenshot({ path: testInfo.outputPath(`${what}-print.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

async function signedInPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signUpNewCustomer(page);
  return page;
}

test("a bought tour's voucher: from My Purchases and from the mail, whole on a phone, a desktop and paper", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const customer = await signUpNewCustomer(page);
  await buyByCard(page, 'city-tour-tradicional', daysFromToday(30), 0);

  await page.goto('/minhas-compras');
  const bought = page.getByRole('listitem').filter({ hasText: 'City Tour Tradicional' });
  await expect(bought.getByRole('link', { name: /^Ver voucher/ })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectWholeLayout(page, "'Ver voucher' beside 'Cancelar ou remarcar' at 360 px");
  await bought.getByRole('link', { name: /^Ver voucher/ }).click();
  await expect(page).toHaveURL(voucherUrl);
  const code = voucherUrl.exec(page.url())![1]!;
  const written = code.match(/.{4}/g)!.join('-');

  await expect(page.getByRole('heading', { level: 1, name: 'City Tour Tradicional' })).toBeVisible();
  const ticket = page.getByRole('article');
  for (const text of ['Reserva confirmada', 'Hotel Estoril', 'Entre 8h e 8h30', '2 adultos', customer.nome])
    await expect(ticket.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(ticket.getByText(/^P\d+$/)).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveText(written);
  await expect(page.getByRole('img', { name: `QR Code do voucher ${written}` })).toBeVisible();
  await expect(ticket.getByRole('link', { name: 'regras de cancelamento' })).toHaveAttribute(
    'href',
    '/regras-cancelamento',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await checkVoucherLayout(page, testInfo, 'voucher');

  // The 'Reserva confirmada' mail links the same voucher, and the link opens it. (The mailbox is the backend's
  // page, not the shop's: read in a tab of its own, whose missing favicon is no error of the shop.)
  const inbox = await page.context().newPage();
  const mail = inbox
    .locator('article')
    .filter({ hasText: customer.email })
    .filter({ hasText: 'Reserva confirmada' });
  await expect(async () => {
    await inbox.goto(mailbox());
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(mail).toContainText(written);
  const link = await mail.getByRole('link', { name: 'Ver voucher' }).getAttribute('href');
  expect(link).toMatch(new RegExp(`/voucher/${code}$`));
  await inbox.close();
  await page.goto(link!);
  await expect(page.getByTestId('voucher-code')).toHaveText(written);

  // Another customer, with the very link: the same words as for a wrong code.
  const other = await signedInPage(browser);
  await other.goto(`/voucher/${code}`);
  await expect(other.getByRole('heading', { name: 'Voucher não encontrado' })).toBeVisible();
  await other.goto('/voucher/ZZZZ-9999-AAAA');
  await expect(other.getByRole('heading', { name: 'Voucher não encontrado' })).toBeVisible();
  await expectWholeLayout(other, 'Voucher não encontrado');
  await expectNoAxeViolations(other, 'Voucher não encontrado', { soft: true });
  await other.context().close();

  // A visitor who is not signed in gets the login dialog, and the voucher once signed in as its owner.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/voucher/${written}`);
  await acceptCookies(visitor);
  const dialog = visitor.getByRole('dialog', { name: 'Entre na Movie Tour' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Senha').fill(customer.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(visitor.getByTestId('voucher-code')).toHaveText(written);
  await visitor.context().close();

  expect(errors).toEqual([]);
});

test("a messaging-app booking's voucher names its passengers; the day-before reminder links it; cancelled, it no longer boards", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = await signUpNewCustomer(page);
  const id = await customerId(customer.email);
  // About three weeks ahead, on a day Parque Amantikir runs (a fixed offset fell on a closed weekday 3 days in 7).
  const tourDay = runDay('parque-amantikir', 1, 20);
  const itinerary = (await asOperator('admin_record_booking', {
    p_id_cliente: id,
    p_nome: '',
    p_celular: '',
    p_email: '',
    p_passeio: 'Parque Amantikir',
    p_data: tourDay,
    p_adultos: 2,
    p_criancas: 1,
    p_bebes: 0,
    p_pets: 0,
    p_embarque: 'Hotel Frontenac',
    p_passageiros: 'Ana Passageira\nBruno Passageiro\nCarla Passageira',
    p_observacao: '',
    p_desconto: 0,
    p_motivo_desconto: '',
  })) as number;

  await page.goto('/minhas-compras');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Parque Amantikir' })
    .getByRole('link', { name: /^Ver voucher/ })
    .click();
  await expect(page).toHaveURL(voucherUrl);
  const ticket = page.getByRole('article');
  await expect(ticket.getByText(`R${itinerary}`, { exact: true })).toBeVisible();
  for (const name of ['Ana Passageira', 'Bruno Passageiro', 'Carla Passageira'])
    await expect(ticket.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(ticket.getByText('Entre 13h e 13h30')).toBeVisible();
  await expect(ticket.getByText('2 adultos, 1 criança')).toBeVisible();
  await checkVoucherLayout(page, testInfo, 'voucher-passengers');
  const code = voucherUrl.exec(page.url())![1]!;

  // The day before at 18:30 in São Paulo the reminder is queued (as the scheduler does then), and sent.
  await rest('rpc/queue_tour_reminders', {
    method: 'POST',
    body: { p_now: `${previousDayInSaoPaulo(new Date(`${tourDay}T12:00:00-03:00`))}T18:30:00-03:00` },
  });
  // Sent now, as the schedule's next run would (tests/integration/boarding covers the schedule itself).
  await sendQueuedMails();
  const inbox = await page.context().newPage();
  const reminder = inbox
    .locator('article')
    .filter({ hasText: customer.email })
    .filter({ hasText: 'Lembrete: seu passeio é amanhã' });
  await expect(async () => {
    await inbox.goto(mailbox());
    await expect(reminder).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  for (const text of ['Parque Amantikir', 'entre 13h e 13h30', 'Hotel Frontenac', '2 adultos, 1 criança'])
    await expect(reminder).toContainText(text);
  expect(await reminder.getByRole('link', { name: 'Ver voucher' }).getAttribute('href')).toMatch(
    new RegExp(`/voucher/${code}$`),
  );
  await inbox.close();

  // Cancelled (as a granted request leaves it): the page says so instead of showing a QR code.
  await rest(`itinerarios?id_itinerario=eq.${itinerary}`, { method: 'PATCH', body: { status: 'Cancelado' } });
  await page.reload();
  await expect(page.getByText('Reserva cancelada')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('não vale para o embarque');
  await expect(page.getByRole('img', { name: /QR Code/ })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectWholeLayout(page, 'a cancelled voucher at 360 px');
  await expectNoAxeViolations(page, 'a cancelled voucher', { soft: true });
  await page.screenshot({ path: testInfo.outputPath('voucher-cancelled-360.png'), fullPage: true });
});
