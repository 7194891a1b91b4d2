import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import type { CancellationTerms } from '@/domain/booking-change-terms';
import type { PurchaseCard } from '@/domain/purchases';
import { ChangeForm } from './booking-change-form';

const card: PurchaseCard = {
  key: 'pedido-12',
  ref: 'P12',
  id: 12,
  source: 'pedido_site',
  paymentType: 'Cartão(Stripe)',
  pixTxid: null,
  tourName: 'City Tour Tradicional',
  date: '2027-01-04',
  dateLabel: '04 de janeiro, 2027',
  people: 2,
  party: { adults: 2, children: 0, babies: 0 },
  value: 180,
  status: 'Confirmado',
  tone: 'confirmed',
  payByCard: null,
  voucher: 'ABCDEFGHJKMN',
  orderId: 12,
};
const ninety: CancellationTerms = {
  rule: 'antecedencia-31',
  canCancel: true,
  percent: 90,
  refund: 162,
  canReschedule: true,
  days: 40,
};

function renderForm(terms: CancellationTerms, booking: PurchaseCard = card) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Cancelar ou remarcar</DialogTitle>
            <ChangeForm card={booking} terms={terms} />
          </DialogContent>
        </Dialog>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe("'Cancelar ou remarcar': what the policy gives today, and the choice", () => {
  it('shows the refund in BRL with its percentage and the rule, and asks to cancel by default', () => {
    renderForm(ninety);
    const policy = screen.getByRole('region', { name: 'O que a política dá hoje' });
    expect(policy).toHaveTextContent('Cancelando hoje, você recebe R$ 162,00 (90% do valor pago).');
    expect(policy).toHaveTextContent('Cancelamento com 31 dias ou mais de antecedência: reembolso de 90%');
    expect(policy).toHaveTextContent('Você ainda pode remarcar');
    expect(screen.getByRole('link', { name: 'Ver as regras de cancelamento' })).toHaveAttribute(
      'href',
      '/regras-cancelamento',
    );
    expect(radio(/Cancelar a reserva/)).toBeChecked();
    expect(radio(/Cancelar a reserva/)).toHaveAccessibleName(/Reembolso de R\$\s162,00 \(90%\)/);
    expect(screen.queryByRole('button', { name: /Nova data/ })).toBeNull();
  });

  it('a new day is asked for before anything is sent', async () => {
    renderForm(ninety);
    await userEvent.click(radio(/Remarcar para outro dia/));
    expect(screen.getByRole('button', { name: /Nova data Selecione a nova data/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha a nova data do passeio.');
    expect(screen.getByRole('button', { name: /Nova data/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('under 72 hours: no rescheduling; the cancellation without refund is still possible', () => {
    renderForm({ ...ninety, rule: 'sem-reembolso', percent: 0, refund: 0, canReschedule: false, days: 2 });
    expect(screen.getByText('Cancelando hoje, não há reembolso.')).toBeInTheDocument();
    expect(radio(/Remarcar para outro dia/)).toBeDisabled();
    expect(radio(/Cancelar a reserva/)).toHaveAccessibleName(/Sem reembolso/);
  });

  it('nothing left to ask once the departure has passed', () => {
    renderForm({
      ...ninety,
      rule: 'passeio-realizado',
      canCancel: false,
      percent: 0,
      refund: 0,
      canReschedule: false,
      days: 0,
    });
    expect(screen.getByText('Esta reserva não pode mais ser cancelada.')).toBeInTheDocument();
    expect(radio(/Cancelar a reserva/)).toBeDisabled();
    expect(radio(/Remarcar para outro dia/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar solicitação' })).toBeDisabled();
  });

  it('only rescheduling left: it is chosen, with its date field', () => {
    renderForm({ ...ninety, rule: 'combo-iniciado', canCancel: false, percent: 0, refund: 0 });
    expect(radio(/Remarcar para outro dia/)).toBeChecked();
    expect(screen.getByRole('button', { name: /Nova data/ })).toBeInTheDocument();
  });

  it('a tour outside the catalogue is moved through the messaging app', () => {
    renderForm(ninety, { ...card, tourName: 'Combo MovieTour' });
    expect(radio(/Remarcar para outro dia/)).toBeDisabled();
    expect(radio(/Remarcar para outro dia/)).toHaveAccessibleName(/fale conosco pelo WhatsApp/);
  });
});
