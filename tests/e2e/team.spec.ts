import { readFile } from 'node:fs/promises';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { expect, test } from '../helpers/e2e/fixtures';
import { asOperator, recordMessagingBooking, rest } from '../helpers/e2e/shop-api';
import { nextWeekdayInSaoPaulo, toastText } from '../helpers/e2e/shop';

// /admin/equipe (issue 30): the operator makes an existing account a driver, who then opens /embarque and nothing of
// the console, and takes that access away again. And the manifest shows what the driver recorded.

test('the operator adds a driver at /admin/equipe, who opens Embarque but not the console, and removes them', async ({
  page,
  customer,
  desk,
}) => {
  test.setTimeout(60_000);
  await page.goto('/embarque');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();

  await desk.goto('/admin/equipe');
  const team = desk.getByRole('table');
  await expect(team.getByRole('row', { name: /Operador Movie Tour.*Operador/ })).toBeVisible();
  await expect(team.getByRole('row', { name: /Motorista Movie Tour.*Motorista/ })).toBeVisible();

  await desk.getByRole('button', { name: 'Adicionar motorista' }).click();
  const add = desk.getByRole('dialog', { name: 'Adicionar motorista' });
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(add.getByText('Informe o e-mail da conta do motorista.')).toBeVisible();
  await add.getByLabel('E-mail da conta').fill('ninguem.aqui@exemplo.com');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  // The database's refusal, in the dialog above its buttons (a toast there covered them on a phone).
  await expect(add.getByRole('alert').filter({ hasText: 'Motorista não adicionado' })).toHaveText(
    'Motorista não adicionado: Nenhuma conta com este e-mail.',
  );
  await add.getByLabel('E-mail da conta').fill(customer.email);
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(toastText(desk, 'Motorista adicionado')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(team.getByRole('row', { name: new RegExp(`${customer.email}.*Motorista`) })).toBeVisible();

  await page.goto('/embarque');
  await expect(page.getByRole('heading', { name: 'Embarque', exact: true })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();

  await team
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('button', { name: /Remover acesso/ })
    .click();
  const remove = desk.getByRole('dialog', { name: 'Remover acesso de motorista' });
  await remove.getByRole('button', { name: 'Remover acesso' }).click();
  await expect(toastText(desk, 'Acesso removido')).toBeVisible();
  await expect(team.getByText(customer.email)).toHaveCount(0);
  await page.goto('/embarque');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
});

test('/admin/equipe and its dialogs are whole at 360 and 1280 px', async ({ desk }) => {
  for (const width of [360, 1280]) {
    await desk.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await desk.goto('/admin/equipe');
    await expect(desk.getByText('motorista@movietour.local')).toBeVisible();
    await expectWholeLayout(desk, `/admin/equipe at ${width}`);
    await desk.getByRole('button', { name: 'Adicionar motorista' }).click();
    const add = desk.getByRole('dialog', { name: 'Adicionar motorista' });
    await add.getByRole('button', { name: 'Adicionar' }).click();
    await expect(add.getByText('Informe o e-mail da conta do motorista.')).toBeVisible();
    await expectWholeLayout(desk, `'Adicionar motorista' at ${width}`, { within: add });
    await desk.keyboard.press('Escape');
    // The closing dialog's overlay is gone before the next one opens (else it is what the check finds on top).
    await expect(add).toBeHidden();
    await expect(desk.locator('[data-state="closed"].fixed.inset-0')).toHaveCount(0);
    await desk.getByRole('button', { name: /Remover acesso de Motorista Movie Tour/ }).click();
    const remove = desk.getByRole('dialog', { name: 'Remover acesso de motorista' });
    await expect(remove).toBeVisible();
    await expectWholeLayout(desk, `'Remover acesso' at ${width}`, { within: remove });
    await remove.getByRole('button', { name: 'Voltar' }).click();
    await expect(desk.getByRole('button', { name: /Remover acesso de Motorista Movie Tour/ })).toBeFocused();
  }
});

test("the manifest shows who boarded, in the table and in the CSV's 'Embarcou' column", async ({ desk }) => {
  const day = nextWeekdayInSaoPaulo(3);
  const boarded = await recordMessagingBooking('City Tour Tradicional', day, 2);
  const waiting = await recordMessagingBooking('City Tour Tradicional', day, 1);
  const [row] = (await rest(`itinerarios?select=voucher&id_itinerario=eq.${boarded}`)) as {
    voucher: string;
  }[];
  const [answer] = (await asOperator('check_in', {
    p_code: row!.voucher,
    p_passeio: 'City Tour Tradicional',
    p_data: day,
  })) as { resultado: string; embarcou_em: string }[];
  expect(answer!.resultado).toBe('embarque_confirmado');
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(answer!.embarcou_em));

  await desk.goto(`/admin/manifesto?dia=${day}`);
  const group = desk.getByRole('region', { name: 'City Tour Tradicional' });
  await expect(group.getByText(/embarcaram \d+ de \d+ reservas/)).toBeVisible();
  const rows = group.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: `Embarcou às ${time}` })).not.toHaveCount(0);
  const downloading = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Baixar CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]!.split(';').at(-1)).toBe('Embarcou');
  const cells = (ref: string) => lines.find((line) => line.includes(`;${ref};`))!.split(';');
  expect(cells(`R${boarded}`).at(-1)).toBe(time);
  expect(cells(`R${waiting}`).at(-1)).toBe('');
});
