import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Departure } from '@/domain/departures';
import { resetToasts, toast } from '@/lib/toast-store';
import { renderPage } from '@/testing/render';
import { DepartureCapacityDialog } from './departure-capacity-dialog';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering the operator's call.
const rpc = vi.fn();

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

const departure: Departure = {
  passeio: 'Rota Histórica e Gastronômica de Santo Antônio do Pinhal',
  dia: '2026-12-04',
  capacidade: 20,
  vendidas: 6,
  reservadas: 2,
  livres: 12,
  fechado: false,
  alterada: false,
  partiu: false,
  por_carro: false,
  vendas_encerradas: false,
};

/** Console → Vagas: a departure's 'Editar vagas' button and its dialog. */
function Seats({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar vagas
      </button>
      <DepartureCapacityDialog
        departure={open ? departure : null}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

async function open(onClose = vi.fn()) {
  const user = userEvent.setup();
  renderPage(<Seats onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Editar vagas' }));
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Vagas da saída' }) };
}

beforeEach(() => {
  rpc.mockReset();
  rpc.mockResolvedValue({ data: null, error: null });
  resetToasts();
});

describe("'Vagas da saída': no toast covers its buttons on a phone", { timeout: 15_000 }, () => {
  it("the database's refusal is written in the form, above 'Voltar', not in a toast", async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { message: 'Escolha um dia a partir de hoje.', code: '22023', details: 'capacity: day' },
    });
    const { user, onClose, dialog } = await open();
    await user.clear(within(dialog).getByLabelText('Capacidade neste dia (lugares)'));
    await user.type(within(dialog).getByLabelText('Capacidade neste dia (lugares)'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Vagas não alteradas: Escolha um dia a partir de hoje.');
    expect(refusal.nextElementSibling).toContainElement(
      within(dialog).getByRole('button', { name: 'Voltar' }),
    );
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // Saving again clears it; the success closes the dialog and says so in a toast.
    rpc.mockResolvedValue({ data: null, error: null });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Vagas atualizadas')).toBeInTheDocument();
  });

  it('a refusal is gone when the dialog opens again', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Passeio não encontrado.', code: '22023' } });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Passeio não encontrado.');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('button', { name: 'Editar vagas' }));
    const again = screen.getByRole('dialog', { name: 'Vagas da saída' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opening it closes the toasts still shown', async () => {
    const user = userEvent.setup();
    renderPage(<Seats onClose={vi.fn()} />);
    act(() => void toast({ title: 'Vagas atualizadas', description: 'City Tour em 03/12/2026: 8 lugares.' }));
    expect(await screen.findByText('Vagas atualizadas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar vagas' }));
    await waitFor(() => expect(screen.queryByText('Vagas atualizadas')).not.toBeInTheDocument(), {
      timeout: 1000,
    });
  });
});
