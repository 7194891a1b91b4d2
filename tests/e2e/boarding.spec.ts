import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page, type TestInfo } from '@playwright/test';
import { testChromium, testChromiumFlags } from '../../scripts/chromium';
import {
  answer,
  boardingsOf,
  createTodaysBooking,
  openBoardingAsDriver,
  pickDeparture,
  toursOfToday,
  typeCode,
} from '../helpers/e2e/boarding';
import { todayInSaoPaulo, tourNamed } from '../helpers/days';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { writeQrVideo } from '../helpers/e2e/boarding-camera';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { acceptCookies, login } from '../helpers/e2e/shop';
import { asOperator, rest } from '../helpers/e2e/shop-api';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';

// The driver's boarding screen (issue 30): a code typed, a voucher's QR read through Chromium's fake camera, and
// check-ins made without a network, sent once it returns, the database keeping each booking's first.

/** Console errors fail the journey; while offline, the browser's own reports of requests it could not make do not. */
const offlineReports = /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to fetch/;

async function picture(page: Page, testInfo: TestInfo, what: string) {
  for (const size of [
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectWholeLayout(page, `${what} at ${size.width} px`);
    await page.screenshot({ path: testInfo.outputPath(`${what}-${size.width}.png`), fullPage: true });
  }
}

test('the driver boards a booking by its typed code; a second try says when it boarded', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page, { ignore: offlineReports });
  const [tour, otherTour] = toursOfToday();
  const booking = await createTodaysBooking(tour, { adults: 2, children: 1 });
  const cancelled = await createTodaysBooking(tour, { status: 'Cancelado' });
  const elsewhere = await createTodaysBooking(otherTour);
  await openBoardingAsDriver(page);

  // The day's departures with their bookings: party, boarding place.
  const departure = page.getByRole('region', { name: new RegExp(tour) });
  const row = departure.getByRole('listitem').filter({ hasText: booking.nome });
  await expect(row).toContainText('2 adultos, 1 criança');
  await expect(row).toContainText('Hotel Frontenac');
  await expect(row).toContainText('Aguardando');
  await picture(page, testInfo, 'boarding-list');

  await pickDeparture(page, tour);
  await typeCode(page, booking.codigo);
  await expect(answer(page)).toContainText('Embarque confirmado');
  await expect(answer(page)).toContainText(`${booking.nome} · 2 adultos, 1 criança`);
  await expect(row).toContainText(/Embarcou \d\d:\d\d/);
  await picture(page, testInfo, 'answer-confirmed');

  await typeCode(page, booking.codigo);
  await expect(answer(page)).toContainText(/Já embarcou às \d\d:\d\d/);
  await expect(answer(page)).toContainText('registrado por');
  await picture(page, testInfo, 'answer-already');

  await typeCode(page, cancelled.codigo);
  await expect(answer(page)).toContainText('Reserva cancelada');
  await picture(page, testInfo, 'answer-cancelled');

  await typeCode(page, elsewhere.codigo);
  await expect(answer(page)).toContainText(`Outro passeio: ${otherTour}`);
  await picture(page, testInfo, 'answer-other-tour');

  await typeCode(page, 'ZZZZZZZZZZZZ');
  await expect(answer(page)).toContainText('Código inválido');
  await page.getByLabel('Código do voucher').fill('abc');
  await page.getByLabel('Código do voucher').press('Enter');
  await expect(answer(page)).toContainText('Código inválido');
  await picture(page, testInfo, 'answer-invalid');

  // After the boarding time, a booking still waiting is marked missing.
  const boardingTime = new Date(`${todayInSaoPaulo()}T${tourNamed(tour).boardingTime}:00-03:00`);
  if (Date.now() >= boardingTime.getTime()) {
    const missing = await createTodaysBooking(tour);
    await page.reload();
    await page.getByRole('button', { name: `Não compareceu: ${missing.nome}` }).click();
    await expect(answer(page)).toContainText('Não compareceu');
    await expect(departure.getByRole('listitem').filter({ hasText: missing.nome })).toContainText(
      'Não compareceu',
    );
    await picture(page, testInfo, 'answer-no-show');
  }

  // With the keyboard alone: tab to a booking's button and board it.
  const keyboardBooking = await createTodaysBooking(tour);
  await page.reload();
  const board = page.getByRole('button', { name: `Embarcar ${keyboardBooking.nome}` });
  await expect(board).toBeVisible();
  await board.focus();
  await page.keyboard.press('Enter');
  await expect(answer(page)).toContainText('Embarque confirmado');
  await expect(answer(page)).toContainText(keyboardBooking.nome);

  await expectNoAxeViolations(page, 'the boarding screen');
  expect(await boardingsOf(booking.ref)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a customer is told the screen is for the staff', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await login(page);
  await page.goto('/embarque');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByLabel('Código do voucher')).toHaveCount(0);
});

