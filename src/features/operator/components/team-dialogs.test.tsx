import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast-store';
import { renderPage } from '@/testing/render';
import { AddDriverDialog } from './team-dialogs';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering the operator's call.
const rpc = vi.fn();

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

beforeEach(() => {
  rpc.mockReset();
  rpc.mockResolvedValue({ data: null, error: null });
  resetToasts();
});

describe("'Adicionar motorista' at /admin/equipe", { timeout: 15_000 }, () => {
  it('names the account as it is stored and listed (trimmed, lower-case), not as typed', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<AddDriverDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText('E-mail da conta'), '  Joao.Motorista@Exemplo.COM ');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith('admin_set_staff_role', {
      p_email: 'joao.motorista@exemplo.com',
      p_role: 'motorista',
    });
    expect(await screen.findByText('Motorista adicionado')).toBeInTheDocument();
    expect(screen.getByText('joao.motorista@exemplo.com já pode abrir o Embarque.')).toBeInTheDocument();
  });
});
