import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { signInAsOperator } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';
import { pickFirstAvailableDay, toastText } from '../helpers/e2e/shop';

// Spec §9: "Cancellation is requested via the messaging app." A customer the operator booked from WhatsApp, with
// no account and no e-mail, asks there to cancel: the operator records it from Reservas ('Registrar
// cancelamento', admin_request_booking_change), decides it in Solicitações as any request, and the booking reads
// 'Cancelada'.
test('the operator records a WhatsApp cancellation for a customer without an account, accepts it, and the booking is cancelled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await signInAsOperator(page);

  // A booking from the messaging app for a new customer, with only a name and a mobile.
  await page.goto('/admin/reservas/nova');
  const name = `Rita Whats ${Date.now()}`;
  const mobile = `129${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: 'Cadastrar novo cliente' }).click();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Celular com DDD').fill(mobile);
  await page.getByRole('combobox', { name: 'Passeio', exact: true }).click();
  await page.getByRole('option', { name: 'City Tour Tradicional', exact: true }).click();
  await page.getByRole('button', { name: /Data do passeio/ }).click();
  await pickFirstAvailableDay(page);
  await page.getByLabel('Adultos').fill('2');
  await page.getByRole('combobox', { name: 'Local de embarque' }).click();
  await page.getByRole('option', { name: 'Hotel Frontenac', exact: true }).click();
  await page.getByRole('button', { name: 'Registrar reserva' }).click();
  await expect(page.getByRole('heading', { name: 'Reserva registrada' })).toBeVisible();

  // Reservas: the booking, and 'Registrar cancelamento' with what the policy gives (booked just now: 100%).
  await page.goto(`/admin/reservas?busca=${encodeURIComponent(name)}`);
  await page.getByRole('list', { name: 'Reservas encontradas' }).getByRole('button').first().click();
  const details = page.getByRole('dialog', { name: /Reserva R\d+/ });
  await expect(details).toContainText('Confirmada');
  await expect(details.getByRole('button', { name: 'Registrar remarcação' })).toBeVisible();
  // Side by side, the two labels once ran past their buttons at a desk.
  await expectWholeLayout(page, 'the booking dialog with its record buttons', { within: details });
  await details.getByRole('button', { name: 'Registrar cancelamento' }).click();
  const record = page.getByRole('dialog', { name: 'Registrar cancelamento' });
  await expect(record).toContainText(/Política: 100% \(R\$\s180,00\), direito de arrependimento/);
  await record
    .getByLabel('O que o cliente pediu (opcional)')
    .fill('Vai voltar para casa antes; pediu pelo WhatsApp');
  await expectWholeLayout(page, 'the record cancellation dialog', { within: record });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectWholeLayout(page, 'the record cancellation dialog at 360 px', { within: record });
  await expectNoAxeViolations(page, 'the record cancellation dialog', { include: '[role="dialog"]' });
  await record.getByRole('button', { name: 'Registrar cancelamento' }).click();

  // Solicitações, with the request marked as the operator's and focused.
  await expect(toastText(page, 'Cancelamento registrado')).toBeVisible();
  await expect(toastText(page, `${name} não tem e-mail: avise pelo WhatsApp.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/solicitacoes\?solicitacao=\d+$/);
  const request = page
    .getByRole('list', { name: 'Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(request).toContainText('Registrada pelo operador (WhatsApp)');
  await expect(request).toContainText('Vai voltar para casa antes; pediu pelo WhatsApp');
  await expect(request).toBeFocused();
  await request.getByRole('button', { name: 'Aceitar' }).click();
  const accept = page.getByRole('dialog', { name: 'Aceitar solicitação' });
  await expect(accept.getByLabel('Valor do reembolso (R$)')).toHaveValue('180,00');
  await accept.getByRole('button', { name: 'Aceitar' }).click();
  await expect(toastText(page, 'Solicitação aceita')).toBeVisible();

  // Reservas: 'Cancelada', with its history, and nothing more to record.
  await page.goto(`/admin/reservas?busca=${encodeURIComponent(name)}`);
  await expect(page.getByRole('list', { name: 'Reservas encontradas' })).toContainText('Cancelada');
  await page.getByRole('list', { name: 'Reservas encontradas' }).getByRole('button').first().click();
  await expect(details).toContainText('Cancelada');
  const history = details.getByRole('listitem');
  await expect(history.filter({ hasText: 'Solicitação registrada pelo operador (WhatsApp)' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'Cancelamento aceito' })).toHaveCount(1);
  await expect(details.getByRole('button', { name: 'Registrar cancelamento' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
