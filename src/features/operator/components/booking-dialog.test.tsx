import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import type { BookingRow } from '../api/bookings';
import type { AuditRow } from '../api/history';
import { BookingDialog } from './booking-dialog';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering admin_bookings with one
// booking, and the history is `history`.
const booking = (overrides: Partial<BookingRow>): BookingRow => ({
  ref: 'R12',
  kind: 'itinerario',
  id: 12,
  id_cliente: 3,
  nome_cliente: 'Ana Souza',
  celular: '12988887777',
  email: 'ana@example.com',
  passeio: 'City Tour Tradicional',
  data_passeio: '2027-01-10',
  adultos: 2,
  criancas: 0,
  bebes: 0,
  pets: 0,
  embarque: 'Hotel Frontenac',
  endereco: null as unknown as string,
  origem: 'Site (PIX)',
  valor: 430,
  status: 'Aguardando',
  passageiros: null as unknown as string,
  observacao: null as unknown as string,
  pix_txid: null as unknown as string,
  created_at: '2026-11-25T10:00:00Z',
  credito_usado: 0,
  ...overrides,
});

let row = booking({});
const rpc = vi.fn(async () => ({ data: [row], error: null }));
vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));
let history: AuditRow[] = [];
vi.mock('../api/history', () => ({
  historyQueryOptions: (ref: string) =>
    queryOptions({ queryKey: ['history', ref], queryFn: async () => history }),
}));

// The matcher normalizes the no-break space formatBRL writes after 'R$'.
describe('the booking dialog', () => {
  it('says how much of a booking the customer’s credit paid', async () => {
    row = booking({ valor: 430, credito_usado: 200.45 });
    renderPage(<BookingDialog reference="R12" onClose={vi.fn()} />);
    expect(await screen.findByText('Pago com crédito')).toBeInTheDocument();
    expect(screen.getByText('R$ 200,45')).toBeInTheDocument();
    expect(screen.getByText('R$ 430,00')).toBeInTheDocument();
  });

  it('says nothing of credit for a booking paid in money only', async () => {
    row = booking({ valor: 430, credito_usado: 0 });
    renderPage(<BookingDialog reference="R12" onClose={vi.fn()} />);
    expect(await screen.findByText('R$ 430,00')).toBeInTheDocument();
    expect(screen.queryByText('Pago com crédito')).not.toBeInTheDocument();
  });

  it('names the amounts of an accepted cancellation in the history', async () => {
    row = booking({ valor: 430, credito_usado: 200.45, status: 'Cancelado' });
    history = [
      {
        id: 1,
        at: '2026-11-26T13:00:00Z',
        actor: null,
        actor_email: 'admin@movietour.local',
        action: 'cancelamento_aceito',
        entity: 'booking_requests',
        entity_id: '9',
        before: { status: 'aberto' },
        after: { status: 'aceito', reembolso: 430, reembolso_dinheiro: 229.55, reembolso_credito: 200.45 },
        reason: null,
      },
    ];
    renderPage(<BookingDialog reference="R12" onClose={vi.fn()} />);
    expect(
      await screen.findByText(
        'Reembolso: R$ 430,00 (R$ 229,55 pelo meio de pagamento; R$ 200,45 de volta ao crédito)',
      ),
    ).toBeInTheDocument();
  });
});
