import { expect, test } from '@playwright/test';
import { runDay } from '../helpers/days';
import { expectNoAxeViolations } from '../helpers/e2e/axe';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';
import { signInAsOperator } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { recordMessagingBooking } from '../helpers/e2e/shop-api';
import { toastText } from '../helpers/e2e/shop';

// The company cancels a departure with a booking from the messaging app whose customer has no account and no
// e-mail: the toast says to tell them on WhatsApp, and the operator records the credit they chose there
// ('Registrar escolha do cliente', admin_choose_company_cancellation_option); the request then reads their choice.
test('the operator records on WhatsApp the credit a customer without an account chose after a company cancellation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const tour = 'Rota do Horto Florestal';
  const day = runDay('rota-do-horto', 6, 30);
  const ref = `R${await recordMessagingBooking(tour, day, 2)}`;
  await signInAsOperator(page);

  await page.goto(`/admin/manifesto?dia=${day}`);
  const group = page.getByRole('region', { name: tour });
  await group.getByRole('button', { name: 'Cancelar saída' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar saída' });
  await cancel.getByLabel('Motivo do cancelamento').fill('Van quebrada');
  await cancel.getByRole('button', { name: 'Cancelar saída' }).click();
  await expect(toastText(page, 'Saída cancelada')).toBeVisible();
  await expect(
    toastText(
      page,
      '1 reserva cancelada; avise 1 pelo WhatsApp (sem e-mail) e registre a escolha em Solicitações.',
    ),
  ).toBeVisible();

  await page.goto('/admin/solicitacoes');
  const request = page
    .getByRole('list', { name: 'Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: `Reserva ${ref}` });
  await expect(request).toContainText('Aguardando o cliente');
  await request.getByRole('button', { name: 'Registrar escolha do cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar escolha do cliente' });
  await expect(dialog).toContainText('Motivo: Van quebrada');
  await dialog.getByRole('radio', { name: /Crédito de 100%/ }).check();
  await dialog.getByLabel('O que o cliente disse (opcional)').fill('Prefere o crédito, volta em março');
  await expectWholeLayout(page, 'the record choice dialog', { within: dialog });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectWholeLayout(page, 'the record choice dialog at 360 px', { within: dialog });
  await expectNoAxeViolations(page, 'the record choice dialog', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Registrar escolha' }).click();

  await expect(toastText(page, 'Escolha registrada')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(request).toContainText('Cancelado pela empresa — cliente escolheu crédito de 100%');
  await expect(request).toContainText('Registrada pelo operador (WhatsApp)');
  await expect(request.getByRole('button', { name: 'Aceitar' })).toBeVisible();
  await expect(request.getByRole('button', { name: 'Registrar escolha do cliente' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
