import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import type { ListedRequest } from '../api/booking-requests';
import type { RefundActions } from '../hooks/use-refund-actions';
import { departureCancelledText } from './cancel-departure-dialog';
import { RecordChoiceDialog } from './record-choice-dialog';
import { RequestCard } from './request-card';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering the operator's calls.
const rpc = vi.fn();

vi.mock('@/lib/supabase', () => ({
  getSupabase: async () => ({ rpc, functions: { invoke: async () => ({ data: null, error: null }) } }),
}));

// The company cancelled Rita's City Tour (booked on WhatsApp, no e-mail): her request waits for her choice.
const awaiting = (overrides: Partial<ListedRequest> = {}): ListedRequest => ({
  id: 41,
  id_cliente: 3,
  id_itinerario: 12,
  id_pedido: null,
  tipo: 'cancelamento_empresa',
  status: 'aguardando_cliente',
  escolha: null,
  passeio: 'City Tour Tradicional',
  data_anterior: '2027-01-10',
  nova_data: null,
  mensagem: 'Chuva forte na serra',
  valor_pago: 360,
  regra: 'cancelado-pela-empresa',
  percentual: 100,
  reembolso_proposto: 360,
  diferenca_tarifa: 0,
  created_at: '2026-11-25T10:00:00Z',
  decidido_em: null,
  motivo_decisao: null,
  reembolso: null,
  motivo_ajuste: null,
  origem: 'cliente',
  clientes: { nome_cliente: 'Rita Sem Conta', celular: '12977776666', email_cliente: null },
  refunds: [],
  settledAsCredit: false,
  creditUsed: 0,
  creditReturned: 0,
  ...overrides,
});

const actions: RefundActions = {
  refundingCard: () => false,
  switching: () => false,
  refundCard: vi.fn(),
  switchToPix: vi.fn(),
};

/** Solicitações' card and the dialog its button opens. */
function Requests({ request, onClose }: { request: ListedRequest; onClose: () => void }) {
  const [choosing, setChoosing] = useState<ListedRequest | null>(null);
  return (
    <>
      <ul>
        <RequestCard
          request={request}
          now={new Date('2026-11-25T12:00:00Z')}
          refundActions={actions}
          onAction={vi.fn()}
          onRecordChoice={setChoosing}
        />
      </ul>
      <RecordChoiceDialog
        request={choosing}
        onClose={() => {
          onClose();
          setChoosing(null);
        }}
      />
    </>
  );
}

async function open(request = awaiting()) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderPage(<Requests request={request} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Registrar escolha do cliente' }));
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Registrar escolha do cliente' }) };
}

const submit = () => screen.getByRole('button', { name: 'Registrar escolha' });

beforeEach(() => {
  rpc.mockReset();
  rpc.mockImplementation(async (name: string) =>
    name === 'admin_choose_company_cancellation_option'
      ? { data: { ...awaiting(), status: 'pendente', escolha: 'credito', origem: 'operador' }, error: null }
      : { data: [], error: null },
  );
});

describe("'Registrar escolha do cliente' in Solicitações", { timeout: 15_000 }, () => {
  it('offers the customer’s three options in their words, with what was paid', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveTextContent(
      'A Movie Tour cancelou City Tour Tradicional de 10/01/2027, reserva R12, de Rita Sem Conta.',
    );
    expect(dialog).toHaveTextContent('Motivo: Chuva forte na serra');
    expect(screen.getByRole('radio', { name: /Remarcar para outro dia/ })).toBeEnabled();
    // formatBRL separates 'R$' with a no-break space.
    expect(
      screen.getByRole('radio', { name: /^Crédito de 100%\s*R\$\s360,00 para usar em outro passeio\.$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', {
        name: /^Reembolso integral\s*R\$\s360,00 devolvidos pela forma de pagamento da compra\.$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('O que o cliente disse (opcional)')).toBeInTheDocument();
  });

  it('records the credit with what the customer said, tells to answer on WhatsApp without an e-mail, closes', async () => {
    const { user, onClose } = await open();
    await user.click(screen.getByRole('radio', { name: /Crédito de 100%/ }));
    await user.type(screen.getByLabelText('O que o cliente disse (opcional)'), 'Prefere crédito');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith('admin_choose_company_cancellation_option', {
      p_request_id: 41,
      p_escolha: 'credito',
      p_mensagem: 'Prefere crédito',
    });
    expect(await screen.findByText('Escolha registrada')).toBeInTheDocument();
    expect(
      screen.getByText('Aceite em Solicitações. Rita Sem Conta não tem e-mail: avise pelo WhatsApp.'),
    ).toBeInTheDocument();
  });

  it('asks for an option, then for the new date of a reschedule; nothing is sent', async () => {
    rpc.mockImplementation(async () => ({
      data: [
        {
          ref: 'R12',
          passeio: 'City Tour Tradicional',
          data_passeio: '2027-01-10',
          adultos: 2,
          criancas: 0,
          bebes: 0,
        },
      ],
      error: null,
    }));
    const { user } = await open();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha uma das opções.');
    await user.click(screen.getByRole('radio', { name: /Remarcar para outro dia/ }));
    expect(await screen.findByRole('button', { name: /Nova data/ })).toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha a nova data do passeio.');
    expect(rpc).not.toHaveBeenCalledWith('admin_choose_company_cancellation_option', expect.anything());
  });

  it('writes the database’s refusal above the buttons and stays open', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: '22023', message: 'Esta escolha já foi feita.' },
    });
    const { user, onClose } = await open();
    await user.click(screen.getByRole('radio', { name: /Reembolso integral/ }));
    await user.click(submit());
    expect(
      await screen.findByText(/Escolha não registrada: Esta escolha já foi feita\./),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no reschedule of a tour out of the catalogue', async () => {
    await open(awaiting({ passeio: 'Passeio Antigo' }));
    expect(screen.getByRole('radio', { name: /Remarcar para outro dia/ })).toBeDisabled();
  });

  it('is on the cards awaiting the customer only', () => {
    render(
      <ul>
        <RequestCard
          request={awaiting({ status: 'pendente', escolha: 'credito', origem: 'operador' })}
          now={new Date('2026-11-25T12:00:00Z')}
          refundActions={actions}
          onAction={vi.fn()}
          onRecordChoice={vi.fn()}
        />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Registrar escolha do cliente' })).toBeNull();
    expect(screen.getByText('Cancelado pela empresa — cliente escolheu crédito de 100%')).toBeInTheDocument();
    expect(screen.getByText('Registrada pelo operador (WhatsApp)')).toBeInTheDocument();
  });
});

describe('the toast of a cancelled departure', () => {
  it('counts the customers the mail cannot reach', () => {
    expect(departureCancelledText({ cancelled: 3, withoutEmail: 0 })).toBe(
      '3 reservas canceladas; os clientes foram avisados por e-mail.',
    );
    expect(departureCancelledText({ cancelled: 3, withoutEmail: 1 })).toBe(
      '3 reservas canceladas; 2 clientes avisados por e-mail, avise 1 pelo WhatsApp (sem e-mail) e registre a escolha em Solicitações.',
    );
    expect(departureCancelledText({ cancelled: 1, withoutEmail: 1 })).toBe(
      '1 reserva cancelada; avise 1 pelo WhatsApp (sem e-mail) e registre a escolha em Solicitações.',
    );
    expect(departureCancelledText({ cancelled: 0, withoutEmail: 0 })).toBe('0 reservas canceladas.');
  });
});
