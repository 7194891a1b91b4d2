import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './outbox.ts';
import {
  myPurchasesPath,
  requestEmail,
  requestTemplates,
  type RequestEmailData,
  type RequestTemplate,
} from './request-mails.ts';
import { mailOf, request, requestRow, site, textOf } from './test-fixtures.ts';

describe('the mails of a request each have their subject, the booking and the policy link', () => {
  const complete: Record<RequestTemplate, Partial<RequestEmailData>> = {
    solicitacao_recebida: {},
    solicitacao_recusada: { motivo: 'Fora da política' },
    cancelamento_confirmado: {},
    remarcacao_confirmada: { nova_data: '2027-01-11' },
    passeio_cancelado_empresa: { motivo: 'Chuva forte' },
    credito_registrado: { reembolso: 180, percentual: 100 },
    reembolso_efetuado: { metodo: 'pix' },
    reembolso_falhou: { metodo: 'cartao' },
  };

  it.each([
    ['solicitacao_recebida', 'Solicitação recebida'],
    ['solicitacao_recusada', 'Solicitação recusada'],
    ['cancelamento_confirmado', 'Cancelamento confirmado'],
    ['remarcacao_confirmada', 'Remarcação confirmada'],
    ['passeio_cancelado_empresa', 'Passeio cancelado pela Movie Tour'],
    ['credito_registrado', 'Crédito registrado'],
    ['reembolso_efetuado', 'Reembolso efetuado'],
    ['reembolso_falhou', 'Reembolso não concluído'],
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

  it('a booking paid partly with credit: what goes back to the credit and what through the payment method', () => {
    const text = textOf('cancelamento_confirmado', {
      valor_pago: 430,
      reembolso: 430,
      percentual: 100,
      reembolso_credito: 200.45,
    });
    expect(text).toContain('Reembolso: R$ 430,00 (100% do valor pago)');
    expect(text).toContain('Pelo meio de pagamento: R$ 229,55');
    expect(text).toContain('De volta ao seu crédito: R$ 200,45');
    expect(text).toContain('A parte paga com crédito já voltou ao seu crédito na Movie Tour');
  });

  it('a booking paid wholly with credit: no payment refund is promised', () => {
    const text = textOf('cancelamento_confirmado', {
      valor_pago: 135,
      reembolso: 135,
      percentual: 100,
      reembolso_credito: 135,
    });
    expect(text).toContain('o reembolso já voltou ao seu crédito na Movie Tour');
    expect(text).not.toContain('mesmo meio de pagamento');
    expect(text).not.toContain('Pelo meio de pagamento');
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
  it('the amount of the credit and how to use it at checkout (issue 31)', () => {
    const text = textOf('credito_registrado', { reembolso: 180, percentual: 100, escolha: 'credito' });
    expect(text).toContain('Registramos um crédito de R$ 180,00 em seu nome');
    expect(text).toContain('cancelada pela Movie Tour.');
    expect(text).toContain('Crédito: R$ 180,00');
    expect(text).toContain("O crédito vale por 12 meses: use-o em outro passeio marcando 'Usar meu crédito'");
    expect(text).toContain(`Ver meu crédito em Minhas Compras: ${site}/minhas-compras`);
  });

  it("a customer's cancellation the operator settled as credit", () => {
    const text = textOf('credito_registrado', { reembolso: 162, percentual: 90 });
    expect(text).toContain('cancelada a seu pedido.');
    expect(text).not.toContain('Movie Tour.');
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

describe("'Reembolso não concluído'", () => {
  it('says the card refund did not go through, that an earlier mail was wrong, and what happens next', () => {
    const text = textOf('reembolso_falhou', { reembolso: 162, metodo: 'cartao' });
    expect(text).toContain(
      'O estorno de R$ 162,00 no seu cartão de crédito, referente à reserva P12 (Parque Amantikir em 04/01/2027), não foi concluído',
    );
    expect(text).toContain('desconsidere-o');
    expect(text).toContain('Reembolso: R$ 162,00');
    expect(text).toContain('combinar a devolução por PIX');
  });

  it('says a PIX refund through the provider did not reach the account that paid', () => {
    const text = textOf('reembolso_falhou', { reembolso: 162, metodo: 'pix' });
    expect(text).toContain(
      'A devolução de R$ 162,00 por PIX, referente à reserva P12 (Parque Amantikir em 04/01/2027), não foi concluída',
    );
    expect(text).toContain('o valor não chegou à sua conta');
    expect(text).not.toContain('cartão');
  });

  it('is not sent without the amount', () => {
    expect(requestEmail('reembolso_falhou', request({ reembolso: undefined }), site)).toBeNull();
  });
});
