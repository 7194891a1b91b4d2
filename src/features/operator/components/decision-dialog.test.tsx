import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRequest } from '@/domain/operator-requests';
import { renderPage } from '@/testing/render';
import { DecisionDialog } from './decision-dialog';
import { DecisionForm } from './decision-form';
import type { RequestAction } from './request-card';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering the operator's calls.
const rpc = vi.fn();

vi.mock('@/lib/supabase', () => ({
  getSupabase: async () => ({ rpc, functions: { invoke: async () => ({ data: null, error: null }) } }),
}));

const request: OperatorRequest = {
  id: 9,
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
};

/** A card's buttons and the page's dialog, as the requests page holds them. */
function Requests({ onClose }: { onClose: () => void }) {
  const [action, setAction] = useState<RequestAction | null>(null);
  return (
    <>
      <button type="button" onClick={() => setAction({ kind: 'accept', request })}>
        Aceitar
      </button>
      <button type="button" onClick={() => setAction({ kind: 'refuse', request })}>
        Recusar
      </button>
      <DecisionDialog
        action={action}
        onClose={() => {
          onClose();
          setAction(null);
        }}
      />
    </>
  );
}

function open(kind: 'Aceitar' | 'Recusar') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderPage(<Requests onClose={onClose} />);
  return { user, onClose, opened: user.click(screen.getByRole('button', { name: kind })) };
}

beforeEach(() => {
  rpc.mockReset();
  rpc.mockResolvedValue({ data: null, error: null });
});

