import { describe, expect, it } from 'vitest';
import {
  bookingConfirmedEmail,
  bookingConfirmedMessage,
  escapeHtml,
  myPurchasesPath,
  orderCancelledEmail,
  pickupWindow,
  pickupWindows,
  readBookingConfirmedData,
  readRequestEmailData,
  renderOutboxEmail,
  requestEmail,
  requestTemplates,
  type BookingConfirmedData,
  type RequestEmailData,
  type RequestTemplate,
} from './booking-email.ts';
import { tours } from './catalogue/tours.ts';

const site = 'https://www.movietour.com.br';

const booking = (overrides: Partial<BookingConfirmedData> = {}): BookingConfirmedData => ({
  nome: 'João Conceição',
  passeio: 'City Tour Tradicional',
  data: '2026-12-05',
  embarque: 'Hotel Frontenac',
  endereco: 'Av. Frei Orestes Girardi, 3549 - Capivari',
  adultos: 2,
  criancas: 1,
  bebes: 0,
  pets: 1,
  valor: 1100,
  ...overrides,
});

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
    ['the cancellation policy', `${site}/regras-cancelamento`],
  ])('the text has %s', (_what, fragment) => {
    expect(mail.text).toContain(fragment);
  });

  it('the HTML has the same facts and links to the cancellation policy', () => {
    for (const fact of ['João Conceição', 'City Tour Tradicional', '05/12/2026', 'Hotel Frontenac', '1 pet'])
      expect(mail.html).toContain(fact);
    expect(mail.html).toContain(`href="${site}/regras-cancelamento"`);
    expect(mail.html).toContain('lang="pt-BR"');
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

  it('every tour of the catalogue has a window', () => {
    for (const tour of tours) expect(pickupWindow(tour.title)).toBe(pickupWindows[tour.period]);
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
    expect(bookingConfirmedMessage(booking(), site)).toBe(
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

describe('outbox rows', () => {
  it('reads the data enqueue_booking_confirmed stores', () => {
    expect(readBookingConfirmedData({ ...booking(), valor: 1100.5 })).toEqual(booking({ valor: 1100.5 }));
    expect(readBookingConfirmedData({ ...booking(), embarque: undefined })).toEqual(
      booking({ embarque: null }),
    );
  });

  it.each([
    ['not an object', []],
    ['no tour', { ...booking(), passeio: '' }],
    ['no date', { ...booking(), data: null }],
    ['a count that is not a whole number', { ...booking(), adultos: 1.5 }],
    ['a negative count', { ...booking(), pets: -1 }],
    ['a value that is not a number', { ...booking(), valor: 'cem' }],
  ])('refuses data with %s', (_what, data) => {
    expect(readBookingConfirmedData(data)).toBeNull();
    expect(renderOutboxEmail('reserva_confirmada', data, site)).toBeNull();
  });

  it('renders each template, and nothing for a template it does not know', () => {
    expect(renderOutboxEmail('reserva_confirmada', booking(), site)?.subject).toBe('Reserva confirmada');
    expect(renderOutboxEmail('pedido_cancelado', {}, site)?.subject).toBe('Pedido cancelado');
    expect(renderOutboxEmail('boas_vindas', {}, site)).toBeNull();
  });
});

// ─── Requests (issue 18) ────────────────────────────────────────────────────────────────────────────────────

// What enqueue_request_email() stores: every column, null when empty; numerics as numbers.
const requestRow = {
  nome: 'Ana Cliente',
  passeio: 'Parque Amantikir',
  data: '2027-01-04',
  nova_data: null,
  valor_pago: 180,
  reembolso: 162,
  percentual: 90,
  motivo: null,
  referencia: 'P12',
};
const request = (overrides: Partial<RequestEmailData> = {}): RequestEmailData => ({
  ...readRequestEmailData(requestRow)!,
  ...overrides,
});
const mailOf = (template: RequestTemplate, overrides: Partial<RequestEmailData> = {}) => {
  const mail = requestEmail(template, request(overrides), site);
  if (!mail) throw new Error(`${template} rendered nothing`);
  return mail;
};
const textOf = (template: RequestTemplate, overrides: Partial<RequestEmailData> = {}) =>
  mailOf(template, overrides).text.replace(/\u00a0/g, ' ');

describe('the mails of a request each have their subject, the booking and the policy link', () => {
  const complete: Record<RequestTemplate, Partial<RequestEmailData>> = {
    solicitacao_recebida: {},
    solicitacao_recusada: { motivo: 'Fora da política' },
    cancelamento_confirmado: {},
    remarcacao_confirmada: { nova_data: '2027-01-11' },
    passeio_cancelado_empresa: { motivo: 'Chuva forte' },
    credito_registrado: { reembolso: 180, percentual: 100 },
    reembolso_efetuado: { metodo: 'pix' },
  };

  it.each([
    ['solicitacao_recebida', 'Solicitação recebida'],
    ['solicitacao_recusada', 'Solicitação recusada'],
    ['cancelamento_confirmado', 'Cancelamento confirmado'],
    ['remarcacao_confirmada', 'Remarcação confirmada'],
    ['passeio_cancelado_empresa', 'Passeio cancelado pela Movie Tour'],
    ['credito_registrado', 'Crédito registrado'],
    ['reembolso_efetuado', 'Reembolso efetuado'],
  ] as const)('%s → %s', (template, subject) => {
    const mail = mailOf(template, complete[template]);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith('Olá, Ana Cliente!\n')).toBe(true);
    expect(mail.text).toContain('P12');
    expect(mail.text).toContain('Parque Amantikir');
    expect(mail.text).toContain('04/01/2027');
    expect(mail.text).toContain(`Regras de cancelamento: ${site}/regras-cancelamento`);
    expect(mail.html).toContain(`<title>${subject}</title>`);
    expect(mail.html).toContain(`href="${site}/regras-cancelamento"`);
    expect(mail.html).toContain('lang="pt-BR"');
  });

  it('every template of the outbox is rendered from its row', () => {
    for (const template of requestTemplates) {
      const row = { ...requestRow, ...complete[template] };
      expect(renderOutboxEmail(template, row, site)?.subject, template).toBe(
        requestEmail(template, request(complete[template]), site)?.subject,
      );
    }
  });
});

describe("'Solicitação recebida'", () => {
  it('a cancellation: what was paid and what the policy gives back', () => {
    const text = textOf('solicitacao_recebida');
    expect(text).toContain('Recebemos sua solicitação sobre a reserva P12 (Parque Amantikir em 04/01/2027).');
    expect(text).toContain('Valor pago: R$ 180,00');
    expect(text).toContain('Devolução pela política: R$ 162,00 (90% do valor pago)');
    expect(text).toContain('responde por e-mail');
  });

  it('no refund by the policy says so', () => {
    expect(textOf('solicitacao_recebida', { reembolso: 0, percentual: 0 })).toContain(
      'Devolução pela política: sem reembolso',
    );
  });

  it("a company cancellation's credit: the customer's choice, never a refund by the policy", () => {
    const text = textOf('solicitacao_recebida', { escolha: 'credito', reembolso: 180, percentual: 100 });
    expect(text).toContain(
      'Recebemos sua escolha sobre a reserva P12 (Parque Amantikir em 04/01/2027), cancelada pela Movie Tour.',
    );
    expect(text).toContain('Sua escolha: crédito de R$ 180,00 para outro passeio');
    expect(text).not.toContain('Devolução');
  });

  it("a company cancellation's refund, and its rescheduling with the date chosen", () => {
    expect(
      textOf('solicitacao_recebida', { escolha: 'reembolso', reembolso: 180, percentual: 100 }),
    ).toContain('Sua escolha: reembolso integral de R$ 180,00');
    const moved = textOf('solicitacao_recebida', { escolha: 'remarcar', nova_data: '2027-01-11' });
    expect(moved).toContain('Nova data pedida: 11/01/2027');
    expect(moved).not.toContain('Sua escolha');
    expect(moved).not.toContain('Devolução');
  });

  it('a rescheduling: the date asked for, no refund line', () => {
    const text = textOf('solicitacao_recebida', { nova_data: '2027-01-11', reembolso: 0 });
    expect(text).toContain('Nova data pedida: 11/01/2027');
    expect(text).not.toContain('Devolução');
  });
});

describe("'Solicitação recusada'", () => {
  it('gives the reason and says the booking is as it was', () => {
    const text = textOf('solicitacao_recusada', { motivo: 'Reserva de grupo: fale com a gente' });
    expect(text).toContain(
      'Sua solicitação sobre a reserva P12 (Parque Amantikir em 04/01/2027) foi recusada.',
    );
    expect(text).toContain('Motivo: Reserva de grupo: fale com a gente');
    expect(text).toContain('A reserva segue como estava antes da solicitação.');
  });
});

describe("'Cancelamento confirmado'", () => {
  it("the policy's refund, with its percentage", () => {
    const text = textOf('cancelamento_confirmado');
    expect(text).toContain(
      'O cancelamento da sua reserva P12 (Parque Amantikir em 04/01/2027) está confirmado.',
    );
    expect(text).toContain('Reembolso: R$ 162,00 (90% do valor pago)');
    expect(text).toContain('avisaremos por e-mail quando ele for efetuado');
  });

  it("another amount the operator gave: the amount, not the policy's percentage", () => {
    const text = textOf('cancelamento_confirmado', { reembolso: 180 });
    expect(text).toContain('Reembolso: R$ 180,00\n');
    expect(text).not.toContain('90%');
  });

  it('no refund', () => {
    const text = textOf('cancelamento_confirmado', { reembolso: 0, percentual: 0 });
    expect(text).toContain('Reembolso: sem reembolso');
    expect(text).toContain('Pela política de cancelamento, este cancelamento não tem reembolso.');
  });

  it('needs the refund', () => {
    expect(requestEmail('cancelamento_confirmado', request({ reembolso: undefined }), site)).toBeNull();
  });
});

describe("'Remarcação confirmada'", () => {
  it('the old date, the new one and the pick-up window', () => {
    const text = textOf('remarcacao_confirmada', { nova_data: '2027-01-11' });
    expect(text).toContain('Sua reserva P12 do passeio Parque Amantikir foi remarcada.');
    expect(text).toContain('Data anterior: 04/01/2027\nNova data: 11/01/2027\n');
    expect(text).toContain('Horário de embarque: entre 13h e 13h30');
  });

  it('needs the new date', () => {
    expect(requestEmail('remarcacao_confirmada', request(), site)).toBeNull();
  });
});

describe("'Passeio cancelado pela Movie Tour'", () => {
  const mail = () => mailOf('passeio_cancelado_empresa', { motivo: 'Chuva forte', reembolso: 180 });

  it('says why and offers the three choices of the policy, with the amount paid', () => {
    const text = mail().text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Precisamos cancelar o passeio Parque Amantikir do dia 04/01/2027 (reserva P12).');
    expect(text).toContain('Motivo: Chuva forte');
    expect(text).toContain(
      [
        '- remarcar o passeio para outra data disponível, sem custo adicional;',
        '- receber um crédito de 100% do valor pago (R$ 180,00) para usar em outro passeio; ou',
        '- receber o reembolso integral do valor pago (R$ 180,00).',
      ].join('\n'),
    );
  });

  it('links to My Purchases, where the customer chooses', () => {
    expect(myPurchasesPath).toBe('/minhas-compras');
    expect(mail().text).toContain(`Escolha em Minhas Compras: ${site}/minhas-compras`);
    expect(mail().html).toContain(`<a href="${site}/minhas-compras">Escolha em Minhas Compras</a>`);
    expect(mail().html.match(/<li /g)).toHaveLength(3);
  });
});

describe("'Crédito registrado'", () => {
  it('the amount of the credit and how to use it', () => {
    const text = textOf('credito_registrado', { reembolso: 180, percentual: 100 });
    expect(text).toContain('Registramos um crédito de R$ 180,00 em seu nome');
    expect(text).toContain('Crédito: R$ 180,00');
    expect(text).toContain('WhatsApp');
  });
});

describe("'Reembolso efetuado'", () => {
  it('by card: the reversal, and up to the card issuer’s 90 days to show on the bill', () => {
    const text = textOf('reembolso_efetuado', { metodo: 'cartao' });
    expect(text).toContain('Fizemos o estorno de R$ 162,00 no seu cartão de crédito');
    expect(text).toContain('Forma: estorno no cartão de crédito');
    expect(text).toContain(
      'conforme o prazo da administradora do cartão, que pode levar até 90 (noventa) dias',
    );
  });

  it('by PIX: paid', () => {
    const text = textOf('reembolso_efetuado', { metodo: 'pix' });
    expect(text).toContain('Pagamos por PIX o reembolso de R$ 162,00');
    expect(text).toContain('Forma: PIX');
    expect(text).not.toContain('administradora');
  });

  it('needs the method', () => {
    expect(requestEmail('reembolso_efetuado', request(), site)).toBeNull();
  });
});

describe('the data of a request row', () => {
  it('reads what enqueue_request_email stores, nulls as missing', () => {
    expect(readRequestEmailData(requestRow)).toEqual({
      nome: 'Ana Cliente',
      passeio: 'Parque Amantikir',
      data: '2027-01-04',
      valor_pago: 180,
      reembolso: 162,
      percentual: 90,
      referencia: 'P12',
    });
    expect(
      readRequestEmailData({
        ...requestRow,
        nova_data: '2027-01-11',
        metodo: 'cartao',
        valor_pago: '180.00',
        escolha: 'credito',
      }),
    ).toMatchObject({ nova_data: '2027-01-11', metodo: 'cartao', valor_pago: 180, escolha: 'credito' });
    expect(readRequestEmailData({ ...requestRow, escolha: 'voucher' })).not.toHaveProperty('escolha');
  });

  it.each([
    ['not an object', 'x'],
    ['no tour', { ...requestRow, passeio: '' }],
    ['no date', { ...requestRow, data: null }],
    ['a date that is not YYYY-MM-DD', { ...requestRow, data: '04/01/2027' }],
  ])('refuses data with %s', (_what, data) => {
    expect(readRequestEmailData(data)).toBeNull();
    expect(renderOutboxEmail('solicitacao_recebida', data, site)).toBeNull();
  });

  it('leaves out a field of another kind', () => {
    expect(
      readRequestEmailData({ ...requestRow, reembolso: 'muito', percentual: 150, metodo: 'boleto' }),
    ).not.toHaveProperty('reembolso');
    expect(renderOutboxEmail('reembolso_efetuado', { ...requestRow, metodo: 'boleto' }, site)).toBeNull();
  });

  it('no name, no name in the greeting; no reference, no reference', () => {
    const text = textOf('cancelamento_confirmado', { nome: undefined, referencia: undefined });
    expect(text.startsWith('Olá!\n')).toBe(true);
    expect(text).toContain('O cancelamento da sua reserva (Parque Amantikir em 04/01/2027) está confirmado.');
    expect(text).not.toContain('Reserva:');
  });
});

describe('the mails of a request escape every value in the HTML', () => {
  it('the reason, the tour and the choices', () => {
    const hostile = { motivo: '<script>x</script>', passeio: '<b>Passeio</b>', referencia: 'P1"><i>' };
    for (const template of ['solicitacao_recusada', 'passeio_cancelado_empresa'] as const) {
      const { html, text } = mailOf(template, hostile);
      expect(html).not.toMatch(/<script|<b>|<i>/);
      expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(text).toContain('Motivo: <script>x</script>');
    }
  });

  it('a line break in the reason does not start a new line', () => {
    const text = textOf('solicitacao_recusada', { motivo: 'Linha 1\nValor pago: R$ 0,00' });
    expect(text).toContain('Motivo: Linha 1 Valor pago: R$ 0,00');
    expect(text.match(/^Valor pago:/gm)).toBeNull();
  });
});
