import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { resetToasts, toast } from '@/lib/toast-store';
import { renderPage } from '@/testing/render';
import { CouponDialog } from './coupon-dialog';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering the operator's call.
const rpc = vi.fn();

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

/** The coupons page's 'Novo cupom' button and its dialog. */
function Coupons({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Novo cupom
      </button>
      <CouponDialog
        target={open ? 'new' : null}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

async function open() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderPage(<Coupons onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Novo cupom' }));
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Novo cupom' }) };
}

const create = () => screen.getByRole('button', { name: 'Criar cupom' });

beforeEach(() => {
  rpc.mockReset();
  rpc.mockResolvedValue({ data: 3, error: null });
  resetToasts();
});

describe("'Novo cupom' at /admin/cupons", { timeout: 15_000 }, () => {
  it('a pasted code longer than 30 characters is kept whole and refused in the database’s words', async () => {
    const { user } = await open();
    const code = screen.getByLabelText('Código');
    await user.click(code);
    await user.paste('VERAO2027PROMOCAOESPECIALFAMILIA');
    expect(code).toHaveValue('VERAO2027PROMOCAOESPECIALFAMILIA');
    await user.type(screen.getByLabelText('Percentual'), '10');
    await user.click(create());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('O código tem de 3 a 30 letras (sem acento) ou números.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it("the database's refusal is written in the form, above its buttons, not in a toast over them", async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { message: 'Já existe um cupom INVERNO10.', code: '23505', details: 'cupom: duplicate' },
    });
    const { user, onClose, dialog } = await open();
    await user.type(screen.getByLabelText('Código'), 'inverno10');
    await user.type(screen.getByLabelText('Percentual'), '10');
    await user.click(create());
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Cupom não criado: Já existe um cupom INVERNO10.');
    // Right before the buttons' row.
    expect(refusal.nextElementSibling).toContainElement(create());
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // Typing again clears it.
    await user.type(screen.getByLabelText('Código'), 'B');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opening the form closes the toasts still shown, so none covers its buttons', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<Coupons onClose={onClose} />);
    act(() => void toast({ title: 'Cupom criado', description: 'INVERNO10 já vale no carrinho.' }));
    expect(await screen.findByText('Cupom criado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Novo cupom' }));
    // At once, not after the toast's own 5 seconds.
    await waitFor(() => expect(screen.queryByText('Cupom criado')).not.toBeInTheDocument(), {
      timeout: 1000,
    });
    await user.type(screen.getByLabelText('Código'), 'VERAO10');
    await user.type(screen.getByLabelText('Percentual'), '15');
    await user.click(create());
    expect(await screen.findByText('Cupom criado')).toBeInTheDocument();
    expect(screen.getByText('VERAO10 já vale no carrinho.')).toBeInTheDocument();
  });

  it("an end before today is refused beside 'Válido até', before the database is asked", async () => {
    await open();
    await userEvent.setup().type(screen.getByLabelText('Código'), 'ONTEM10');
    await userEvent.setup().type(screen.getByLabelText('Percentual'), '10');
    const end = screen.getByLabelText('Válido até');
    fireEvent.change(end, { target: { value: dayInSaoPaulo(new Date(), -1) } });
    await userEvent.setup().click(create());
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('O fim da validade não pode ser antes de hoje.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
    // Today is accepted.
    fireEvent.change(end, { target: { value: dayInSaoPaulo(new Date()) } });
    await userEvent.setup().click(create());
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(1));
  });

  it("the database's refusal of a past end (the day turned meanwhile) is written beside the field", async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        message: 'O fim da validade não pode ser antes de hoje.',
        code: '22023',
        details: 'cupom: ended',
      },
    });
    const { user, dialog } = await open();
    await user.type(screen.getByLabelText('Código'), 'HOJE10');
    await user.type(screen.getByLabelText('Percentual'), '10');
    const end = screen.getByLabelText('Válido até');
    fireEvent.change(end, { target: { value: dayInSaoPaulo(new Date()) } });
    await user.click(create());
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    // Beside the field (its error names the control), not above the buttons as 'Cupom não criado: ...'.
    expect(end).toHaveAccessibleDescription(
      expect.stringContaining('O fim da validade não pode ser antes de hoje.'),
    );
    expect(within(dialog).queryByText(/Cupom não criado/)).not.toBeInTheDocument();
  });

  it('waits for the save: Escape does not close it meanwhile, and the answer is still told', async () => {
    let answer: (value: { data: null; error: { message: string; code: string } }) => void = () => undefined;
    rpc.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, onClose, dialog } = await open();
    await user.type(screen.getByLabelText('Código'), 'VERAO10');
    await user.type(screen.getByLabelText('Percentual'), '15');
    await user.click(create());
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(1));
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => answer({ data: null, error: { message: 'Já existe um cupom VERAO10.', code: '23505' } }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cupom não criado: Já existe um cupom VERAO10.',
    );
  });
});
