import { describe, expect, it } from 'vitest';
import { tours } from '../catalogue/tours.ts';
import {
  bookingConfirmedEmail,
  bookingConfirmedMessage,
  orderCancelledEmail,
  tourReminderEmail,
} from './booking-mails.ts';
import { escapeHtml } from './format.ts';
import { pickupWindow } from '../boarding.ts';
import { booking, site } from './test-fixtures.ts';

describe("'Reserva confirmada' says who, what, when, where, who comes and how much", () => {
  const mail = bookingConfirmedEmail(booking(), site);

  it('has the subject Reserva confirmada', () => {
    expect(mail.subject).toBe('Reserva confirmada');
  });

  it.each([
    ['a greeting with the name', 'Olá, João Conceição!'],
    ['the tour', 'Passeio: City Tour Tradicional'],
    ['the date as dd/MM/yyyy', 'Data: 05/12/2026'],
    [
      'the boarding place and its address',
      'Embarque: Hotel Frontenac (Av. Frei Orestes Girardi, 3549 - Capivari)',
    ],
    ['the pick-up window of a morning tour', 'Horário de embarque: entre 8h e 8h30'],
    ['that the exact time comes by the messaging app', 'o horário exato é confirmado pelo WhatsApp'],
    ['the party, zero counts left out', 'Grupo: 2 adultos, 1 criança, 1 pet'],
    ['the amount in BRL, pt-BR', 'Valor: R$\u00a01.100,00'],
    ['the booking reference', 'Reserva: R12'],
    ['the voucher code written out', 'Voucher: K7QM-2X9P-A4TZ'],
    ['the link to the voucher', `Seu voucher: ${site}/voucher/K7QM2X9PA4TZ`],
    ['the cancellation policy', `${site}/regras-cancelamento`],
  ])('the text has %s', (_what, fragment) => {
    expect(mail.text).toContain(fragment);
  });

  it('the HTML has the same facts and links to the cancellation policy', () => {
    for (const fact of ['João Conceição', 'City Tour Tradicional', '05/12/2026', 'Hotel Frontenac', '1 pet'])
      expect(mail.html).toContain(fact);
    expect(mail.html).toContain(`href="${site}/regras-cancelamento"`);
    expect(mail.html).toContain(`<a href="${site}/voucher/K7QM2X9PA4TZ">Ver voucher</a>`);
    expect(mail.html).toContain('lang="pt-BR"');
  });

  it('a booking queued before vouchers existed, or with a code that is not one, gets no voucher line', () => {
    for (const codigo of [undefined, null, '', '<b>x</b>']) {
      const { text, html } = bookingConfirmedEmail(booking({ codigo }), site);
      expect(text).not.toMatch(/voucher/i);
      expect(html).not.toMatch(/voucher/i);
    }
  });

  it('one slash before the policy path, whether or not the site URL ends with one', () => {
    expect(bookingConfirmedEmail(booking(), `${site}/`).text).toContain(`${site}/regras-cancelamento`);
  });
});

describe('the party leaves out what is zero', () => {
  it.each([
    [{ adultos: 1, criancas: 0, bebes: 0, pets: 0 }, 'Grupo: 1 adulto\n'],
    [{ adultos: 2, criancas: 0, bebes: 2, pets: 0 }, 'Grupo: 2 adultos, 2 bebês\n'],
    [{ adultos: 3, criancas: 2, bebes: 1, pets: 2 }, 'Grupo: 3 adultos, 2 crianças, 1 bebê, 2 pets\n'],
  ])('%j → %s', (party, line) => {
    const { text } = bookingConfirmedEmail(booking(party), site);
    expect(text).toContain(line);
    if (party.criancas === 0) expect(text).not.toMatch(/criança/);
  });
});

