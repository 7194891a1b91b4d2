import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/fixtures';
import { daysFromToday, runDay } from '../helpers/days';
import { customerId, recordMessagingBooking, rest } from '../helpers/e2e/shop-api';
import { signUpNewCustomer, storeCart, toastText } from '../helpers/e2e/shop';
import { buyByCard } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';

// Cancellations and refunds end to end (issue 18): the customer asks in My Purchases, the operator answers in
// the console, the money goes back through the local Stripe provider, and the customer sees where it stands.

/** Messaging-app links open a stand-in page instead of wa.me (no network here). */
async function stubWhatsApp(page: Page) {
  await page
    .context()
    .route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
}

/** The operator accepts a request as the policy proposes it. */
async function acceptRequest(desk: Page, request: Locator) {
  await request.getByRole('button', { name: 'Aceitar' }).click();
  await desk
    .getByRole('dialog', { name: 'Aceitar solicitação' })
    .getByRole('button', { name: 'Aceitar' })
    .click();
  await expect(toastText(desk, 'Solicitação aceita')).toBeVisible();
}

/**
 * In My Purchases, the customer asks to cancel their booking of `tour` (`check` looks at the dialog first) and
 * the messaging app opens; answers the booking's card.
 */
async function askToCancel(page: Page, tour: string, check?: (dialog: Locator) => Promise<void>) {
  await page.goto('/minhas-compras');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: tour });
  await card.getByRole('button', { name: 'Cancelar ou remarcar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar ou remarcar' });
  await check?.(dialog);
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await (await popup).close();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  return card;
}

