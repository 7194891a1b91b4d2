import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayInSaoPaulo } from '@/domain/calendar-days';
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
type Terms = {
  regra: string;
  pode_cancelar: boolean;
  percentual: number;
  reembolso: number;
  pode_remarcar: boolean;
  dias: number;
};
let terms: Terms = {
  regra: 'antecedencia-31',
  pode_cancelar: true,
  percentual: 90,
  reembolso: 387,
  pode_remarcar: true,
  dias: 40,
};
let openRequest: Record<string, unknown> | null = null;
const rpc = vi.fn(async (name: string, _args?: unknown) => {
  if (name === 'cancellation_terms_for') return { data: [terms], error: null };
  if (name === 'admin_request_booking_change') return { data: { id: 5, tipo: 'cancelamento' }, error: null };
  return { data: [row], error: null };
});
// booking_requests: the booking's open request, if any (select, eq, in, maybeSingle).
const requests = {
  select: () => requests,
  eq: () => requests,
  in: () => requests,
  maybeSingle: async () => ({ data: openRequest, error: null }),
};
vi.mock('@/lib/supabase', () => ({
  getSupabase: async () => ({
    rpc,
    from: () => requests,
    functions: { invoke: async () => ({ data: null, error: null }) },
  }),
}));
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

  describe('recording a change the customer asked on WhatsApp', () => {
    const ahead = dayInSaoPaulo(new Date(), 40);

    it('shows the policy, then records the cancellation and opens Solicitações', async () => {
      row = booking({ data_passeio: ahead, valor: 430 });
      terms = {
        regra: 'antecedencia-31',
        pode_cancelar: true,
        percentual: 90,
        reembolso: 387,
        pode_remarcar: true,
        dias: 40,
      };
      openRequest = null;
      history = [];
      renderPage(<BookingDialog reference="R12" onClose={vi.fn()} />, { route: '/admin/reservas?ref=R12' });
      await userEvent.click(await screen.findByRole('button', { name: 'Registrar cancelamento' }));
      const dialog = await screen.findByRole('dialog', { name: 'Registrar cancelamento' });
      expect(
        await within(dialog).findByText('Política: 90% (R$ 387,00), 31 dias ou mais de antecedência'),
      ).toBeInTheDocument();
      await userEvent.type(
        within(dialog).getByLabelText('O que o cliente pediu (opcional)'),
        'Vai viajar antes',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar cancelamento' }));
      await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/solicitacoes'));
      expect(rpc).toHaveBeenCalledWith('admin_request_booking_change', {
        p_ref: 'R12',
        p_tipo: 'cancelamento',
        p_mensagem: 'Vai viajar antes',
      });
    });

    it('says why the policy refuses, with no button to record it', async () => {
      row = booking({ data_passeio: ahead });
      terms = {
        regra: 'antecedencia-31',
        pode_cancelar: true,
        percentual: 90,
        reembolso: 387,
        pode_remarcar: false,
        dias: 2,
      };
      openRequest = null;
      renderPage(<BookingDialog reference="R12" onClose={vi.fn()} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Registrar remarcação' }));
      const dialog = await screen.findByRole('dialog', { name: 'Registrar remarcação' });
      expect(
        await within(dialog).findByText(
          'A remarcação precisa ser pedida com pelo menos 72 horas de antecedência.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Registrar remarcação' })).not.toBeInTheDocument();
    });

    it('links to the request already open instead', async () => {
      row = booking({ data_passeio: ahead });
      openRequest = {
        id: 8,
        tipo: 'remarcacao',
        status: 'pendente',
        nova_data: dayInSaoPaulo(new Date(), 47),
        origem: 'cliente',
      };
      renderPage(<BookingDialog reference="R12" onClose={vi.fn()} />);
      expect(await screen.findByRole('link', { name: 'Abrir em Solicitações' })).toHaveAttribute(
        'href',
        '/admin/solicitacoes?solicitacao=8',
      );
      expect(screen.getByText(/Solicitação em andamento: Remarcação para/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Registrar cancelamento' })).not.toBeInTheDocument();
    });

    it('offers nothing for a cancelled booking or one whose day has passed', async () => {
      openRequest = null;
      for (const shown of [
        booking({ data_passeio: ahead, status: 'Cancelado' }),
        booking({ data_passeio: dayInSaoPaulo(new Date(), -1) }),
      ]) {
        row = shown;
        const { unmount } = renderPage(<BookingDialog reference="R12" onClose={vi.fn()} />);
        expect(await screen.findByText('Histórico')).toBeInTheDocument();
        await screen.findByText('Conversar no WhatsApp');
        expect(screen.queryByRole('button', { name: 'Registrar cancelamento' })).not.toBeInTheDocument();
        unmount();
      }
    });
  });
});
