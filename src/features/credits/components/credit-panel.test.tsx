import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { CreditPanel } from './credit-panel';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering the two credit reads.
const rpc = vi.fn();

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

type Answers = { balance: unknown[]; movements: unknown[] };

function answer({ balance, movements }: Answers) {
  rpc.mockImplementation(async (fn: string) => ({
    data: fn === 'credit_balance' ? balance : movements,
    error: null,
  }));
}

const grant = {
  id: 1,
  created_at: '2026-11-20T15:00:00Z',
  tipo: 'cortesia',
  descricao: 'Cortesia: Atraso na saída',
  valor: 500,
  expira_em: '2027-11-20T15:00:00Z',
  referencia: null,
};
const use = {
  id: 2,
  created_at: '2026-11-25T15:00:00Z',
  tipo: 'uso',
  descricao: 'Usado na compra',
  valor: -180,
  expira_em: null,
  referencia: '2594V4WP3RGC',
};

beforeEach(() => rpc.mockReset());

describe("My Purchases' 'Seu crédito'", () => {
  it('shows the balance, the next expiry and the movements, newest first, with the booking linked', async () => {
    answer({
      balance: [{ saldo: 320, proxima_expiracao: '2027-11-20T15:00:00Z', valor_a_expirar: 320 }],
      // credit_movements() answers a booking paid from two grants as one use of their sum.
      movements: [use, grant],
    });
    const user = userEvent.setup();
    renderPage(<CreditPanel userId="u1" />);
    expect(await screen.findByRole('heading', { name: 'Seu crédito: R$\u00a0320,00' })).toBeInTheDocument();
    expect(screen.getByText('R$ 320,00 expiram em 20/11/2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver movimentos' }));
    const lines = within(screen.getByRole('list', { name: 'Movimentos do crédito' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Usado em reserva−R$ 180,00Usado na compra25/11/2026');
    expect(within(lines[0]!).getByRole('link', { name: '2594-V4WP-3RGC' })).toHaveAttribute(
      'href',
      '/voucher/2594V4WP3RGC',
    );
    expect(lines[1]).toHaveTextContent('Crédito de cortesia+R$ 500,00Cortesia: Atraso na saída20/11/2026');
    expect(lines[1]).toHaveTextContent('Expira em 20/11/2027');
  });

  it('reads a return to two credits as one line of its total, each part keeping its expiry', async () => {
    answer({
      balance: [{ saldo: 500, proxima_expiracao: '2027-11-20T15:00:00Z', valor_a_expirar: 500 }],
      // credit_movements() answers a cancelled order's credit, given back to two lots, as one return of their sum.
      movements: [
        {
          id: 4,
          created_at: '2026-11-26T15:00:00Z',
          tipo: 'devolucao',
          descricao: 'Devolvido: pedido cancelado',
          valor: 180,
          expira_em: null,
          referencia: '2594V4WP3RGC',
        },
        use,
        grant,
      ],
    });
    const user = userEvent.setup();
    renderPage(<CreditPanel userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Ver movimentos' }));
    const lines = within(screen.getByRole('list', { name: 'Movimentos do crédito' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Devolvido de reserva cancelada+R$ 180,00');
    expect(lines[0]).toHaveTextContent('Mantém a validade de cada crédito usado');
    expect(lines[0]).not.toHaveTextContent('Expira em');
  });

  it('closing the movements with Escape gives focus back to Ver movimentos', async () => {
    answer({
      balance: [{ saldo: 500, proxima_expiracao: '2027-11-20T15:00:00Z', valor_a_expirar: 500 }],
      movements: [grant],
    });
    const user = userEvent.setup();
    renderPage(<CreditPanel userId="u1" />);
    const opener = await screen.findByRole('button', { name: 'Ver movimentos' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Movimentos do crédito' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('a credit spent to the last cent still shows, with its movements', async () => {
    answer({
      balance: [{ saldo: 0, proxima_expiracao: null, valor_a_expirar: null }],
      movements: [{ ...use, valor: -500 }, grant],
    });
    renderPage(<CreditPanel userId="u1" />);
    expect(await screen.findByRole('heading', { name: 'Seu crédito: R$\u00a00,00' })).toBeInTheDocument();
    expect(screen.getByText('Sem saldo no momento.')).toBeInTheDocument();
  });

  it('a customer who never had credit sees nothing of it', async () => {
    answer({ balance: [{ saldo: 0, proxima_expiracao: null, valor_a_expirar: null }], movements: [] });
    renderPage(<CreditPanel userId="u1" />);
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(2));
    // Both answers rendered: nothing of the credit appears.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/Seu crédito/)).not.toBeInTheDocument();
  });
});
