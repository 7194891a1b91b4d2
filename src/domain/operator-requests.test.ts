import {
  changeProposal,
  decisionChatUrl,
  decisionLabel,
  isRefundChoice,
  parseOperatorRequest,
  decisionMessage,
  policyLabel,
  refundLabel,
  refundSplit,
  refundSplitLabel,
  requestOriginLabel,
  requestRef,
  requestStatusLabel,
  requestTitle,
  type OperatorRequest,
} from './operator-requests.ts';

const request = (overrides: Partial<OperatorRequest> = {}): OperatorRequest => ({
  id: 7,
  id_cliente: 3,
  id_itinerario: 12,
  id_pedido: null,
  tipo: 'cancelamento',
  status: 'pendente',
  escolha: null,
  passeio: 'City Tour Tradicional',
  data_anterior: '2027-01-10',
  nova_data: null,
  mensagem: null,
  valor_pago: 225,
  regra: 'antecedencia-31',
  percentual: 90,
  reembolso_proposto: 202.5,
  diferenca_tarifa: 0,
  created_at: '2026-11-25T10:00:00Z',
  decidido_em: null,
  motivo_decisao: null,
  reembolso: null,
  motivo_ajuste: null,
  origem: 'cliente',
  clientes: { nome_cliente: 'Ana Souza', celular: '12988887777', email_cliente: 'ana@example.com' },
  refunds: [],
  ...overrides,
});

describe('the operator view of a request', () => {
  it('names the booking as the console and the customer do', () => {
    expect(requestRef(request())).toBe('R12');
    expect(requestRef(request({ id_itinerario: null, id_pedido: 34 }))).toBe('P34');
  });

  it.each([
    [{ tipo: 'cancelamento' }, 'Cancelamento'],
    [{ tipo: 'remarcacao', nova_data: '2027-02-01' }, 'Remarcação para 01/02/2027'],
    [{ tipo: 'cancelamento_empresa' }, 'Cancelado pela empresa'],
    [
      { tipo: 'cancelamento_empresa', escolha: 'credito' },
      'Cancelado pela empresa — cliente escolheu crédito de 100%',
    ],
    [
      { tipo: 'cancelamento_empresa', escolha: 'remarcar', nova_data: '2027-02-01' },
      'Cancelado pela empresa — cliente escolheu remarcar para 01/02/2027',
    ],
  ] as const)('titles %o as %s', (overrides, title) => {
    expect(requestTitle(request(overrides))).toBe(title);
  });

  it('says what the policy proposed, and where a refund stands', () => {
    expect(policyLabel(request())).toBe('Política: 90% (R$\u00a0202,50), 31 dias ou mais de antecedência');
    expect(policyLabel(request({ regra: 'sem-reembolso', percentual: 0, reembolso_proposto: 0 }))).toBe(
      'Política: sem reembolso, 20 dias ou menos de antecedência',
    );
    const refund = {
      id: 1,
      metodo: 'pix',
      valor: 200,
      status: 'concluido',
      stripe_refund_id: null,
      pix_e2e_id: null,
      pago_em: '2026-11-26',
      last_error: null,
    } as const;
    expect(refundLabel(refund)).toBe('Reembolso por PIX de R$\u00a0200,00: concluído em 26/11/2026');
    expect(refundLabel({ ...refund, metodo: 'cartao', status: 'processando' })).toBe(
      'Reembolso no cartão de R$\u00a0200,00: em processamento',
    );
    expect(requestStatusLabel('pendente')).toBe('Aguardando você');
  });

  it('prefills the messaging app with the decision', () => {
    const accepted = request({ status: 'aceito', reembolso: 202.5 });
    expect(decisionMessage(accepted)).toContain(
      'Seu cancelamento foi confirmado, com reembolso de R$\u00a0202,50.',
    );
    expect(decisionMessage(request({ status: 'aceito', reembolso: 0 }))).toContain('sem reembolso');
    expect(
      decisionMessage(request({ status: 'recusado', motivo_decisao: 'Passeio já realizado' })),
    ).toContain('Não foi possível atender à sua solicitação: Passeio já realizado');
    expect(
      decisionMessage(request({ status: 'aceito', tipo: 'remarcacao', nova_data: '2027-02-01' })),
    ).toContain('remarcado para 01/02/2027');
    const url = new URL(decisionChatUrl(accepted)!);
    expect(url.pathname).toBe('/5512988887777');
    expect(url.searchParams.get('text')).toContain('reserva R12');
  });
});

describe('the decision, as the card shows it', () => {
  it.each([
    [{ status: 'aceito', reembolso: 202.5 }, 'Aceita, reembolso de R$\u00a0202,50'],
    [
      { status: 'aceito', reembolso: 500, tipo: 'cancelamento_empresa', escolha: 'credito' },
      'Aceita, crédito de R$\u00a0500,00',
    ],
    [{ status: 'aceito', reembolso: 0, tipo: 'remarcacao', nova_data: '2027-02-01' }, 'Aceita'],
    [
      { status: 'aceito', reembolso: 150, motivo_decisao: 'ok', motivo_ajuste: 'combinado' },
      'Aceita, reembolso de R$\u00a0150,00 — ok (ajuste: combinado)',
    ],
    [{ status: 'recusado', motivo_decisao: 'Passeio já realizado' }, 'Recusada — Passeio já realizado'],
  ] as const)('%o → %s', (overrides, label) => {
    expect(decisionLabel(request(overrides))).toBe(label);
  });
});

