import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { saoPauloMoment } from '../../src/domain/pix-charges';
import { paths } from '../../src/config/paths';
import { orderValue } from '../../src/domain/pricing';
import { runDay, tourNamed } from '../helpers/days';
import {
  acceptCookies,
  pickFirstAvailableDay,
  signUpNewCustomer,
  storeCart,
  toastText,
} from '../helpers/e2e/shop';
import { signInAsOperator, withStaticPixKey } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { newCustomerWithClient, rest } from '../helpers/e2e/shop-api';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';

// The operator console as the operator and customers use it: a PIX payment confirmed, a booking from the
// messaging app in the manifest and its CSV, and the console closed to everyone else.

const backend = `http://localhost:${process.env.E2E_API_PORT}`;

test('a customer pays by PIX to the static key, the operator confirms it, the customer sees it bought and gets the mail', async ({
  page,
  browser,
}) => {
  const customer = await signUpNewCustomer(page);
  await withStaticPixKey(page);
  // The static mode is an answer, not a failure: the checkout logs no error on the way to the static key.
  const customerErrors = collectConsoleErrors(page);
  const day = runDay('rota-do-horto', 2);
  await storeCart(page, ['rota-do-horto'], day, 'Hotel Estoril');
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await expect(pix).toContainText(/TOUR\d{8}/);
  const txid = (await pix.textContent())!.match(/TOUR\d{8}/)![0];
  await pix.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }).click();
  await page
    .getByRole('dialog', { name: 'Pagamento em Análise' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText('1');
  expect(customerErrors).toEqual([]);

  // The operator, in another browser, finds the transfer by its transaction id and confirms it.
  const desk = await browser.newPage();
  await signInAsOperator(desk);
  await desk.getByRole('button', { name: 'Menu' }).click();
  await desk.getByRole('menuitem', { name: 'Painel do operador' }).click();
  await expect(desk.getByRole('heading', { name: 'Painel do operador', level: 1 })).toBeVisible();
  await desk.getByRole('link', { name: 'Conferir pagamentos' }).click();
  await desk.getByLabel('Buscar por transação, nome ou valor').fill(txid);
  const card = desk.getByRole('listitem').filter({ hasText: txid });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(customer.email);
  await expect(card).toContainText('Rota do Horto Florestal');
  await card.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Confirmar pagamento' });
  await expectWholeLayout(desk, 'the confirmation dialog', { within: confirm });
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(toastText(desk, 'Pagamento confirmado!')).toBeVisible();
  // The same confirmation by WhatsApp: the mail's text, prefilled.
  const done = desk.getByRole('dialog', { name: 'Pagamento confirmado' });
  const whatsapp = new URL(
    (await done.getByRole('link', { name: 'Enviar confirmação pelo WhatsApp' }).getAttribute('href'))!,
  );
  expect(whatsapp.searchParams.get('text')).toContain('Passeio: Rota do Horto Florestal');
  expect(whatsapp.searchParams.get('text')).toContain('Regras de cancelamento: ');
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await expectWholeLayout(desk, `the confirmed dialog at ${width} px`, { within: done });
  }
  await done.getByRole('button', { name: 'Concluir' }).click();
  await expect(desk.getByText('Nenhum pedido encontrado com essa busca.')).toBeVisible();

  // The customer: bought, shown once, nothing pending.
  await page.reload();
  await expect(page.getByRole('button', { name: /Passeios Comprados/ })).toContainText('1');
  await expect(page.getByRole('button', { name: /Aguardando Confirmação de Pagamento/ })).toContainText('0');
  await expect(page.getByRole('main').getByText('Rota do Horto Florestal')).toHaveCount(1);

  // The mail 'Reserva confirmada' is in the local mailbox.
  await desk.goto(`${backend}/mailbox`);
  const mail = desk
    .locator('article')
    .filter({ hasText: customer.email })
    .filter({ hasText: 'Reserva confirmada' });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('Rota do Horto Florestal');
  await desk.close();
});