describe('accepting a cancellation: the refund starts at the policy’s proposal', { timeout: 15_000 }, () => {
  it('accepts the proposal as it is, says so in a toast and closes', async () => {
    const { user, onClose, opened } = open('Aceitar');
    await opened;
    const dialog = screen.getByRole('dialog', { name: 'Aceitar solicitação' });
    expect(dialog).toHaveTextContent(
      'Cancelamento: City Tour Tradicional de 10/01/2027, reserva R12, de Ana Souza.',
    );
    expect(dialog).toHaveTextContent('Política: 90% (R$ 202,50), 31 dias ou mais de antecedência');
    expect(screen.getByLabelText('Valor do reembolso (R$)')).toHaveValue('202,50');
    expect(screen.queryByLabelText('Motivo do ajuste')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith('admin_decide_booking_request', {
      p_id: 9,
      p_aceitar: true,
      p_motivo: '',
      p_reembolso: 202.5,
      p_motivo_ajuste: '',
      p_liquidar_como: 'dinheiro',
    });
    expect(await screen.findByText('Solicitação aceita')).toBeInTheDocument();
  });

  it("'Devolver como crédito' settles the cancellation as credit", async () => {
    const { user, onClose, opened } = open('Aceitar');
    await opened;
    expect(screen.getByRole('radio', { name: /Devolver em dinheiro/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Devolver como crédito/ }));
    expect(screen.getByLabelText('Valor do crédito (R$)')).toHaveValue('202,50');
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith(
      'admin_decide_booking_request',
      expect.objectContaining({ p_reembolso: 202.5, p_liquidar_como: 'credito' }),
    );
  });

  it('an adjusted amount asks for its reason before anything is sent', async () => {
    const { user, onClose, opened } = open('Aceitar');
    await opened;
    const amount = screen.getByLabelText('Valor do reembolso (R$)');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(screen.getByText('Informe o motivo de mudar o valor proposto pela política.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Motivo do ajuste'), 'Cliente remarcou outro passeio');
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith(
      'admin_decide_booking_request',
      expect.objectContaining({ p_reembolso: 150, p_motivo_ajuste: 'Cliente remarcou outro passeio' }),
    );
  });

  it('a request already accepted with another refund says which, not that this amount was accepted', async () => {
    rpc.mockResolvedValue({ data: { ...request, status: 'aceito', reembolso: 202.5 }, error: null });
    const { user, onClose, opened } = open('Aceitar');
    await opened;
    const amount = screen.getByLabelText('Valor do reembolso (R$)');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.type(screen.getByLabelText('Motivo do ajuste'), 'Cliente remarcou outro passeio');
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Solicitação já decidida')).toBeInTheDocument();
    expect(document.body.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Ela já tinha sido aceita com reembolso de R$ 202,50 (em outra aba ou por outro operador): nada mudou.',
    );
    expect(screen.queryByText('Solicitação aceita')).not.toBeInTheDocument();
  });

  it('refuses more than was paid', async () => {
    const { user, opened } = open('Aceitar');
    await opened;
    const amount = screen.getByLabelText('Valor do reembolso (R$)');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(screen.getByText('Informe um valor de R$ 0,00 até R$ 225,00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('a refusal of the database is written above the buttons, not toasted over them; the dialog stays open', async () => {
    rpc.mockResolvedValue({ data: null, error: new Error('A solicitação já foi decidida.') });
    const { user, onClose, opened } = open('Aceitar');
    await opened;
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aceitar solicitação' });
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Não foi possível aceitar: A solicitação já foi decidida.');
    expect(refusal.nextElementSibling).toContainElement(
      within(dialog).getByRole('button', { name: 'Aceitar' }),
    );
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('refusing a request', { timeout: 15_000 }, () => {
  it('needs the reason the customer will receive', async () => {
    const { user, onClose, opened } = open('Recusar');
    await opened;
    expect(screen.queryByLabelText('Valor do reembolso (R$)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(screen.getByText('Informe o motivo da recusa.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Motivo da recusa'), 'Passeio já realizado');
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith(
      'admin_decide_booking_request',
      expect.objectContaining({ p_aceitar: false, p_motivo: 'Passeio já realizado' }),
    );
    expect(await screen.findByText('Solicitação recusada')).toBeInTheDocument();
  });

  it('a request another tab already accepted is not reported as refused: the database kept the acceptance', async () => {
    // admin_decide_booking_request answers a decided request as it stands, whatever the second decision asked.
    rpc.mockResolvedValue({ data: { ...request, status: 'aceito', reembolso: 202.5 }, error: null });
    const { user, onClose, opened } = open('Recusar');
    await opened;
    await user.type(screen.getByLabelText('Motivo da recusa'), 'Sem vagas no dia pedido');
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Solicitação já decidida')).toBeInTheDocument();
    expect(
      screen.getByText('Ela já tinha sido aceita (em outra aba ou por outro operador): nada mudou.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Solicitação recusada')).not.toBeInTheDocument();
  });

  it("'Voltar' closes it and gives focus back to the button that opened it", async () => {
    const { user, opened } = open('Recusar');
    await opened;
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Recusar' })).toHaveFocus();
  });
});

describe('accepting a cancellation of a booking paid partly with credit', () => {
  it('says what of the refund goes back to the credit and what by the payment method, as it is typed', async () => {
    const user = userEvent.setup();
    renderPage(
      <DecisionForm
        request={{ ...request, creditUsed: 150 }}
        accept
        busy={false}
        onSubmit={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    const hint = () => document.body.textContent?.replace(/\u00a0/g, ' ') ?? '';
    // 90% of R$ 225,00, of which R$ 150,00 was credit: R$ 135,00 to the credit, R$ 67,50 to the payment method.
    expect(hint()).toContain('Pago: R$ 225,00 (R$ 150,00 com crédito)');
    expect(hint()).toContain('Devolução: R$ 67,50 pelo meio de pagamento; R$ 135,00 de volta ao crédito.');
    const amount = screen.getByLabelText('Valor do reembolso (R$)');
    await user.clear(amount);
    await user.type(amount, '225');
    expect(hint()).toContain('Devolução: R$ 75,00 pelo meio de pagamento; R$ 150,00 de volta ao crédito.');
    // Settled as credit, all of it is credit: no split.
    await user.click(screen.getByRole('radio', { name: /Devolver como crédito/ }));
    expect(hint()).not.toContain('pelo meio de pagamento');
  });
});