describe('the pick-up window comes from the tour period in the catalogue', () => {
  it.each([
    ['Parque Amantikir', 'entre 13h e 13h30'],
    ['City Tour Tradicional', 'entre 8h e 8h30'],
  ])('%s → %s', (tour, window) => {
    expect(pickupWindow(tour)).toBe(window);
    expect(bookingConfirmedEmail(booking({ passeio: tour }), site).text).toContain(window);
  });

  it.each([
    ['a morning tour', 'Manhã', 'entre 8h e 8h30'],
    ['an afternoon tour', 'Tarde', 'entre 13h e 13h30'],
    ['a full-day tour', 'Manhã e Tarde', 'entre 7h30 e 8h'],
  ])('every tour of the catalogue has a window: %s (%s) → %s', (_name, period, window) => {
    const ofPeriod = tours.filter((tour) => tour.period === period);
    expect(ofPeriod.length).toBeGreaterThan(0);
    for (const tour of ofPeriod) expect(pickupWindow(tour.title)).toBe(window);
  });

  it('a tour the catalogue does not know gets no window, only the note about the exact time', () => {
    const { text } = bookingConfirmedEmail(booking({ passeio: 'Passeio antigo' }), site);
    expect(text).toContain('Horário de embarque: o horário exato é confirmado pelo WhatsApp');
  });
});

describe('the boarding place', () => {
  it.each([
    [{ endereco: null }, 'Embarque: Hotel Frontenac\n'],
    [{ endereco: 'Hotel Frontenac' }, 'Embarque: Hotel Frontenac\n'],
    [{ embarque: null, endereco: null }, 'Embarque: a combinar\n'],
  ])('%j → %s', (place, line) => {
    expect(bookingConfirmedEmail(booking(place), site).text).toContain(line);
  });
});