describe('a row as PostgREST sends it is read with the values the database allows', () => {
  const raw = {
    ...request(),
    tipo: 'cancelamento' as string,
    status: 'pendente' as string,
    escolha: null,
    refunds: null,
  };
  it('checks the text columns and embeds the refund as a list', () => {
    expect(parseOperatorRequest(raw)).toEqual(request());
    const refund = {
      id: 1,
      metodo: 'pix',
      valor: 200,
      status: 'pendente',
      stripe_refund_id: null,
      pix_charge_id: null,
      pix_e2e_id: null,
      pago_em: null,
      last_error: null,
    };
    expect(parseOperatorRequest({ ...raw, refunds: refund }).refunds).toEqual([refund]);
  });

  it.each([
    [{ tipo: 'troca' }, 'tipo desconhecido: troca'],
    [{ status: 'arquivado' }, 'status desconhecido: arquivado'],
    [{ escolha: 'voucher' }, 'escolha desconhecido: voucher'],
  ])('refuses a value it does not know: %o', (overrides, message) => {
    expect(() => parseOperatorRequest({ ...raw, ...overrides })).toThrow(message);
  });

  it.each([
    [{ tipo: 'cancelamento', escolha: null }, true],
    [{ tipo: 'cancelamento_empresa', escolha: 'reembolso' }, true],
    [{ tipo: 'cancelamento_empresa', escolha: 'credito' }, true],
    [{ tipo: 'cancelamento_empresa', escolha: 'remarcar' }, false],
    [{ tipo: 'remarcacao', escolha: null }, false],
  ] as const)('%o asks for money back: %s', (overrides, refund) => {
    expect(isRefundChoice(overrides)).toBe(refund);
  });
});

describe("a refund of a booking paid partly with credit, split as the database's admin_decide_booking_request", () => {
  it('gives the credit its share, round(refund × credit / paid, 2), and the rest to the payment method', () => {
    expect(refundSplit(180, 150, 180)).toEqual({ money: 30, credit: 150 });
    // 80% of a R$ 430,00 booking of which R$ 200,45 was credit: 344 × 200,45 / 430 = 160,36.
    expect(refundSplit(344, 200.45, 430)).toEqual({ money: 183.64, credit: 160.36 });
    expect(refundSplit(180, 0, 180)).toEqual({ money: 180, credit: 0 });
    expect(refundSplit(180, 180, 180)).toEqual({ money: 0, credit: 180 });
  });

  it('reads as My Purchases says it', () => {
    expect(refundSplitLabel({ money: 30, credit: 150 }).replace(/\u00a0/g, ' ')).toBe(
      'R$ 30,00 pelo meio de pagamento; R$ 150,00 de volta ao crédito',
    );
  });
});

describe('a change the operator records for the customer', () => {
  const terms = {
    rule: 'antecedencia-31',
    canCancel: true,
    percent: 90,
    refund: 387,
    canReschedule: true,
    days: 40,
  };
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('shows the policy’s proposal as Solicitações does', () => {
    expect(changeProposal(terms, 'cancelamento')).toEqual({
      allowed: true,
      text: expect.stringContaining('90%') as string,
    });
    expect(plain(changeProposal(terms, 'cancelamento').text)).toBe(
      'Política: 90% (R$ 387,00), 31 dias ou mais de antecedência',
    );
    expect(
      changeProposal({ ...terms, rule: 'sem-reembolso', percent: 0, refund: 0 }, 'cancelamento').allowed,
    ).toBe(true);
    expect(changeProposal(terms, 'remarcacao').allowed).toBe(true);
  });

  it('says why the policy refuses', () => {
    const used = {
      ...terms,
      rule: 'passeio-realizado',
      canCancel: false,
      percent: 0,
      refund: 0,
      canReschedule: false,
    };
    expect(changeProposal(used, 'cancelamento')).toEqual({
      allowed: false,
      text: 'Esta reserva não pode mais ser cancelada pela política de cancelamento (passeio já realizado).',
    });
    expect(changeProposal(used, 'remarcacao')).toEqual({
      allowed: false,
      text: 'O embarque já passou: não é possível remarcar.',
    });
    expect(changeProposal({ ...terms, canReschedule: false }, 'remarcacao')).toEqual({
      allowed: false,
      text: 'A remarcação precisa ser pedida com pelo menos 72 horas de antecedência.',
    });
  });

  it('marks the requests the operator recorded', () => {
    expect(requestOriginLabel({ origem: 'operador' })).toBe('Registrada pelo operador (WhatsApp)');
    expect(requestOriginLabel({ origem: 'cliente' })).toBeNull();
  });
});
