import { expect, test, type Page } from '@playwright/test';
import { runDay } from '../helpers/days';
import { asOperator, recordMessagingBooking } from '../helpers/e2e/shop-api';
import { acceptCookies, signUpNewCustomer, storeCart, toastText } from '../helpers/e2e/shop';
import { signInAsOperator, withStaticPixKey } from '../helpers/e2e/journeys';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';

// Capacity per departure as visitors and the operator see it (issue 19): full and nearly full days in the booking
// calendars, a day's capacity changed on /admin/vagas and shown in the manifest, a PIX order's time to pay
// extended, and every new screen and dialog whole at 360 and 1280 px. The tours used here (Agroturismo na Serra,
// City Tour Cultural) are in no other journey, and every capacity changed is put back afterwards.

const br = (day: string) => day.split('-').reverse().join('/');

/** A departure's capacity as the operator sets it in the console; null goes back to the tour's. */
const setCapacity = (tour: string, day: string, capacity: number | null, closed = false) =>
  asOperator('admin_set_departure_capacity', {
    p_passeio: tour,
    p_dia: day,
    p_capacidade: capacity,
    p_fechado: closed,
    p_motivo: 'teste de vagas',
  });

const agro = { id: 'agro-turismo', title: 'Agroturismo na Serra' };
const cultural = { id: 'city-tour-cultural', title: 'City Tour Cultural' };
const changed: [string, string][] = [];

async function arrange(tour: string, day: string, capacity: number | null, closed = false) {
  changed.push([tour, day]);
  await setCapacity(tour, day, capacity, closed);
}

test.afterAll(async () => {
  for (const [tour, day] of changed) await setCapacity(tour, day, null);
});

/** The day's button in the open calendar, moving on month by month until it is shown. */
async function calendarDay(page: Page, day: string) {
  await expect(page.locator('.rdp-day button').first()).toBeVisible();
  const cell = page.locator(`.rdp-day[data-day="${day}"] button`);
  for (let month = 0; month < 3 && !(await cell.count()); month++) {
    await page.getByRole('button', { name: /próximo mês|next month/i }).click();
  }
  return cell;
}

test("a visitor's calendar: a full day is disabled and 'Esgotado', a nearly full one 'Últimas vagas'; fetched only with the calendar", async ({
  page,
}) => {
  const full = runDay(agro.id, 2);
  const few = runDay(agro.id, 3);
  await arrange(agro.title, full, 0);
  await arrange(agro.title, few, 3);

  await page.goto(`/passeio/${agro.id}`);
  await acceptCookies(page);
  await page.getByRole('button', { name: /Data do passeio/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('.rdp-day') });
  await expect(calendar).toBeVisible();
  const fullDay = await calendarDay(page, full);
  await expect(fullDay).toBeDisabled();
  await expect(fullDay).toHaveAccessibleName(/, Esgotado$/);
  const fewDay = await calendarDay(page, few);
  await expect(fewDay).toBeEnabled();
  await expect(fewDay).toHaveAccessibleName(/, Últimas vagas$/);
  await expect(calendar.getByText('Últimas vagas', { exact: true })).toBeVisible();
  await expect(calendar.getByText('Esgotado', { exact: true })).toBeVisible();
  await expectWholeLayout(page, 'the tour calendar with seats marked', { within: calendar });

  // Asked once the page had loaded, never on the first load's path.
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    asked: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/rpc/tour_availability'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.asked).toHaveLength(1);
  expect(timing.asked[0]!).toBeGreaterThan(timing.loaded);

  // A nearly full day picked is booked as any other.
  await fewDay.click();
  await expect(page.getByRole('button', { name: /Data do passeio/ })).toContainText(br(few));
});

test("the cart's calendar counts the party: three seats left are 'Esgotado' for four adults", async ({
  page,
}) => {
  const few = runDay(agro.id, 3);
  await arrange(agro.title, few, 3);
  await signUpNewCustomer(page);
  await page.evaluate(
    (day) => {
      const details = { date: day, hotel: 'Hotel Estoril', adults: 4, children: 0, babies: 0, pets: 0 };
      localStorage.setItem(
        'cart',
        JSON.stringify([{ id: 'agro-turismo', quantity: 1, bookingDetails: details }]),
      );
    },
    runDay(agro.id, 1),
  );
  await page.goto('/carrinho');
  await page.getByRole('button', { name: /^Data de Agroturismo na Serra/ }).click();
  const day = await calendarDay(page, few);
  await expect(day).toBeDisabled();
  await expect(day).toHaveAccessibleName(/, Esgotado$/);
});