describe('every value is escaped in the HTML', () => {
  const hostile = booking({
    nome: '<script>alert("x")</script> & Cia',
    passeio: "O'Brien <b>tour</b>",
    embarque: '<img src=x onerror=alert(1)>',
    endereco: 'Rua "A" & B',
  });
  const mail = bookingConfirmedEmail(hostile, 'https://x.test/"><script>');

  it('no tag or attribute from the data or the site URL reaches the HTML', () => {
    expect(mail.html).not.toMatch(/<script|<img|<b>|"><script/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia');
    expect(mail.html).toContain('O&#39;Brien &lt;b&gt;tour&lt;/b&gt;');
    expect(mail.html).toContain('Rua &quot;A&quot; &amp; B');
  });

  it('the text and the message keep the values as they are', () => {
    expect(mail.text).toContain('Olá, <script>alert("x")</script> & Cia!');
    expect(bookingConfirmedMessage(hostile, site)).toContain("O'Brien <b>tour</b>");
  });

  it.each([
    ['&', '&amp;'],
    ['<>', '&lt;&gt;'],
    [`"'`, '&quot;&#39;'],
  ])('%s → %s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});

describe('names', () => {
  it('a long name is kept whole, in the text, the HTML and the message', () => {
    const nome = `Maria ${'da Silva '.repeat(30)}Conceição`;
    const data = booking({ nome });
    const mail = bookingConfirmedEmail(data, site);
    expect(mail.text).toContain(`Olá, ${nome}!`);
    expect(mail.html).toContain(nome);
    expect(mail.html).toContain('overflow-wrap:anywhere');
    expect(bookingConfirmedMessage(data, site)).toContain(nome);
  });

  it('a line break in a value does not start a new line of the mail', () => {
    const { text } = bookingConfirmedEmail(
      booking({ nome: 'Ana\nValor: R$ 0,00', embarque: 'Hotel\r\nX' }),
      site,
    );
    expect(text).toContain('Olá, Ana Valor: R$ 0,00!');
    expect(text).toContain('Embarque: Hotel X (');
    expect(text.match(/^Valor:/gm)).toHaveLength(1);
  });

  it('no name, no name in the greeting', () => {
    expect(bookingConfirmedEmail(booking({ nome: '  ' }), site).text.startsWith('Olá!\n')).toBe(true);
  });
});

describe('the messaging-app confirmation', () => {
  it('is the mail content as plain text, with the policy link and without the HTML', () => {
    expect(bookingConfirmedMessage(booking({ codigo: null, ref: null }), site)).toBe(
      [
        'Olá, João Conceição!',
        'Sua reserva na Movie Tour está confirmada:',
        'Passeio: City Tour Tradicional',
        'Data: 05/12/2026',
        'Embarque: Hotel Frontenac (Av. Frei Orestes Girardi, 3549 - Capivari)',
        'Horário de embarque: entre 8h e 8h30 (o horário exato é confirmado pelo WhatsApp)',
        'Grupo: 2 adultos, 1 criança, 1 pet',
        'Valor: R$\u00a01.100,00',
        '',
        `Regras de cancelamento: ${site}/regras-cancelamento`,
      ].join('\n'),
    );
  });

  it('lists every booking of a PIX checkout under one greeting', () => {
    const text = bookingConfirmedMessage(
      [booking(), booking({ passeio: 'Parque Amantikir', data: '2026-12-07', valor: 240 })],
      site,
    );
    expect(text.startsWith('Olá, João Conceição!\nSuas reservas na Movie Tour estão confirmadas:\n')).toBe(
      true,
    );
    expect(text.match(/^Passeio: /gm)).toHaveLength(2);
    expect(text).toContain('Passeio: Parque Amantikir\nData: 07/12/2026');
    expect(text.match(/Regras de cancelamento/g)).toHaveLength(1);
  });
});

describe("'Pedido cancelado'", () => {
  it('names the order and the reason when it has them', () => {
    const mail = orderCancelledEmail(
      { nome: 'Ana', passeio: 'Parque Amantikir', data: '2026-12-24', motivo: 'PIX não recebido' },
      site,
    );
    expect(mail.subject).toBe('Pedido cancelado');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('Seu pedido do passeio Parque Amantikir para 24/12/2026 foi cancelado.');
    expect(mail.text).toContain('Motivo: PIX não recebido');
    expect(mail.html).toContain(`href="${site}/regras-cancelamento"`);
  });

  it('says only that the order was cancelled when the data is empty', () => {
    const mail = orderCancelledEmail({}, site);
    expect(mail.text).toContain('Olá!\n');
    expect(mail.text).toContain('Seu pedido foi cancelado.');
    expect(mail.text).not.toContain('Motivo');
  });
});

describe("'Lembrete: seu passeio é amanhã' says when and where to be, with the voucher", () => {
  const mail = tourReminderEmail(booking({ passeio: 'Parque Amantikir' }), site);

  it('has the subject of the reminder', () => {
    expect(mail.subject).toBe('Lembrete: seu passeio é amanhã');
  });

  it.each([
    ['a greeting with the name', 'Olá, João Conceição!'],
    ['that the tour is tomorrow', 'Seu passeio com a Movie Tour é amanhã!'],
    ['the tour', 'Passeio: Parque Amantikir'],
    ['the date', 'Data: 05/12/2026'],
    [
      'the boarding place and its address',
      'Embarque: Hotel Frontenac (Av. Frei Orestes Girardi, 3549 - Capivari)',
    ],
    ['the pick-up window', 'Horário de embarque: entre 13h e 13h30'],
    ['the party', 'Grupo: 2 adultos, 1 criança, 1 pet'],
    ['the voucher link', `Seu voucher: ${site}/voucher/K7QM2X9PA4TZ`],
    ['the cancellation policy', `${site}/regras-cancelamento`],
  ])('the text has %s', (_what, fragment) => {
    expect(mail.text).toContain(fragment);
  });

  it('does not repeat the amount paid', () => {
    expect(mail.text).not.toContain('Valor:');
  });

  it('the HTML links the voucher and escapes the data', () => {
    expect(mail.html).toContain(`<a href="${site}/voucher/K7QM2X9PA4TZ">Ver voucher</a>`);
    const hostile = tourReminderEmail(booking({ embarque: '<img src=x>' }), site);
    expect(hostile.html).not.toContain('<img');
  });
});

describe("the operator's message", () => {
  it('links the voucher of each booking', () => {
    const text = bookingConfirmedMessage([booking(), booking({ codigo: 'ZZZZ9999AAAA' })], site);
    expect(text).toContain(`Seu voucher: ${site}/voucher/K7QM2X9PA4TZ`);
    expect(text).toContain(`Seu voucher: ${site}/voucher/ZZZZ9999AAAA`);
  });
});
