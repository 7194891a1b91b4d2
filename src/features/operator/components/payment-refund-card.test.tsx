import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parsePaymentRefund, type RawPaymentRefund } from '@/domain/payment-refunds';
import type { RefundActions } from '../hooks/use-refund-actions';
import { PaymentRefundCard } from './payment-refund-card';

// A refund of money a payment brought for an order it could not book has no request: its card names the customer,
// the order, why it booked nothing and the refund, with the buttons a booking's refund has.
const actions: RefundActions = {
  refundingCard: () => false,
  switching: () => false,
  refundCard: vi.fn(),
  switchToPix: vi.fn(),
};

const cardFailure =
  'O Stripe não conseguiu devolver no cartão: o cartão venceu ou foi cancelado. Tente de novo ou devolva por PIX.';

const row = (overrides: Partial<RawPaymentRefund> = {}): RawPaymentRefund => ({
  id: 31,
  status: 'falhou',
  metodo: 'cartao',
  valor: 180,
  stripe_refund_id: 're_local_1',
  pix_charge_id: null,
  last_error: cardFailure,
  created_at: '2026-11-28T12:00:00Z',
  nome_cliente: 'Helena Cardoso',
  email_cliente: 'helena@example.com',
  celular: '11955554444',
  id_pedido: 12,
  passeio: 'City Tour Tradicional',
  data_passeio: '2027-01-08',
  motivo: 'cancelled',
  pagamento: 'cs_test_abc',
  pago_com: 'cartao',
  ...overrides,
});

const now = new Date('2026-11-28T12:30:00Z');

describe('PaymentRefundCard', () => {
  it('shows the customer, the order, why it booked nothing, the amount and why the provider failed it', () => {
    render(
      <ul>
        <PaymentRefundCard
          item={parsePaymentRefund(row())}
          now={now}
          actions={actions}
          onPixRefund={vi.fn()}
        />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Pedido P12 · há 30 minutos');
    expect(within(card).getByRole('heading')).toHaveTextContent('Pagamento sem reserva a devolver');
    expect(card).toHaveTextContent('Falhou');
    expect(card).toHaveTextContent('Helena Cardoso');
    expect(within(card).getByRole('link', { name: 'helena@example.com' })).toBeInTheDocument();
    expect(card).toHaveTextContent('City Tour Tradicional · 08/01/2027');
    expect(card).toHaveTextContent('O pedido já estava cancelado quando o pagamento chegou.');
    expect(card).toHaveTextContent('Cartão (Stripe) cs_test_abc');
    expect(card).toHaveTextContent('Reembolso no cartão de R$ 180,00: falhou');
    expect(within(card).getByText(cardFailure)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Devolver por PIX', 'Tentar reembolso de novo']);
  });

  it("switched to PIX, it asks for the bank's PIX to be recorded, naming the customer", async () => {
    const onPixRefund = vi.fn();
    render(
      <ul>
        <PaymentRefundCard
          item={parsePaymentRefund(row({ status: 'pendente', metodo: 'pix' }))}
          now={now}
          actions={actions}
          onPixRefund={onPixRefund}
        />
      </ul>,
    );
    // Paid by card, now paid back by PIX at the bank.
    expect(screen.getByRole('listitem')).toHaveTextContent('Cartão (Stripe)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrar reembolso PIX' }));
    expect(onPixRefund).toHaveBeenCalledWith(
      expect.objectContaining({ id: 31, metodo: 'pix' }),
      'Helena Cardoso',
    );
  });

  it('names a PIX charge paid twice', () => {
    render(
      <ul>
        <PaymentRefundCard
          item={parsePaymentRefund(
            row({
              metodo: 'pix',
              pix_charge_id: 'pi_local_9',
              pagamento: 'pi_local_9',
              pago_com: 'pix',
              motivo: 'already_paid',
              status: 'processando',
              last_error: null,
            }),
          )}
          now={now}
          actions={actions}
          onPixRefund={vi.fn()}
        />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('O pedido já tinha sido pago por outro pagamento.');
    expect(card).toHaveTextContent('PIX (cobrança automática) pi_local_9');
    expect(card).toHaveTextContent('Em processamento');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
