import { dayInSaoPaulo } from '../../src/domain/calendar-days';
import { isoToBR } from '../../src/domain/date-format';
import { test, expect } from '../helpers/e2e/fixtures';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { asOperator } from '../helpers/e2e/shop-api';
import { storeCart } from '../helpers/e2e/shop';

// Issue 28: the shop sold a departure that had already left. Online sales of a departure now close hours before
// its boarding (2 by default, the operator's per tour); the calendars say 'Vendas encerradas' and a cart item
// whose departure closed while it sat in the cart is flagged before checkout, in the database's words.

const CITY = 'City Tour Tradicional';
// City Tour Tradicional runs every day: two days ahead is sold by default and closed inside a week's cut-off.
const inTwoDays = dayInSaoPaulo(new Date(), 2);
const closedMessage = `As vendas para ${CITY} em ${isoToBR(inTwoDays)} já foram encerradas.`;
const setCutoff = (hours: number) =>
  asOperator('admin_set_tour_sales_cutoff', { p_passeio: CITY, p_horas: hours });

test.afterEach(async () => {
  await setCutoff(2);
});

test('a departure whose sales closed is flagged in the cart and on the calendar, and cannot be checked out', async ({
  page,
  customer,
}) => {
  expect(customer.email).toBeTruthy();
  await storeCart(page, ['city-tour-tradicional'], inTwoDays, 'Hotel Frontenac');
  await page.goto('/carrinho');
  const item = page.getByRole('list', { name: 'Passeios no carrinho' }).getByRole('listitem');
  await expect(item).toContainText(CITY);
  await expect(item.getByRole('alert')).toHaveCount(0);

  // The operator closes online sales a week before each departure of the tour while the item sits in the cart.
  await setCutoff(168);
  await page.reload();
  await expect(item.getByRole('alert')).toHaveText(closedMessage);
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Corrija os seguintes problemas' })).toContainText(
    closedMessage,
  );
  await expect(page.getByRole('dialog', { name: 'Forma de pagamento' })).toHaveCount(0);
  await expectWholeLayout(page, 'cart with a closed departure');

  // The item's calendar disables the day and says why.
  await item.getByRole('button', { name: new RegExp(`Data de ${CITY}`) }).click();
  const day = page.getByRole('button', { name: /Vendas encerradas$/ }).first();
  await expect(day).toBeDisabled();
  await expect(page.getByRole('dialog').getByText('Vendas encerradas', { exact: true })).toBeVisible();
  await expectWholeLayout(page, 'calendar with days no longer sold');
  await page.keyboard.press('Escape');

  // With the tour's cut-off back at 2 hours the day is sold again: the flag goes and the checkout opens.
  await setCutoff(2);
  await page.reload();
  await expect(item.getByRole('alert')).toHaveCount(0);
  await page.getByRole('radio', { name: /Hotel Frontenac/ }).check();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('dialog', { name: 'Forma de pagamento' })).toBeVisible();
});

test('a cart left open past the close is flagged at Finalizar Compra, without a reload', async ({
  page,
  customer,
}) => {
  expect(customer.email).toBeTruthy();
  await page.clock.install({ time: new Date() });
  await storeCart(page, ['city-tour-tradicional'], inTwoDays, 'Hotel Frontenac');
  await page.goto('/carrinho');
  const item = page.getByRole('list', { name: 'Passeios no carrinho' }).getByRole('listitem');
  await expect(item).toContainText(CITY);
  await expect(item.getByRole('alert')).toHaveCount(0);

  // Two days later in the browser, half an hour before the 08:00 boarding: sales closed at 06:00.
  await page.clock.setSystemTime(new Date(`${inTwoDays}T07:30:00-03:00`));
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Corrija os seguintes problemas' })).toContainText(
    closedMessage,
  );
  await expect(page.getByRole('dialog', { name: 'Forma de pagamento' })).toHaveCount(0);
});
