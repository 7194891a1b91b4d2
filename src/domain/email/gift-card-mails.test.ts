import { describe, expect, it } from 'vitest';
import { readGiftCardMailData } from './gift-card-mails.ts';
import { renderOutboxEmail } from './outbox.ts';

const site = 'https://movietour.com.br/';
const data = {
  comprador: 'Ana Cliente',
  destinatario: 'Bia',
  mensagem: 'Feliz\naniversário!',
  valor: 200,
  codigo: 'ABCDEFGHJKMN',
};

describe("the gift card's mails", () => {
  it("'vale_presente' tells the buyer the card is paid, with the code and the printable card's link", () => {
    const mail = renderOutboxEmail('vale_presente', data, site)!;
    expect(mail.subject).toBe('Seu vale-presente Movie Tour');
    expect(mail.text).toContain('Olá, Ana Cliente!');
    expect(mail.text).toContain('Seu vale-presente de R$\u00a0200,00 está pago. Ele é para Bia.');
    expect(mail.text).toContain('Código: ABCD-EFGH-JKMN');
    expect(mail.text).toContain('Mensagem: Feliz aniversário!');
    expect(mail.text).toContain(
      'Vale-presente para imprimir: https://movietour.com.br/vale-presente/ABCD-EFGH-JKMN',
    );
    expect(mail.html).toContain('href="https://movietour.com.br/vale-presente/ABCD-EFGH-JKMN"');
  });

  it("'vale_presente_recebido' greets the recipient and says who gave it and how to redeem", () => {
    const mail = renderOutboxEmail('vale_presente_recebido', data, site)!;
    expect(mail.subject).toBe('Você ganhou um vale-presente Movie Tour');
    expect(mail.text).toContain('Olá, Bia!');
    expect(mail.text).toContain('Ana Cliente deu a você um vale-presente de R$\u00a0200,00');
    expect(mail.text).toContain('“Resgatar vale-presente”');
    expect(mail.text).toContain('Código: ABCD-EFGH-JKMN');
  });

  it.each(['vale_presente', 'vale_presente_recebido'] as const)(
    "'%s' links the printable card and Minhas Compras in the HTML, not as plain text",
    (template) => {
      const mail = renderOutboxEmail(template, data, site)!;
      expect(mail.html).toContain(
        '<a href="https://movietour.com.br/vale-presente/ABCD-EFGH-JKMN">Ver o vale-presente para imprimir</a>',
      );
      expect(mail.html).toContain(
        '<a href="https://movietour.com.br/minhas-compras">Resgatar em Minhas Compras</a>',
      );
      expect(mail.html).not.toMatch(/[^"]https:\/\/movietour\.com\.br\/minhas-compras/);
      expect(mail.text).toContain(
        'O valor vira crédito por 12 meses. https://movietour.com.br/minhas-compras',
      );
    },
  );

  it('escapes every value in the HTML', () => {
    const mail = renderOutboxEmail('vale_presente', { ...data, comprador: '<b>Ana</b>' }, site)!;
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
  });

  it('leaves out the recipient and the message when there are none', () => {
    const mail = renderOutboxEmail('vale_presente', { ...data, destinatario: null, mensagem: null }, site)!;
    expect(mail.text).toContain('Seu vale-presente de R$\u00a0200,00 está pago.\n');
    expect(mail.text).not.toContain('Mensagem:');
    expect(renderOutboxEmail('vale_presente_recebido', { ...data, destinatario: null }, site)!.text).toMatch(
      /^Olá!/,
    );
  });

  it.each([
    ['no code', { ...data, codigo: undefined }],
    ['a code that cannot be one', { ...data, codigo: 'ABC' }],
    ['no amount', { ...data, valor: null }],
    ['no buyer', { ...data, comprador: '' }],
    ['not an object', 'x'],
  ])('data with %s does not fit the template', (_case, bad) => {
    expect(readGiftCardMailData(bad)).toBeNull();
    expect(renderOutboxEmail('vale_presente', bad, site)).toBeNull();
  });
});