test("a voucher's QR code read through the phone's camera boards it", async ({ baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const [tour] = toursOfToday();
  const booking = await createTodaysBooking(tour, { adults: 3 });
  const video = path.join(mkdtempSync(path.join(tmpdir(), 'movie-tour-qr-')), 'voucher.y4m');
  writeQrVideo(video, booking.codigo);
  const browser = await chromium.launch({
    executablePath: testChromium,
    args: [
      ...testChromiumFlags,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    const errors = collectConsoleErrors(page, { ignore: offlineReports });
    await openBoardingAsDriver(page);
    await pickDeparture(page, tour);
    await page.getByRole('button', { name: 'Escanear QR code' }).click();
    await expect(page.getByLabel('Imagem da câmera')).toBeVisible();
    await expect(answer(page)).toContainText('Embarque confirmado', { timeout: 20_000 });
    await expect(answer(page)).toContainText(`${booking.nome} · 3 adultos`);
    await page.screenshot({ path: testInfo.outputPath('camera-scan-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Fechar a câmera' }).click();
    expect(await boardingsOf(booking.ref)).toHaveLength(1);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('check-ins made offline are kept, sent when the network returns, and the first check-in wins', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page, { ignore: offlineReports });
  const [tour] = toursOfToday();
  const first = await createTodaysBooking(tour);
  const second = await createTodaysBooking(tour);
  const third = await createTodaysBooking(tour);
  await openBoardingAsDriver(page);
  await expect(page.getByRole('listitem').filter({ hasText: third.nome })).toBeVisible();
  // The lists are stored and the service worker has what the page needs.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await pickDeparture(page, tour);

  await context.setOffline(true);
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
  await typeCode(page, first.codigo);
  await expect(answer(page)).toContainText('Embarque confirmado');
  await expect(answer(page)).toContainText('será enviado quando a rede voltar');
  await expect(page.getByText('Sem conexão — 1 embarque a enviar')).toBeVisible();
  await typeCode(page, second.codigo);
  await page.getByRole('button', { name: `Embarcar ${third.nome}` }).click();
  await expect(page.getByText('Sem conexão — 3 embarques a enviar')).toBeVisible();
  await typeCode(page, first.codigo);
  await expect(answer(page)).toContainText(/Já embarcou às \d\d:\d\d/);
  await expect(page.getByText('Sem conexão — 3 embarques a enviar')).toBeVisible();
  await picture(page, testInfo, 'offline-queue');
  const scannedAt = Date.now();

  // A reload without a network still opens the screen, with the list and the queue.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Embarque', level: 1 })).toBeVisible();
  await expect(page.getByText('Sem conexão — 3 embarques a enviar')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: second.nome })).toContainText('Embarcou');
  // Served by the boarding worker from what it stored: the page, its code and the logo.
  const stored = await page.evaluate(async () => ({
    controlled: navigator.serviceWorker.controller !== null,
    page: (await caches.match('/embarque')) !== undefined,
    logo: [...document.querySelectorAll<HTMLImageElement>('img[src="/logo.svg"]')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  }));
  expect(stored).toEqual({ controlled: true, page: true, logo: true });

  // Meanwhile another phone (the operator's) boards the second booking first, online.
  await asOperator('check_in', { p_code: second.codigo, p_passeio: tour, p_data: todayInSaoPaulo() });
  await context.setOffline(false);
  await expect(page.getByText(/embarques? a enviar/)).toHaveCount(0, { timeout: 15_000 });
  const told = page.getByRole('region', { name: 'Embarques enviados' });
  await expect(told).toContainText(/Já embarcou às \d\d:\d\d/);
  await expect(told).toContainText(second.nome);
  await picture(page, testInfo, 'synced');

  for (const booking of [first, second, third]) expect(await boardingsOf(booking.ref)).toHaveLength(1);
  // Stored with the time of the scan, not of the sending.
  const [boarded] = await boardingsOf(first.ref);
  expect(new Date(String(boarded!.embarcou_em)).getTime()).toBeLessThanOrEqual(scannedAt);
  expect(await rest(`embarques?select=ref&ref=in.(${first.ref},${second.ref},${third.ref})`)).toHaveLength(3);
  expect(errors).toEqual([]);
});

test('a check-in made offline stops saying it waits for the network once it has been sent', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page, { ignore: offlineReports });
  const [tour] = toursOfToday();
  const booking = await createTodaysBooking(tour);
  await openBoardingAsDriver(page);
  await expect(page.getByRole('listitem').filter({ hasText: booking.nome })).toBeVisible();
  await pickDeparture(page, tour);

  await context.setOffline(true);
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Embarcar ${booking.nome}` }).click();
  await expect(answer(page)).toContainText('Embarque confirmado');
  await expect(answer(page)).toContainText('será enviado quando a rede voltar');

  // Back online, without a reload: the queue is sent, and the answer on screen no longer promises to send it.
  await context.setOffline(false);
  await expect(page.getByText(/embarques? a enviar/)).toHaveCount(0, { timeout: 15_000 });
  // The queue's count leaves the screen as the check-in is handed to the network; the database has it a moment later.
  await expect.poll(async () => (await boardingsOf(booking.ref)).length, { timeout: 15_000 }).toBe(1);
  await expect(answer(page)).toContainText('Embarque confirmado');
  await expect(answer(page)).not.toContainText('será enviado quando a rede voltar');
  expect(errors).toEqual([]);
});
