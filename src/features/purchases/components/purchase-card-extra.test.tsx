import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bookingChanges, type RequestWithBooking } from '@/domain/booking-changes';
import { itinerary, paidCard, requestFor } from '@/domain/purchase-test-fixtures';
import { classifyPurchases, type PaymentRefund, type PurchaseCard } from '@/domain/purchases';
import { PurchaseCardExtra, type CardGroup } from './purchase-card-extra';

const booking = paidCard({ id: 40, data_passeio: '2027-01-04' });
const [card] = classifyPurchases({
  pendingOrders: [],
  paidCardOrders: [booking],
  itineraries: [],
  today: '2026-11-25',
}).purchased as [PurchaseCard];

function renderExtra(
  group: CardGroup,
  requests: RequestWithBooking[] = [],
  shown: PurchaseCard = card,
  credit?: number,
  paymentRefunds?: PaymentRefund[],
) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PurchaseCardExtra
          card={shown}
          group={group}
          change={bookingChanges(requests).get(shown.key)}
          credit={credit}
          paymentRefunds={paymentRefunds}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });
const voucherLink = () => screen.queryByRole('link', { name: /^Ver voucher/ });

describe('what a card offers, by group and by its latest request', () => {
  it("a confirmed booking without a request: 'Cancelar ou remarcar', no state", () => {
    renderExtra('purchased');
    expect(button('Cancelar ou remarcar')).toBeInTheDocument();
    expect(screen.queryByTestId('change-state')).toBeNull();
  });

  it("a confirmed booking: 'Ver voucher' opens its voucher, named by its tour and date", () => {
    renderExtra('purchased', [], { ...card, voucher: 'K7QM2X9PA4TZ' });
    expect(voucherLink()).toHaveAttribute('href', '/voucher/K7QM2X9PA4TZ');
    expect(voucherLink()).toHaveAccessibleName('Ver voucher: City Tour Tradicional, 04 de janeiro, 2027');
  });

  it("no 'Ver voucher' while the order waits for payment, nor once cancelled or done", () => {
    for (const group of ['pending', 'cancelled', 'completed'] as const) {
      const { unmount } = renderExtra(group, [], { ...card, voucher: 'K7QM2X9PA4TZ' });
      expect(voucherLink(), group).toBeNull();
      unmount();
    }
  });

  it('a request waiting for the operator: its state, and nothing more to ask', () => {
    renderExtra('purchased', [requestFor({ pedido_site: booking })]);
    expect(screen.getByTestId('change-state')).toHaveTextContent('Cancelamento solicitado');
    expect(button('Cancelar ou remarcar')).toBeNull();
  });

  it('a refused request: the reason, and the customer may ask again', () => {
    renderExtra('purchased', [
      requestFor({ pedido_site: booking }, { status: 'recusado', motivo_decisao: 'Passeio já confirmado' }),
    ]);
    expect(screen.getByTestId('change-state')).toHaveTextContent(
      'Solicitação recusada: Passeio já confirmado',
    );
    expect(button('Cancelar ou remarcar')).toBeInTheDocument();
  });

  it("a pending order: 'Cancelar pedido'", () => {
    renderExtra('pending', [], { ...card, status: 'Aguardando Pagamento', tone: 'pending' });
    expect(button('Cancelar pedido')).toBeInTheDocument();
    expect(button('Cancelar ou remarcar')).toBeNull();
  });

  it("a booking the company cancelled: 'Escolher opção' until the customer chose", () => {
    const trip = itinerary({ id_itinerario: 41, status: 'Cancelado' });
    const cancelled = { ...card, key: 'itinerario-41', ref: 'R41', source: 'itinerarios' as const };
    const company = { tipo: 'cancelamento_empresa', status: 'aguardando_cliente' };
    const { unmount } = renderExtra('cancelled', [requestFor({ itinerarios: trip }, company)], cancelled);
    expect(screen.getByTestId('change-state')).toHaveTextContent('Cancelado pela empresa');
    expect(button('Escolher opção')).toBeInTheDocument();
    unmount();
    renderExtra(
      'cancelled',
      [requestFor({ itinerarios: trip }, { ...company, status: 'pendente', escolha: 'reembolso' })],
      cancelled,
    );
    expect(screen.getByTestId('change-state')).toHaveTextContent(
      'Cancelado pela empresa — reembolso integral solicitado',
    );
    expect(button('Escolher opção')).toBeNull();
  });

  it('a done tour: only its state, no action', () => {
    renderExtra('completed', [
      requestFor({ pedido_site: booking }, { status: 'aceito', tipo: 'remarcacao', nova_data: '2027-01-11' }),
    ]);
    expect(screen.getByTestId('change-state')).toHaveTextContent('Remarcado para 11/01/2027');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('what the customer’s credit paid', () => {
  const creditLine = () => screen.queryByText(/^Pago com crédito/);

  it('a pending order: the credit, and what is left to pay', () => {
    renderExtra(
      'pending',
      [],
      { ...card, value: 300, status: 'Aguardando Pagamento', tone: 'pending' },
      200.45,
    );
    expect(creditLine()).toHaveTextContent(/^Pago com crédito: R\$\s200,45 · Falta pagar: R\$\s99,55$/);
  });

  it.each(['purchased', 'completed', 'cancelled'] as const)('a %s booking: what the credit paid', (group) => {
    renderExtra(group, [], { ...card, value: 300 }, 200.45);
    expect(creditLine()).toHaveTextContent(/^Pago com crédito: R\$\s200,45$/);
  });

  it('above the refund split of a booking cancelled after it was confirmed', () => {
    const trip = itinerary({ id_itinerario: 42, status: 'Cancelado', id_pedido: 40 });
    const cancelled = {
      ...card,
      key: 'itinerario-42',
      ref: 'R42',
      source: 'itinerarios' as const,
      value: 300,
    };
    renderExtra('cancelled', [requestFor({ itinerarios: trip }, { status: 'aceito' })], cancelled, 200.45);
    expect(creditLine()).toHaveTextContent(/^Pago com crédito: R\$\s200,45$/);
    // Under the value it describes, before what became of the booking.
    expect(
      creditLine()!.compareDocumentPosition(screen.getByTestId('change-state')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('nothing without credit', () => {
    for (const group of ['pending', 'purchased', 'completed', 'cancelled'] as const) {
      const { unmount } = renderExtra(group, [], card, 0);
      expect(creditLine(), group).toBeNull();
      unmount();
    }
  });
});

describe("'Cancelar pedido' of an order the credit paid part of", () => {
  const pending = { ...card, value: 180, status: 'Aguardando Pagamento' as const, tone: 'pending' as const };
  const dialogText = async () => {
    await userEvent.click(button('Cancelar pedido')!);
    return within(screen.getByRole('dialog'))
      .getByText(/ainda não foi pago/)
      .textContent?.replace(/\u00a0/g, ' ');
  };

  it('says that the credit goes back to the balance', async () => {
    renderExtra('pending', [], pending, 50);
    expect(await dialogText()).toBe(
      'O pedido de R$ 180,00 ainda não foi pago e será cancelado. Nenhum valor é cobrado. ' +
        'O crédito de R$ 50,00 usado nele volta para o seu saldo.',
    );
  });

  it('says nothing of credit without it', async () => {
    renderExtra('pending', [], pending);
    expect(await dialogText()).toBe(
      'O pedido de R$ 180,00 ainda não foi pago e será cancelado. Nenhum valor é cobrado.',
    );
  });
});

describe('a payment received after the order was cancelled', () => {
  const cancelled = {
    ...card,
    status: 'Cancelado' as const,
    tone: 'cancelled' as const,
    cancelReason: 'Cancelado pelo cliente',
  };
  const paymentRefund = (overrides: Partial<PaymentRefund> = {}): PaymentRefund => ({
    id: 9,
    payment_to_refund_id: 4,
    metodo: 'cartao',
    valor: 130,
    status: 'processando',
    pago_em: null,
    stripe_session_id: 'cs_test_9',
    pix_charge_id: null,
    ...overrides,
  });
  const lines = () =>
    screen.queryAllByTestId('payment-refund').map((line) => line.textContent?.replace(/\u00a0/g, ' '));

  it('says the payment and where its refund stands, under why the order was cancelled', () => {
    renderExtra('cancelled', [], cancelled, 0, [paymentRefund()]);
    expect(lines()).toEqual([
      'Pagamento de R$ 130,00 recebido após o cancelamentoReembolso em processamento',
    ]);
    expect(
      screen.getByTestId('cancel-reason').compareDocumentPosition(screen.getByTestId('payment-refund')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a refund the card refused, and one done', () => {
    renderExtra('cancelled', [], cancelled, 0, [
      paymentRefund({ status: 'falhou' }),
      paymentRefund({ id: 10, status: 'concluido', pago_em: '2026-11-28', metodo: 'pix' }),
    ]);
    expect(lines()).toEqual([
      'Pagamento de R$ 130,00 recebido após o cancelamentoReembolso não concluído: a equipe da Movie Tour vai falar com você pelo WhatsApp para combinar a devolução',
      'Pagamento de R$ 130,00 recebido após o cancelamentoReembolso concluído em 28/11/2026: devolvido por PIX',
    ]);
  });

  it('nothing without one', () => {
    renderExtra('cancelled', [], cancelled);
    expect(lines()).toEqual([]);
  });
});