test('a card booking 40 days ahead: the customer sees 90%, the operator accepts and refunds, the customer sees it refunded', async ({
  page,
  desk,
}) => {
  test.setTimeout(90_000);
  await stubWhatsApp(page);
  const customer = await signUpNewCustomer(page);
  // City Tour Tradicional runs every day: two adults, R$ 180,00, paid by card, 40 days ahead.
  await buyByCard(page, 'city-tour-tradicional', daysFromToday(40));

  const card = await askToCancel(page, 'City Tour Tradicional', async (dialog) => {
    await expect(dialog).toContainText(/R\$\s162,00 \(90% do valor pago\)/);
  });
  await expect(card.getByTestId('change-state')).toHaveText('Cancelamento solicitado');

  // The operator finds it among the open requests, with the policy's 90%, and accepts it.
  await desk.goto('/admin');
  await expect(
    desk.getByRole('link', { name: /solicitaç(ão|ões) de cancelamento ou remarcação/ }),
  ).toBeVisible();
  await desk
    .getByRole('navigation', { name: 'Painel do operador' })
    .getByRole('link', { name: /Solicitações/ })
    .click();
  const request = desk
    .getByRole('list', { name: 'Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: customer.email });
  await expect(request).toContainText('90% (R$');
  await expect(request).toContainText('162,00), 31 dias ou mais de antecedência');
  await request.getByRole('button', { name: 'Aceitar' }).click();
  const accept = desk.getByRole('dialog', { name: 'Aceitar solicitação' });
  await expect(accept.getByLabel('Valor do reembolso (R$)')).toHaveValue('162,00');
  await expectWholeLayout(desk, 'the accept dialog', { within: accept });
  await accept.getByRole('button', { name: 'Aceitar' }).click();
  await expect(toastText(desk, 'Solicitação aceita')).toBeVisible();

  // The refund goes to the card through the provider; pressing twice asks once.
  await desk.goto('/admin/solicitacoes?ver=reembolsos');
  const refund = desk.getByRole('listitem').filter({ hasText: customer.email });
  await expect(refund).toContainText('Reembolso no cartão de R$');
  await refund.getByRole('button', { name: 'Reembolsar no cartão' }).dblclick();
  await expect(toastText(desk, /Reembolso (solicitado|efetuado)/).first()).toBeVisible();
  const id = await customerId(customer.email);
  await expect
    .poll(async () => (await rest(`refunds?select=status,stripe_refund_id&id_cliente=eq.${id}`)) as unknown[])
    .toEqual([{ status: 'concluido', stripe_refund_id: expect.stringMatching(/^re_/) }]);
  // The booking's history tells the whole story: the request accepted, the booking cancelled, the refund asked.
  await desk.goto(`/admin/reservas?busca=${encodeURIComponent(customer.email)}`);
  await desk.getByRole('list', { name: 'Reservas encontradas' }).getByRole('button').first().click();
  const details = desk.getByRole('dialog', { name: /Reserva [RP]\d+/ });
  const history = details.getByRole('listitem');
  await expect(history.filter({ hasText: 'Cancelamento aceito' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'Reserva cancelada' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'Reembolso no cartão solicitado ao Stripe' })).toHaveCount(1);
  await desk.close();

  // The customer: cancelled, with the refund done, under 'Cancelados'.
  await page.reload();
  await expect(page.getByRole('button', { name: /Cancelados/ })).toContainText('1');
  await expect(card.getByTestId('change-state')).toContainText(/^Cancelado — reembolso de R\$\s162,00/);
  await expect(card.getByTestId('change-state')).toContainText(/concluído/i);
});

test('the operator cancels a departure for rain; the customer chooses a full refund; the operator records the PIX refund', async ({
  page,
  customer,
  desk,
}) => {
  test.setTimeout(90_000);
  // A messaging-app booking for this customer on the Rota do Horto, recorded by the operator.
  const day = runDay('rota-do-horto', 3);
  const itinerary = await recordMessagingBooking(
    'Rota do Horto Florestal',
    day,
    2,
    await customerId(customer.email),
  );

  await desk.goto(`/admin/manifesto?dia=${day}`);
  const group = desk.getByRole('region', { name: 'Rota do Horto Florestal' });
  await group.getByRole('button', { name: 'Cancelar saída' }).click();
  const cancel = desk.getByRole('dialog', { name: 'Cancelar saída' });
  await expectWholeLayout(desk, 'the cancel departure dialog', { within: cancel });
  await cancel.getByLabel('Motivo do cancelamento').fill('Chuva forte prevista na serra');
  await cancel.getByRole('button', { name: 'Cancelar saída' }).click();
  await expect(toastText(desk, 'Saída cancelada')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Rota do Horto Florestal' })).toHaveCount(0);

  // The customer chooses a full refund in My Purchases.
  await page.goto('/minhas-compras');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Rota do Horto Florestal' });
  await expect(card).toContainText('Cancelado pela empresa');
  await card.getByRole('button', { name: 'Escolher opção' }).click();
  const choice = page.getByRole('dialog');
  await choice.getByRole('radio', { name: /Reembolso integral/ }).check();
  await choice.getByRole('button', { name: /Enviar|Confirmar/ }).click();

  // The operator accepts the refund of 100% and records the PIX sent from the bank.
  await desk.goto('/admin/solicitacoes');
  const request = desk.getByRole('listitem').filter({ hasText: `Reserva R${itinerary}` });
  await expect(request).toContainText('cliente escolheu reembolso integral');
  await acceptRequest(desk, request);
  await desk.goto('/admin/solicitacoes?ver=reembolsos');
  const refund = desk.getByRole('listitem').filter({ hasText: `Reserva R${itinerary}` });
  await refund.getByRole('button', { name: 'Registrar reembolso PIX' }).click();
  const pix = desk.getByRole('dialog', { name: 'Registrar reembolso PIX' });
  await expectWholeLayout(desk, 'the PIX refund dialog', { within: pix });
  await pix.getByLabel('Identificador fim a fim (E2E), se houver').fill('E1234567820261125ABC');
  await pix.getByRole('button', { name: 'Registrar reembolso' }).click();
  await expect(toastText(desk, 'Reembolso registrado')).toBeVisible();
  await desk.close();

  await page.reload();
  await expect(card.getByTestId('change-state')).toContainText('reembolso de R$');
  await expect(card.getByTestId('change-state')).toContainText(/concluído/i);
});

test('a card refund the card cannot take: Stripe fails it, the operator sees why, pays by PIX, and the customer is told', async ({
  page,
  desk,
}) => {
  test.setTimeout(120_000);
  await stubWhatsApp(page);
  const customer = await signUpNewCustomer(page);
  // Stripe's test card whose refunds fail later (a cancelled card): 2 adults on the City Tour, 40 days ahead.
  await buyByCard(page, 'city-tour-tradicional', daysFromToday(41), 10, '4000 0000 0000 5126');
  const card = await askToCancel(page, 'City Tour Tradicional');

  await desk.goto('/admin/solicitacoes');
  const request = desk
    .getByRole('list', { name: 'Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: customer.email });
  await acceptRequest(desk, request);
  await desk.goto('/admin/solicitacoes?ver=reembolsos');
  const refund = desk.getByRole('listitem').filter({ hasText: customer.email });
  await refund.getByRole('button', { name: 'Reembolsar no cartão' }).click();
  await expect(toastText(desk, /Reembolso (solicitado|efetuado)/).first()).toBeVisible();

  // Stripe settles it, then fails it: the refund is back among those to pay, with the reason.
  const id = await customerId(customer.email);
  await expect
    .poll(async () => (await rest(`refunds?select=status&id_cliente=eq.${id}`)) as unknown[], {
      timeout: 15_000,
    })
    .toEqual([{ status: 'falhou' }]);
  await desk.reload();
  await expect(refund).toContainText(
    'O Stripe não conseguiu devolver no cartão: o cartão venceu ou foi cancelado.',
  );
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectWholeLayout(desk, `a failed card refund at ${width} px`);
  }
  await refund.getByRole('button', { name: 'Devolver por PIX' }).click();
  await expect(toastText(desk, 'Reembolso por PIX')).toBeVisible();
  await refund.getByRole('button', { name: 'Registrar reembolso PIX' }).click();
  const pix = desk.getByRole('dialog', { name: 'Registrar reembolso PIX' });
  await pix.getByRole('button', { name: 'Registrar reembolso' }).click();
  await expect(toastText(desk, 'Reembolso registrado')).toBeVisible();

  // The customer was told the card refund did not go through, then that the PIX did.
  await desk.goto(`http://localhost:${process.env.E2E_API_PORT}/mailbox`);
  const mails = desk.locator('article').filter({ hasText: customer.email });
  await expect(mails.filter({ hasText: 'Reembolso não concluído' })).toHaveCount(1);
  await expect(mails.filter({ hasText: 'Pagamos por PIX o reembolso' })).toHaveCount(1);
  await desk.close();

  await page.reload();
  await expect(card.getByTestId('change-state')).toContainText(/^Cancelado — reembolso de R\$\s162,00/);
  await expect(card.getByTestId('change-state')).toContainText(/concluído/i);
});

test('a card paid for an order cancelled meanwhile, whose refund the card refuses: the operator sees it and pays it by PIX', async ({
  page,
  desk,
}) => {
  test.setTimeout(120_000);
  await stubWhatsApp(page);
  const customer = await signUpNewCustomer(page);
  await storeCart(page, ['city-tour-tradicional'], daysFromToday(41), 'Hotel Estoril');
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page
    .getByRole('dialog', { name: 'Forma de pagamento' })
    .getByRole('button', { name: /Cartão de crédito/ })
    .click();
  // While the provider's page is open, the customer cancels the order from another tab, then pays all the same
  // with the test card whose refunds fail (a cancelled card).
  const tab = await page.context().newPage();
  await tab.goto('/minhas-compras');
  await tab.getByRole('button', { name: 'Cancelar pedido' }).click();
  await tab
    .getByRole('dialog', { name: 'Cancelar pedido' })
    .getByRole('button', { name: 'Cancelar pedido' })
    .click();
  await expect(tab.getByRole('button', { name: /Cancelados/ })).toContainText('1');
  await tab.close();
  await page.getByLabel('Cartão de teste').selectOption({ label: '4000 0000 0000 5126' });
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Recebido!' })).toBeVisible();

  const id = await customerId(customer.email);
  await expect
    .poll(async () => (await rest(`refunds?select=status&id_cliente=eq.${id}`)) as unknown[], {
      timeout: 15_000,
    })
    .toEqual([{ status: 'falhou' }]);

  // No request: the refund is under 'Pagamentos sem reserva', with the customer, the order and why.
  await desk.goto('/admin');
  await expect(desk.getByRole('link', { name: /1 reembolso não foi concluído/ })).toBeVisible();
  await desk.goto('/admin/solicitacoes?ver=reembolsos');
  const section = desk.getByRole('region', { name: 'Pagamentos sem reserva' });
  const refund = section.getByRole('listitem').filter({ hasText: customer.email });
  await expect(refund).toContainText('O pedido já estava cancelado quando o pagamento chegou.');
  await expect(refund).toContainText('Reembolso no cartão de R$ 180,00: falhou');
  await expect(refund).toContainText(
    'O Stripe não conseguiu devolver no cartão: o cartão venceu ou foi cancelado.',
  );
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    await expectWholeLayout(desk, `a failed payment refund at ${width} px`);
  }
  await refund.getByRole('button', { name: 'Devolver por PIX' }).click();
  await expect(toastText(desk, 'Reembolso por PIX')).toBeVisible();
  await refund.getByRole('button', { name: 'Registrar reembolso PIX' }).click();
  const pix = desk.getByRole('dialog', { name: 'Registrar reembolso PIX' });
  await expect(pix).toContainText('Pague R$ 180,00 por PIX a');
  await pix.getByRole('button', { name: 'Registrar reembolso' }).click();
  await expect(toastText(desk, 'Reembolso registrado')).toBeVisible();
  await expect(section).toHaveCount(0);

  // The customer was told the card refund did not go through, then that the PIX did.
  await desk.goto(`http://localhost:${process.env.E2E_API_PORT}/mailbox`);
  const mails = desk.locator('article').filter({ hasText: customer.email });
  await expect(mails.filter({ hasText: 'Reembolso não concluído' })).toHaveCount(1);
  await expect(mails.filter({ hasText: 'Pagamos por PIX o reembolso' })).toHaveCount(1);
});

test('a PIX booking the provider’s charge paid: the operator refunds it through the provider, and the customer is told', async ({
  page,
  desk,
}) => {
  test.setTimeout(90_000);
  await stubWhatsApp(page);
  const customer = await signUpNewCustomer(page);
  // One tour by PIX, two adults, 40 days ahead: R$ 180,00 (the PIX discount starts at two tours).
  await storeCart(page, ['city-tour-tradicional'], daysFromToday(40), 'Hotel Estoril');
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await page.getByRole('dialog', { name: 'Forma de pagamento' }).getByRole('button', { name: /PIX/ }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  const testPage = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  await fetch(`${testPage}/pay`, { method: 'POST', redirect: 'manual' });
  await page
    .getByRole('dialog', { name: 'Pagamento confirmado!' })
    .getByRole('button', { name: 'Minhas Compras' })
    .click();
  // Paid ten days ago: past the 7-day regret right, so the policy's 90% applies.
  const id = await customerId(customer.email);
  await rest(`itinerarios?id_cliente=eq.${id}`, {
    method: 'PATCH',
    body: { created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() },
  });

  const card = await askToCancel(page, 'City Tour Tradicional', async (dialog) => {
    await expect(dialog).toContainText(/R\$\s162,00 \(90% do valor pago\)/);
  });
  await desk.goto('/admin/solicitacoes');
  await acceptRequest(
    desk,
    desk
      .getByRole('list', { name: 'Solicitações' })
      .getByRole('listitem')
      .filter({ hasText: customer.email }),
  );

  // No PIX to pay by hand: the refund goes back through the provider that took the money.
  await desk.goto('/admin/solicitacoes?ver=reembolsos');
  const refund = desk.getByRole('listitem').filter({ hasText: customer.email });
  await expect(refund.getByRole('button', { name: 'Registrar reembolso PIX' })).toHaveCount(0);
  await refund.getByRole('button', { name: 'Reembolsar por PIX' }).click();
  await expect
    .poll(async () => (await rest(`refunds?select=status,stripe_refund_id&id_cliente=eq.${id}`)) as unknown[])
    .toEqual([{ status: 'concluido', stripe_refund_id: expect.stringMatching(/^re_/) }]);
  await desk.goto(`http://localhost:${process.env.E2E_API_PORT}/mailbox`);
  await expect(
    desk.locator('article').filter({ hasText: customer.email }).filter({ hasText: 'Reembolso efetuado' }),
  ).toHaveCount(1);
  await desk.close();

  await page.reload();
  await expect(card.getByTestId('change-state')).toContainText(/^Cancelado — reembolso de R\$\s162,00/);
  await expect(card.getByTestId('change-state')).toContainText(/concluído/i);
});
