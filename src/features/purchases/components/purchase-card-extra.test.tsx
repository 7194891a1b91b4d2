import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bookingChanges, type RequestWithBooking } from '@/domain/booking-changes';
import { itinerary, paidCard, requestFor } from '@/domain/purchase-test-fixtures';
import { classifyPurchases, type PurchaseCard } from '@/domain/purchases';
import { PurchaseCardExtra, type CardGroup } from './purchase-card-extra';

const booking = paidCard({ id: 40, data_passeio: '2027-01-04' });
const [card] = classifyPurchases({
  pendingOrders: [],
  paidCardOrders: [booking],
  itineraries: [],
  today: '2026-11-25',
}).purchased as [PurchaseCard];

function renderExtra(group: CardGroup, requests: RequestWithBooking[] = [], shown: PurchaseCard = card) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PurchaseCardExtra card={shown} group={group} change={bookingChanges(requests).get(shown.key)} />
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
