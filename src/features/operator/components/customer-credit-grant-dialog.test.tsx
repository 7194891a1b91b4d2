import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import type { CustomerWithCredit } from '../api/customers';
import { CustomerCreditGrantDialog } from './customer-credit-grant-dialog';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering the operator's call.
const rpc = vi.fn();

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

const ana: CustomerWithCredit = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '12988887777',
  credit: 50,
  bookings: 2,
};

/** The customers page's button and its dialog. */
function Customers({ onClose }: { onClose: () => void }) {
  const [customer, setCustomer] = useState<CustomerWithCredit | null>(null);
  return (
    <>
      <button type="button" onClick={() => setCustomer(ana)}>
        Conceder crédito a Ana
      </button>
      <CustomerCreditGrantDialog
        customer={customer}
        onClose={() => {
          onClose();
          setCustomer(null);
        }}
      />
    </>
  );
}

async function open() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderPage(<Customers onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Conceder crédito a Ana' }));
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Conceder crédito' }) };
}

const submit = () => screen.getByRole('button', { name: 'Conceder crédito' });

beforeEach(() => {
  rpc.mockReset();
  rpc.mockResolvedValue({ data: 12, error: null });
});

describe("'Conceder crédito' at /admin/clientes", { timeout: 15_000 }, () => {
  it('grants the amount with its reason, says so and closes', async () => {
    const { user, onClose, dialog } = await open();
    expect(dialog).toHaveTextContent('Ana Souza tem R$ 50,00 de crédito.');
    await user.type(screen.getByLabelText('Valor (R$)'), '150,50');
    await user.type(screen.getByLabelText('Motivo'), 'Atraso do passeio');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith('admin_grant_credit', {
      p_id_cliente: 7,
      p_valor: 150.5,
      p_motivo: 'Atraso do passeio',
    });
    expect(await screen.findByText('Crédito concedido')).toBeInTheDocument();
  });

  it('an amount out of range or a missing reason is shown at its field; nothing is sent', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Valor (R$)'), '0');
    await user.click(submit());
    expect(screen.getByLabelText('Valor (R$)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Informe um valor de R$ 0,01 até R$ 10.000,00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Valor (R$)'));
    await user.type(screen.getByLabelText('Valor (R$)'), '100');
    await user.click(submit());
    expect(screen.getByText('Informe o motivo do crédito (de 3 a 300 caracteres).')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it("the database's refusal is written in the dialog, which stays open", async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Cliente não encontrado.', code: '22023' } });
    const { user, onClose } = await open();
    await user.type(screen.getByLabelText('Valor (R$)'), '100');
    await user.type(screen.getByLabelText('Motivo'), 'Cortesia');
    await user.click(submit());
    // Written in the form above its buttons, not in a toast over them (ActionDialog's refusal).
    const dialog = screen.getByRole('dialog', { name: 'Conceder crédito' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Crédito não concedido: Cliente não encontrado.',
    );
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