test("automatic PIX charges read 'Aguardando', 'Pago às', 'Expirado' in /admin/pagamentos and ask for nothing", async ({
  page,
  browser,
}) => {
  // Four checkouts of one customer, stored as the shop stores them (the database prices and judges each): three
  // with a charge at the local provider (issue 29), one paid to the static key that the operator confirms by hand.
  const { customer, client } = await newCustomerWithClient();
  const { id_cliente } = (
    (await rest(`clientes?select=id_cliente&email_cliente=eq.${encodeURIComponent(customer.email)}`)) as {
      id_cliente: number;
    }[]
  )[0]!;
  const tour = tourNamed('rota-do-horto');
  const checkout = async (nth: number) => {
    const { data, error } = await client
      .from('pedido_site')
      .insert({
        id_cliente,
        nome_passeio: tour.title,
        valor: orderValue(tour, { adults: 1, children: 0, babies: 0 }),
        data_passeio: runDay(tour.id, nth),
        qtd_adults: 1,
        hotel_local: 'Hotel Frontenac',
        tipo_pagamento: 'Pix',
        status: 'aguardando pagamento',
      })
      .select('id, pix_txid')
      .single();
    if (error) throw error;
    return data as { id: number; pix_txid: string };
  };
  const charge = async (orderId: number) => {
    const { data, error } = await client.functions.invoke('create-pix-charge', {
      body: { orderIds: [orderId] },
    });
    if (error) throw new Error(`create-pix-charge: ${await (error as { context: Response }).context.text()}`);
    return data as { chargeId: string; expiresAt: string; testPageUrl: string };
  };
  const [waiting, paid, expired, manual] = [
    await checkout(1),
    await checkout(2),
    await checkout(3),
    await checkout(4),
  ];
  const waitingCharge = await charge(waiting.id);
  const paidCharge = await charge(paid.id);
  const expiredCharge = await charge(expired.id);

  // The customer pays one on the provider's test page; another runs out of time there.
  await page.goto(paidCharge.testPageUrl);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.goto(expiredCharge.testPageUrl);
  await page.getByRole('button', { name: 'Expirar agora' }).click();
  // The provider's webhooks reach the shop on their own time.
  const chargeRow = async (id: string) =>
    (
      (await rest(`pix_charges?select=status,paid_at&id=eq.${id}`)) as { status: string; paid_at: string }[]
    )[0]!;
  await expect.poll(async () => (await chargeRow(paidCharge.chargeId)).status).toBe('pago');
  await expect.poll(async () => (await chargeRow(expiredCharge.chargeId)).status).toBe('expirado');
  const { paid_at } = await chargeRow(paidCharge.chargeId);

  // axe needs a page of its own context.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInAsOperator(desk);
  await desk.goto('/admin/pagamentos');
  const search = desk.getByLabel('Buscar por transação, nome ou valor');
  const cardOf = (txid: string) => desk.getByRole('main').locator('li').filter({ hasText: txid }).first();
  const noActions = async (txid: string) => {
    for (const name of ['Confirmar pagamento', 'Cancelar pedido', 'Prorrogar prazo'])
      await expect(cardOf(txid).getByRole('button', { name })).toHaveCount(0);
  };

  await search.fill(waiting.pix_txid);
  await expect(cardOf(waiting.pix_txid)).toContainText('Aguardando');
  await expect(cardOf(waiting.pix_txid)).toContainText(
    `expira ${saoPauloMoment(waitingCharge.expiresAt, new Date())}`,
  );
  await noActions(waiting.pix_txid);

  await search.fill(paid.pix_txid);
  const paidSection = desk.getByRole('region', { name: 'Pagos automaticamente' });
  await expect(paidSection.locator('li').filter({ hasText: paid.pix_txid }).first()).toContainText(
    `Pago ${saoPauloMoment(paid_at, new Date())}`,
  );
  await noActions(paid.pix_txid);

  await search.fill(expired.pix_txid);
  const lapsedSection = desk.getByRole('region', { name: 'Prazo vencido' });
  await expect(lapsedSection.locator('li').filter({ hasText: expired.pix_txid }).first()).toContainText(
    'Expirado',
  );
  await noActions(expired.pix_txid);

  // Paid to the static key: no charge in the database, so the operator still confirms it by hand.
  await search.fill(manual.pix_txid);
  await expect(cardOf(manual.pix_txid).getByRole('button', { name: 'Confirmar pagamento' })).toBeVisible();
  await expect(cardOf(manual.pix_txid)).not.toContainText('Cobrança automática');

  await search.fill(customer.nome);
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await expectWholeLayout(desk, `/admin/pagamentos with automatic charges at ${width} px`);
    await expectNoAxeViolations(desk, `/admin/pagamentos with automatic charges at ${width} px`);
  }
  await deskContext.close();
});

