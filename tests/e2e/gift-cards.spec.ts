import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { newCustomerDetails } from '../helpers/customers';
import { collectConsoleErrors } from '../helpers/e2e/console-errors';
import { expect, test } from '../helpers/e2e/fixtures';
import { expectWholeLayout } from '../helpers/e2e/layout';
import { sendQueuedMails } from '../helpers/e2e/shop-api';
import { signUpNewCustomer } from '../helpers/e2e/shop';

// Gift cards (issue 31) as people live them: a customer buys a R$ 200 card for someone by PIX (paid on the local
// provider's test page, as from the phone's bank app), the recipient's mail arrives with the code, the printable
// card is whole at 360 and 1280 px and on one A4 page, and another customer redeems it into their credit.

const mailbox = () => `http://localhost:${process.env.E2E_API_PORT}/mailbox`;
const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

async function payOnTestPage(page: Page, href: string) {
  const phone = await page.context().browser()!.newPage();
  await phone.goto(href);
  await phone.getByRole('button', { name: 'Pagar' }).click();
  await phone.close();
}

test('a R$ 200 card bought by PIX for someone, mailed, printed and redeemed by another customer', async ({
  page,
  customer,
  desk,
}, testInfo) => {
  test.setTimeout(120_000);
  const recipient = newCustomerDetails({ nome: 'Bia Presenteada' });

  // The footer leads to the offer; buying needs the login the fixture gave.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vale-presente' }).click();
  await expect(page).toHaveURL(/\/vale-presente$/);
  await expect(page.getByRole('heading', { name: 'Vale-presente', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'R$ 200,00' }).check();
  await page.getByLabel('Nome de quem recebe').fill(recipient.nome);
  await page.getByLabel('E-mail de quem recebe').fill(recipient.email);
  await page.getByLabel('Mensagem').fill('Feliz aniversário! Escolha seu passeio.');
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Pagar com PIX' }).scrollIntoViewIfNeeded();
    await expectWholeLayout(page, '/vale-presente', {
      keyContent: [page.getByRole('button', { name: 'Pagar com PIX' })],
    });
  }
  await expect(page.getByRole('img', { name: 'Prévia do vale-presente' })).toBeVisible();

  await page.setViewportSize(viewports[0]!);
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await expect(pix.getByRole('status')).toHaveText('Aguardando pagamento…');
  // The database's amount: the card's R$ 200, no PIX discount.
  await expect(pix).toContainText('R$ 200,00');
  await expectWholeLayout(page, 'gift card PIX dialog', { within: pix });
  const href = await pix.getByRole('link', { name: 'Abrir página de teste do PIX' }).getAttribute('href');
  await payOnTestPage(page, href!);
  const confirmed = page.getByRole('dialog', { name: 'Pagamento confirmado!' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Minhas Compras' }).click();
  const paid = page.getByRole('dialog', { name: 'Vale-presente pago!' });
  await expect(paid.getByRole('link', { name: 'Ver vale-presente' })).toBeVisible();
  await expectWholeLayout(page, 'gift card paid dialog', { within: paid });

  // The recipient's mail (and the buyer's) carry the code and the printable card's link.
  await sendQueuedMails();
  await page.goto(mailbox());
  const mails = page.locator('article');
  const received = mails
    .filter({ hasText: recipient.email })
    .filter({ hasText: 'Você ganhou um vale-presente' });
  await expect(received).toHaveCount(1);
  await expect(
    mails.filter({ hasText: customer.email }).filter({ hasText: 'Seu vale-presente Movie Tour' }),
  ).toHaveCount(1);
  const text = (await received.innerText()).replace(/\s+/g, ' ');
  const code = /Código:? ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
  expect(code, text).toBeTruthy();
  await expect(received.getByRole('link', { name: 'Ver o vale-presente para imprimir' })).toHaveAttribute(
    'href',
    new RegExp(`/vale-presente/${code}$`),
  );

  // The printable card, for its buyer: whole on a phone and a desk, and one A4 page on paper.
  await page.goto(`/vale-presente/${code}`);
  const card = page.getByRole('article');
  await expect(card.getByTestId('gift-card-code')).toHaveText(code!);
  await expect(card).toContainText('Para Bia Presenteada');
  await expect(card).toContainText('Feliz aniversário! Escolha seu passeio.');
  await expect(card.getByRole('img', { name: /QR Code para resgatar/ })).toBeVisible();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectWholeLayout(page, 'printable gift card', {
      keyContent: [card.getByRole('img', { name: /Vale-presente Movie Tour/ })],
    });
    await card.getByTestId('gift-card-code').scrollIntoViewIfNeeded();
    await expectWholeLayout(page, 'printable gift card, its code', {
      keyContent: [card.getByTestId('gift-card-code')],
    });
  }
  const pdf = testInfo.outputPath('vale-presente.pdf');
  await page.pdf({ path: pdf, format: 'A4', preferCSSPageSize: true, printBackground: true });
  expect(
    readFileSync(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g),
  ).toHaveLength(1);

  // Another customer redeems it (typed in lower case, without dashes): 'Seu crédito: R$ 200,00'.
  const other = await page.context().browser()!.newPage();
  await other.setViewportSize(viewports[0]!);
  const redeemer = await signUpNewCustomer(other);
  await other.goto('/minhas-compras');
  await other.getByRole('button', { name: 'Resgatar vale-presente' }).click();
  const redeem = other.getByRole('dialog', { name: 'Resgatar vale-presente' });
  await expectWholeLayout(other, 'redeem dialog', { within: redeem });
  await redeem.getByLabel('Código do vale-presente').fill(code!.replace(/-/g, '').toLowerCase());
  await redeem.getByRole('button', { name: 'Resgatar' }).click();
  await expect(other.getByRole('heading', { name: 'Seu crédito: R$ 200,00' })).toBeVisible();

  // Twice is refused in the database's words; the card now opens for whoever redeemed it too.
  await other.getByRole('button', { name: 'Resgatar vale-presente' }).click();
  await redeem.getByLabel('Código do vale-presente').fill(code!);
  await redeem.getByRole('button', { name: 'Resgatar' }).click();
  await expect(redeem.getByRole('alert')).toHaveText('Este vale-presente já foi resgatado.');
  await other.keyboard.press('Escape');
  await other.goto(`/vale-presente/${code}`);
  await expect(other.getByTestId('gift-card-code')).toHaveText(code!);
  await other.close();

  // Anyone else reads 'Vale-presente não encontrado': an answer, not an error the console logs.
  const stranger = await page.context().browser()!.newPage();
  await signUpNewCustomer(stranger);
  const strangerErrors = collectConsoleErrors(stranger);
  await stranger.goto(`/vale-presente/${code}`);
  await expect(stranger.getByRole('heading', { name: 'Vale-presente não encontrado' })).toBeVisible();
  expect(strangerErrors).toEqual([]);
  await stranger.close();

  // The operator finds it at /admin/vales-presente by the buyer's e-mail: paid, redeemed, by whom; and its card.
  for (const viewport of viewports) {
    await desk.setViewportSize(viewport);
    await desk.goto('/admin/vales-presente');
    await desk.getByLabel('Código, nome ou e-mail').fill(customer.email);
    await desk.getByRole('button', { name: 'Buscar' }).click();
    const entry = desk.getByRole(viewport.width < 768 ? 'listitem' : 'row').filter({ hasText: code! });
    await expect(entry).toHaveCount(1);
    for (const text of [
      'R$ 200,00',
      'Resgatado',
      `por ${redeemer.nome} em`,
      recipient.email,
      customer.nome,
    ]) {
      await expect(entry).toContainText(text);
    }
    await expectWholeLayout(desk, `/admin/vales-presente at ${viewport.width} px`);
  }
  await desk.getByRole('link', { name: `Ver cartão ${code!}` }).click();
  await expect(desk.getByTestId('gift-card-code')).toHaveText(code!);
  // Its page leads the operator back to the console's list, not to the customer's Minhas Compras.
  await expect(desk.getByRole('link', { name: 'Minhas Compras' })).toHaveCount(0);
  await desk.getByRole('link', { name: 'Vales-presente', exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/vales-presente$/);
});
