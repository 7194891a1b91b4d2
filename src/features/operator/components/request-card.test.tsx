import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListedRequest } from '../api/booking-requests';
import type { RefundActions } from '../hooks/use-refund-actions';
import { RequestCard } from './request-card';

const actions: RefundActions = {
  refundingCard: () => false,
  switching: () => false,
  refundCard: vi.fn(),
  switchToPix: vi.fn(),
};

// A customer's cancellation the operator accepted for the whole R$ 360,00 paid.
const accepted = (overrides: Partial<ListedRequest>): ListedRequest => ({
  id: 9,
  id_cliente: 3,
  id_itinerario: 12,
  id_pedido: null,
  tipo: 'cancelamento',
  status: 'aceito',
  escolha: null,
  passeio: 'City Tour Tradicional',
  data_anterior: '2027-01-10',
  nova_data: null,
  mensagem: null,
  valor_pago: 360,
  regra: 'arrependimento',
  percentual: 100,
  reembolso_proposto: 360,
  diferenca_tarifa: 0,
  created_at: '2026-11-25T10:00:00Z',
  decidido_em: '2026-11-25T11:00:00Z',
  motivo_decisao: null,
  reembolso: 360,
  motivo_ajuste: null,
  origem: 'cliente',
  clientes: { nome_cliente: 'Ana Souza', celular: '12988887777', email_cliente: 'ana@example.com' },
  refunds: [],
  settledAsCredit: false,
  creditUsed: 0,
  creditReturned: 0,
  ...overrides,
});

function renderCard(request: ListedRequest) {
  render(
    <ul>
      <RequestCard
        request={request}
        now={new Date('2026-11-25T12:00:00Z')}
        refundActions={actions}
        onAction={vi.fn()}
      />
    </ul>,
  );
  const answer = screen.getByRole('link', { name: 'Avisar pelo WhatsApp' }).getAttribute('href') ?? '';
  // formatBRL separates 'R$' with a no-break space.
  return { answer: (new URL(answer).searchParams.get('text') ?? '').replace(/\u00a0/g, ' ') };
}

describe('the decision of an accepted cancellation', () => {
  it('settled as credit says it was credit, here and in the answer to the customer', () => {
    const { answer } = renderCard(accepted({ settledAsCredit: true }));
    expect(screen.getByText('Aceita, crédito de R$ 360,00')).toBeInTheDocument();
    expect(screen.queryByText(/reembolso de/)).not.toBeInTheDocument();
    expect(answer).toContain('Registramos um crédito de R$ 360,00');
  });

  it('settled in money says refund', () => {
    const { answer } = renderCard(
      accepted({
        refunds: [
          {
            id: 7,
            metodo: 'pix',
            valor: 360,
            status: 'pendente',
            stripe_refund_id: null,
            pix_charge_id: null,
            pix_e2e_id: null,
            pago_em: null,
            last_error: null,
          },
        ],
      }),
    );
    expect(screen.getByText('Aceita, reembolso de R$ 360,00')).toBeInTheDocument();
    expect(answer).toContain('com reembolso de R$ 360,00');
  });
});

describe('a cancellation of a booking paid partly with credit', () => {
  // R$ 180,00 booked, R$ 150,00 of it with the customer's credit and R$ 30,00 by card.
  const cardRefund = {
    id: 8,
    metodo: 'cartao' as const,
    valor: 30,
    status: 'pendente' as const,
    stripe_refund_id: null,
    pix_charge_id: null,
    pix_e2e_id: null,
    pago_em: null,
    last_error: null,
  };
  const paidWithCredit = { valor_pago: 180, reembolso_proposto: 180, creditUsed: 150 };

  it('pending, says what of the proposal goes back to the credit and what by the payment method', () => {
    render(
      <ul>
        <RequestCard
          request={accepted({ ...paidWithCredit, status: 'pendente', reembolso: null, decidido_em: null })}
          now={new Date('2026-11-25T12:00:00Z')}
          refundActions={actions}
          onAction={vi.fn()}
        />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 180,00 (R$ 150,00 com crédito)');
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'R$ 30,00 pelo meio de pagamento; R$ 150,00 de volta ao crédito',
    );
  });

  it('accepted, says both parts here and in the answer to the customer', () => {
    const { answer } = renderCard(
      accepted({ ...paidWithCredit, reembolso: 180, creditReturned: 150, refunds: [cardRefund] }),
    );
    const card = screen.getByRole('listitem');
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'R$ 30,00 pelo meio de pagamento; R$ 150,00 de volta ao crédito',
    );
    expect(answer).toContain(
      'com reembolso de R$ 180,00 (R$ 30,00 pelo meio de pagamento; R$ 150,00 de volta ao seu crédito)',
    );
  });

  it('settled wholly as credit, has no split', () => {
    renderCard(accepted({ ...paidWithCredit, reembolso: 180, settledAsCredit: true }));
    expect(screen.queryByText(/pelo meio de pagamento/)).not.toBeInTheDocument();
  });
});

describe('a request the operator recorded for the customer', () => {
  it('says so, and the one a link names is marked and focused', () => {
    render(
      <ul>
        <RequestCard
          request={accepted({ status: 'pendente', reembolso: null, decidido_em: null, origem: 'operador' })}
          now={new Date('2026-11-25T12:00:00Z')}
          highlighted
          refundActions={actions}
          onAction={vi.fn()}
        />
      </ul>,
    );
    expect(screen.getByText('Registrada pelo operador (WhatsApp)')).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(item).toHaveFocus();
  });
});