test("the operator's Nova reserva calendar marks a full day 'Esgotado' and a nearly full one 'Últimas vagas'", async ({
  page,
}) => {
  const full = runDay(agro.id, 2);
  const few = runDay(agro.id, 3);
  await arrange(agro.title, full, 0);
  await arrange(agro.title, few, 3);
  await signInAsOperator(page);
  await page.goto('/admin/reservas/nova');
  await page.getByRole('combobox', { name: 'Passeio', exact: true }).click();
  await page.getByRole('option', { name: agro.title, exact: true }).click();
  await page.getByRole('button', { name: /^Data do passeio/ }).click();
  const fullDay = await calendarDay(page, full);
  await expect(fullDay).toBeDisabled();
  await expect(fullDay).toHaveAccessibleName(/, Esgotado$/);
  const fewDay = await calendarDay(page, few);
  await expect(fewDay).toHaveAccessibleName(/, Últimas vagas$/);
  await fewDay.click();
  await expect(page.getByRole('button', { name: /^Data do passeio/ })).toContainText(br(few));
});

test('the operator changes a day’s capacity on /admin/vagas and the manifest shows it', async ({ page }) => {
  test.setTimeout(60_000);
  const day = runDay(cultural.id, 2);
  changed.push([cultural.title, day]);
  await recordMessagingBooking(cultural.title, day, 2);
  await signInAsOperator(page);

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Painel do operador' })
    .getByRole('link', { name: 'Vagas' })
    .click();
  await expect(page.getByRole('heading', { name: 'Vagas', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Passeio', exact: true }).click();
  await page.getByRole('option', { name: cultural.title, exact: true }).click();
  await page.getByRole('button', { name: `Editar vagas de ${cultural.title} em ${br(day)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Vagas da saída' });
  await expect(dialog).toContainText('2 vendidas · 0 reservadas · 18 livres de 20');
  await dialog.getByLabel('Capacidade neste dia (lugares)').fill('8');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toastText(page, `${cultural.title} em ${br(day)}: 8 lugares.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: br(day) });
  await expect(row).toContainText('6 livres de 8');
  await expect(row).toContainText('capacidade alterada');

  await page.goto(`/admin/manifesto?dia=${day}`);
  const group = page.getByRole('region', { name: cultural.title });
  await expect(group).toContainText('2 vendidas · 0 reservadas · 6 livres de 8');

  // From the manifest to that day's dialog: closing needs a reason.
  await group.getByRole('link', { name: `Editar vagas de ${cultural.title} em ${br(day)}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Fechar a saída: nada mais é vendido').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe o motivo (feriado, veículo, ...).')).toBeVisible();
  await dialog.getByLabel('Motivo', { exact: true }).fill('Veículo em manutenção');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: br(day) })).toContainText('Fechada');
  await page.goto(`/admin/manifesto?dia=${day}`);
  await expect(group).toContainText('Saída fechada · 2 vendidas · 0 reservadas · 0 livres de 0');
});

test("the operator sets a tour's online sales cut-off in its dialog, beside its capacity", async ({
  page,
}) => {
  await signInAsOperator(page);
  try {
    await page.goto('/admin/vagas');
    const defaults = page.getByRole('region', { name: 'Capacidade e vendas online dos passeios' });
    const tour = defaults.getByRole('listitem').filter({ hasText: agro.title });
    await expect(tour).toContainText('Vendas online encerram 2 h antes do embarque');
    await tour.getByRole('button', { name: `Alterar a capacidade padrão de ${agro.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Capacidade e vendas online' });
    const hours = dialog.getByLabel('Vendas online encerram (horas antes do embarque)');
    await expect(hours).toHaveValue('2');
    await hours.fill('200');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Informe de 0 a 168 horas.')).toBeVisible();
    await hours.fill('6');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      toastText(page, `${agro.title}: 20 lugares por saída. Vendas online encerram 6 h antes do embarque.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tour).toContainText('Vendas online encerram 6 h antes do embarque');
    // Focus is back on the button that opened the dialog.
    await expect(
      tour.getByRole('button', { name: `Alterar a capacidade padrão de ${agro.title}` }),
    ).toBeFocused();
  } finally {
    await asOperator('admin_set_tour_sales_cutoff', { p_passeio: agro.title, p_horas: 2 });
  }
});

test('every capacity screen and dialog is whole at 360 and 1280 px, keyboard-usable, without console errors', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  // Filled: a full and a nearly full departure, a sold one in the manifest, a PIX order waiting.
  const full = runDay(cultural.id, 3);
  const sold = runDay(cultural.id, 4);
  await arrange(cultural.title, full, 0);
  await arrange(cultural.title, sold, 5);
  await recordMessagingBooking(cultural.title, sold, 3);
  const customer = await browser.newPage();
  await signUpNewCustomer(customer);
  // Paid to the static key, so the operator may give it more time (a provider's charge expires on its own).
  await withStaticPixKey(customer);
  await storeCart(customer, [cultural.id], runDay(cultural.id, 5), 'Hotel Estoril');
  await customer.goto('/carrinho');
  await customer.getByRole('button', { name: 'Finalizar Compra' }).click();
  await customer
    .getByRole('dialog', { name: 'Forma de pagamento' })
    .getByRole('button', { name: /PIX/ })
    .click();
  const pix = customer.getByRole('dialog', { name: 'Pagamento via PIX' });
  await expect(pix).toContainText(/TOUR\d{8}/);
  const txid = (await pix.textContent())!.match(/TOUR\d{8}/)![0];
  await customer.close();

  await signInAsOperator(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });

    await page.goto('/admin/vagas');
    await expect(page.getByText(/\d+ saídas · \d+ esgotadas? · \d+ com últimas vagas/)).toBeVisible();
    await expectWholeLayout(page, '/admin/vagas');
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Esgotadas ou com últimas vagas' }).click();
    await expect(page).toHaveURL(/situacao=lotadas/);
    await expectWholeLayout(page, '/admin/vagas, full and nearly full');

    // The keyboard reaches the day's dialog and closes it with Escape, back on its button.
    const edit = page.getByRole('button', { name: `Editar vagas de ${cultural.title} em ${br(full)}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Vagas da saída' });
    await expect(dialog).toContainText('0 livres de 0');
    await expectWholeLayout(page, 'the departure dialog', { within: dialog });
    await dialog.getByLabel('Fechar a saída: nada mais é vendido').check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectWholeLayout(page, 'the departure dialog with an error', { within: dialog });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    await page.getByRole('button', { name: 'Alterar a capacidade padrão de Turismo Aparecida' }).click();
    const defaults = page.getByRole('dialog', { name: 'Capacidade e vendas online' });
    await expect(defaults.getByLabel('Capacidade por saída (carros)')).toHaveValue('3');
    await expectWholeLayout(page, 'the tour capacity dialog', { within: defaults });
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    const panel = page.getByRole('heading', { name: 'Saídas lotadas' }).locator('..');
    await expect(panel).toContainText(cultural.title);
    await expect(panel).toContainText('Esgotada');
    await expectWholeLayout(page, '/admin with full departures');

    await page.goto(`/admin/manifesto?dia=${sold}`);
    await expect(page.getByRole('region', { name: cultural.title })).toContainText(
      '3 vendidas · 0 reservadas · 2 livres de 5',
    );
    await expectWholeLayout(page, 'the manifest with seats');

    await page.goto('/admin/pagamentos');
    await page.getByLabel('Buscar por transação, nome ou valor').fill(txid);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: txid });
    await expect(card).toContainText(/expira em \d+ h/);
    await expectWholeLayout(page, '/admin/pagamentos with the time to pay');
    const before = Number((await card.textContent())!.match(/expira em (\d+) h/)![1]);
    await card.getByRole('button', { name: 'Prorrogar prazo' }).click();
    const extend = page.getByRole('dialog', { name: 'Prorrogar prazo' });
    await expect(extend).toContainText(txid);
    await expectWholeLayout(page, 'the extend dialog', { within: extend });
    if (width === 1280) {
      await extend.getByLabel('Horas a mais').fill('48');
      await extend.getByRole('button', { name: 'Prorrogar prazo' }).click();
      await expect(toastText(page, /agora expira em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeVisible();
      // 48 hours more (a minute may pass between the two readings).
      await expect(card).toContainText(new RegExp(`expira em (${before + 47}|${before + 48}) h`));
    } else {
      await page.keyboard.press('Escape');
    }
  }
  expect(errors).toEqual([]);
});