test('a booking from the messaging app appears in the manifest and its CSV', async ({ page }) => {
  await signInAsOperator(page);
  await page.goto('/admin/reservas/nova');
  const name = `Joana Whats ${Date.now()}`;
  const mobile = `129${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: 'Cadastrar novo cliente' }).click();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Celular com DDD').fill(mobile);
  await page.getByRole('combobox', { name: 'Passeio', exact: true }).click();
  await page.getByRole('option', { name: 'City Tour Tradicional', exact: true }).click();
  await page.getByRole('button', { name: /Data do passeio/ }).click();
  await pickFirstAvailableDay(page);
  // The City Tour runs every day: the first day offered is today.
  const shown = await page.getByRole('button', { name: /Data do passeio/ }).textContent();
  const day = shown!
    .match(/(\d{2})\/(\d{2})\/(\d{4})/)!
    .slice(1)
    .reverse()
    .join('-');
  await page.getByLabel('Adultos').fill('2');
  await page.getByLabel('Crianças (6 a 10)').fill('1');
  await page.getByRole('combobox', { name: 'Local de embarque' }).click();
  await page.getByRole('option', { name: 'Hotel Frontenac', exact: true }).click();
  await page.getByLabel('Observações').fill('Levar cadeirinha; chega às 8h');
  // 2 × 90 + 1 × 45
  await expect(page.getByText('R$ 225,00').last()).toBeVisible();
  await page.getByRole('button', { name: 'Registrar reserva' }).click();
  await expect(page.getByRole('heading', { name: 'Reserva registrada' })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Enviar confirmação pelo WhatsApp' });
  const chat = new URL((await whatsapp.getAttribute('href'))!);
  expect(chat.pathname).toBe(`/55${mobile}`);
  // The confirmation links the booking's voucher, which the operator can open too.
  const voucherPath = new URL(chat.searchParams.get('text')!.match(/https?:\/\/\S+\/voucher\/\S+/)![0])
    .pathname;
  await expect(page.getByRole('link', { name: 'Ver voucher' })).toHaveAttribute('href', voucherPath);

  await page.goto(`/admin/manifesto?dia=${day}`);
  const group = page.getByRole('region', { name: 'City Tour Tradicional' });
  await expect(group.getByRole('table').getByText(name)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`manifesto-${day}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const line = csv.split('\r\n').find((row) => row.includes(name))!;
  expect(line.split(';').slice(0, 4)).toEqual([
    day.split('-').reverse().join('/'),
    'City Tour Tradicional',
    'Manhã',
    name,
  ]);
  expect(line).toContain(';225,00;');
  expect(line).toContain('"Levar cadeirinha; chega às 8h"');
});

test("a customer opening /admin sees 'Acesso restrito'; a visitor gets the login dialog first", async ({
  page,
}) => {
  // Twelve staff pages twice and the analytics page, each to network idle: about 40 s alone, and a clean-clone run
  // beside the other lane took over 60 s.
  test.setTimeout(120_000);
  // Nobody but the operator asks the database for the console's data: a page behind the check loads nothing
  // before it passes (the database would refuse it, and the browser would log each refusal as an error).
  const errors = collectConsoleErrors(page);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const consolePaths = [...Object.values(paths.operator), paths.boarding];

  await page.goto('/admin');
  await acceptCookies(page);
  await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  for (const path of consolePaths) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  await signUpNewCustomer(page);
  for (const path of consolePaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(page.getByText(/TOUR\d{8}/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  // The analytics page is open to anyone; its numbers are the operator's.
  await page.goto(paths.testAnalytics);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Painel do operador' })).toHaveCount(0);
  expect(refused, 'requests refused').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});

test('every operator screen and dialog is whole at 360 and 1280 px, without console errors', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await signInAsOperator(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const path of [
      '/admin',
      '/admin/pagamentos',
      '/admin/manifesto',
      '/admin/reservas',
      '/admin/reservas/nova',
      '/admin/solicitacoes',
      '/admin/solicitacoes?ver=todas',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Painel do operador' })).toBeVisible();
      await expect(page.getByText('Carregando', { exact: false })).toHaveCount(0);
      await expectWholeLayout(page, path);
    }
    await page.goto('/admin/reservas');
    await page.getByRole('list', { name: 'Reservas encontradas' }).getByRole('button').first().click();
    const details = page.getByRole('dialog', { name: /Reserva [RP]\d+/ });
    await expect(details.getByRole('heading', { name: 'Histórico' })).toBeVisible();
    await expectWholeLayout(page, 'booking details', { within: details });
  }
  expect(errors).toEqual([]);
});
