import { expect, test, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { daysFromToday, runDay } from '../helpers/days';
import { asOperator, customerId, rest } from '../helpers/e2e/shop-api';
import { signUpNewCustomer, storeCart, toastText } from '../helpers/e2e/shop';
import { buyByCard } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';

// Cancellations and rescheduling from My Purchases (issue 18): the customer asks, the messaging app opens with
// the booking named, the operator answers (through the database functions, as the console does), and each card
// says where its request stands.

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function latestRequestId(clientId: number): Promise<number> {
  const rows = (await rest(
    `booking_requests?select=id&id_cliente=eq.${clientId}&order=id.desc&limit=1`,
    {},
  )) as { id: number }[];
  return rows[0]!.id;
}

/** wa.me answered locally: the test sees the chat the shop opens without leaving the machine. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
}

/** The dialog whole at 360 and 1280 px and without axe violations, with a picture of each for the record. */
async function checkDialogAtBothSizes(page: Page, dialog: Locator, what: string, testInfo: TestInfo) {
  for (const size of [
    { width: 360, height: 780 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expect(dialog).toBeVisible();
    await expectWholeLayout(page, what, { within: dialog });
    await expectNoAxeViolations(page, `${what} at ${size.width} px`, {
      include: '[role="dialog"]',
      soft: true,
    });
    await page.screenshot({ path: testInfo.outputPath(`${what.replace(/\W+/g, '-')}-${size.width}.png`) });
  }
}

const group = (page: Page, title: string | RegExp) => page.getByRole('button', { name: title });
const cardOf = (page: Page, tour: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: tour });

test('a card booking 40 days ahead: 90% and its amount, the cancellation asked, WhatsApp names it; accepted, it is in Cancelados', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await stubWhatsApp(context);
  const customer = await signUpNewCustomer(page);
  // City Tour Tradicional runs every day: two adults, R$ 180,00, 40 days ahead.
  await buyByCard(page, 'city-tour-tradicional', daysFromToday(40));

  await page.goto('/minhas-compras');
  const card = cardOf(page, 'City Tour Tradicional');
  await expect(group(page, /Passeios Comprados/)).toContainText('1');
  await card.getByRole('button', { name: 'Cancelar ou remarcar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar ou remarcar' });
  await expect(dialog).toContainText(/Cancelando hoje, você recebe R\$\s162,00 \(90% do valor pago\)\./);
  await expect(dialog).toContainText('Cancelamento com 31 dias ou mais de antecedência');
  await expect(dialog).toContainText('Faltam 40 dias para o passeio.');
  await expect(dialog.getByRole('radio', { name: /Cancelar a reserva/ })).toBeChecked();
  await dialog.getByLabel('Mensagem (opcional)').fill('Surgiu um compromisso de trabalho.');
  await checkDialogAtBothSizes(page, dialog, 'cancel or reschedule, a cancellation', testInfo);

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  const chat = await popup;
  const text = new URL(chat.url()).searchParams.get('text')!;
  expect(text).toMatch(
    /^Olá! Pedi pelo site o cancelamento da minha reserva P\d+ — City Tour Tradicional de /,
  );
  expect(text).toContain('Mensagem: Surgiu um compromisso de trabalho.');
  await chat.close();
  await expect(dialog.getByText('Solicitação enviada')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await checkDialogAtBothSizes(page, dialog, 'cancel or reschedule, sent', testInfo);
  await dialog.getByRole('button', { name: 'Concluir' }).click();

  await expect(card.getByTestId('change-state')).toHaveText('Cancelamento solicitado');
  await expect(card.getByRole('button', { name: 'Cancelar ou remarcar' })).toHaveCount(0);
  await expect(page.getByTestId('change-state')).toBeFocused();

  // The operator accepts the policy's refund: the booking leaves 'Passeios Comprados' for 'Cancelados'.
  await asOperator('admin_decide_booking_request', {
    p_id: await latestRequestId(await customerId(customer.email)),
    p_aceitar: true,
  });
  await page.reload();
  await expect(group(page, /Passeios Comprados/)).toContainText('0');
  await expect(group(page, /Cancelados/)).toContainText('1');
  await expect(card.getByTestId('change-state')).toHaveText(
    /^Cancelado — reembolso de R\$\s162,00\s*Reembolso em processamento$/,
  );
  await expect(card).toContainText('Cancelado');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectWholeLayout(page, 'My Purchases with a cancelled booking');
    await expectNoAxeViolations(page, `My Purchases with a cancelled booking at ${width} px`, { soft: true });
    await page.screenshot({ path: testInfo.outputPath(`purchases-cancelled-${width}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});

test("a pending order is cancelled with 'Cancelar pedido': no money involved, it leaves the pending group", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await signUpNewCustomer(page);
  // Two tours on one day (morning and afternoon): one is let go, the other stays pending.
  await storeCart(
    page,
    ['city-tour-tradicional', 'parque-amantikir'],
    runDay('parque-amantikir', 2),
    'Hotel Estoril',
  );
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  await page.getByRole('button', { name: 'Click aqui se pagamento Efetuado' }).click();
  await page
    .getByRole('dialog', { name: 'Pagamento em Análise' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page).toHaveURL(/\/minhas-compras$/);
  await expect(group(page, /Aguardando Confirmação de Pagamento/)).toContainText('2');

  await cardOf(page, 'Parque Amantikir').getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await expect(dialog).toContainText('Nenhum valor é cobrado.');
  await expect(dialog).toContainText('Se você já fez o PIX deste pedido, não cancele');
  await checkDialogAtBothSizes(page, dialog, 'cancel a pending order', testInfo);
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();

  await expect(toastText(page, 'Pedido cancelado')).toBeVisible();
  await expect(group(page, /Aguardando Confirmação de Pagamento/)).toContainText('1');
  await expect(group(page, /Aguardando Confirmação de Pagamento/)).toBeFocused();
  // Whether a let-go order is listed under 'Cancelados' is that group's business; it is no longer payable here.
  await expect(cardOf(page, 'Parque Amantikir').getByText('Aguardando Pagamento')).toHaveCount(0);
  await expect(cardOf(page, 'Parque Amantikir').getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(
    0,
  );
  await expect(
    cardOf(page, 'City Tour Tradicional').getByRole('button', { name: 'Cancelar pedido' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a booking moved to another day the tour runs: asked, then accepted', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await stubWhatsApp(context);
  const customer = await signUpNewCustomer(page);
  const day = runDay('rota-do-horto', 3);
  await rest('itinerarios', {
    method: 'POST',
    body: {
      id_cliente: await customerId(customer.email),
      nome_passeio: 'Rota do Horto Florestal',
      data_passeio: day,
      valor_total_liquido: 220,
      qtd_pessoas: 2,
      hospedagem: 'Hotel Estoril',
      status: 'Aguardando',
    },
  });
  await page.goto('/minhas-compras');
  const card = cardOf(page, 'Rota do Horto Florestal');
  // With the keyboard alone: the button, the choice by arrows, the calendar by arrows and Enter.
  await tabTo(page, card.getByRole('button', { name: 'Cancelar ou remarcar' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancelar ou remarcar' });
  await expect(dialog).toContainText('Você ainda pode remarcar');
  await tabTo(page, dialog.getByRole('radio', { name: /Cancelar a reserva/ }), 20);
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Remarcar para outro dia/ })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Enviar solicitação' }), 20);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Escolha a nova data do passeio.');

  await dialog.getByRole('button', { name: /Nova data/ }).focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog').filter({ has: page.locator('.rdp-day') });
  await expect(calendar).toBeVisible();
  // Only Thursdays and Saturdays from tomorrow, never the booking's own day.
  const enabled = calendar.locator('.rdp-day button:not([disabled])');
  for (const label of await enabled.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')),
  )) {
    expect(label).toMatch(/quinta-feira|sábado/);
  }
  for (let i = 0; i < 10; i++) {
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('.rdp-day')))) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dialog.getByRole('button', { name: /Nova data/ })).toBeFocused();
  const chosen = (await dialog.getByRole('button', { name: /Nova data/ }).textContent())!.match(
    /\d{2}\/\d{2}\/\d{4}/,
  )![0];
  await dialog.getByLabel('Mensagem (opcional)').fill('Prefiro ir com a família.');
  await checkDialogAtBothSizes(page, dialog, 'cancel or reschedule, a new day', testInfo);

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  const chat = await popup;
  expect(new URL(chat.url()).searchParams.get('text')).toMatch(
    new RegExp(
      `^Olá! Pedi pelo site a remarcação para ${chosen} da minha reserva R\\d+ — Rota do Horto Florestal`,
    ),
  );
  await chat.close();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(card.getByTestId('change-state')).toHaveText(`Remarcação solicitada para ${chosen}`);

  await asOperator('admin_decide_booking_request', {
    p_id: await latestRequestId(await customerId(customer.email)),
    p_aceitar: true,
  });
  await page.reload();
  await expect(card.getByTestId('change-state')).toHaveText(`Remarcado para ${chosen}`);
  await expect(card.getByRole('button', { name: 'Cancelar ou remarcar' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a departure the company cancelled: 'Cancelado pela empresa', and the customer chooses the credit", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await stubWhatsApp(context);
  const customer = await signUpNewCustomer(page);
  // A day no other journey books: Rota Alto Lajeado about two months ahead.
  const day = runDay('rota-alto-lajeado', 1, 60 + Math.floor(Math.random() * 200));
  await rest('itinerarios', {
    method: 'POST',
    body: {
      id_cliente: await customerId(customer.email),
      nome_passeio: 'Rota Alto Lajeado',
      data_passeio: day,
      valor_total_liquido: 500,
      qtd_pessoas: 2,
      hospedagem: 'Hotel Estoril',
      status: 'Aguardando',
    },
  });
  await asOperator('admin_cancel_departure', {
    p_passeio: 'Rota Alto Lajeado',
    p_data: day,
    p_motivo: 'Previsão de chuva forte na serra',
  });

  await page.goto('/minhas-compras');
  await expect(group(page, /Passeios Comprados/)).toContainText('0');
  await expect(group(page, /Cancelados/)).toContainText('1');
  const card = cardOf(page, 'Rota Alto Lajeado');
  await expect(card.getByTestId('change-state')).toHaveText('Cancelado pela empresa');
  await card.getByRole('button', { name: 'Escolher opção' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escolher opção' });
  await expect(dialog).toContainText('Motivo: Previsão de chuva forte na serra');
  await dialog.getByRole('radio', { name: /Crédito de 100%/ }).check();
  await expect(dialog).toContainText(/R\$\s500,00 para usar em outro passeio/);
  await checkDialogAtBothSizes(page, dialog, 'company cancellation, the choice', testInfo);
  await dialog.getByRole('radio', { name: /Remarcar para outro dia/ }).check();
  await expect(dialog.getByRole('button', { name: /Nova data/ })).toBeVisible();
  await checkDialogAtBothSizes(page, dialog, 'company cancellation, a new day', testInfo);
  // The calendar over the dialog, on a phone: whole, and Escape closes it alone.
  await page.setViewportSize({ width: 360, height: 780 });
  await dialog.getByRole('button', { name: /Nova data/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('.rdp-day') });
  await expect(calendar).toBeVisible();
  await expectWholeLayout(page, 'the new-day calendar', { within: calendar });
  await page.screenshot({ path: testInfo.outputPath('company-cancellation-calendar-360.png') });
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Crédito de 100%/ }).check();

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Enviar escolha' }).click();
  const chat = await popup;
  expect(new URL(chat.url()).searchParams.get('text')).toMatch(
    /^Olá! Escolhi pelo site o crédito de 100% para a minha reserva cancelada pela empresa R\d+ — Rota Alto Lajeado/,
  );
  await chat.close();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(card.getByTestId('change-state')).toHaveText(
    'Cancelado pela empresa — crédito de 100% solicitado',
  );
  await expect(card.getByRole('button', { name: 'Escolher opção' })).toHaveCount(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectWholeLayout(page, 'My Purchases with a company cancellation');
    await page.screenshot({ path: testInfo.outputPath(`purchases-company-${width}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});
