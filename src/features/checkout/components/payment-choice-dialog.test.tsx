import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { PaymentChoiceDialog, type PaymentMethod } from './payment-choice-dialog';

/** The dialog as the checkout holds it: the customer's balance and their 'Usar meu crédito' choice. */
function Choice({ balance, onChoose }: { balance: number; onChoose: (method: PaymentMethod) => void }) {
  const [use, setUse] = useState(false);
  return (
    <PaymentChoiceDialog
      open
      total={500}
      pixTotal={475}
      onOpenChange={() => undefined}
      onChoose={onChoose}
      credit={{ balance, use, onUseChange: setUse }}
    />
  );
}

const option = (name: RegExp) => screen.getByRole('button', { name });

describe("'Usar meu crédito' at the payment choice", () => {
  it('is off at first: PIX and card charge the whole total', () => {
    renderInRouter(<Choice balance={200} onChoose={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Usar meu crédito (R$\u00a0200,00)' })).not.toBeChecked();
    expect(option(/PIX/)).toHaveTextContent('R$ 475,00 · aprovação em até 24 horas');
    expect(option(/Cartão de crédito/)).toHaveTextContent('R$ 500,00 · pagamento seguro');
  });

  it('on, from the keyboard: the credit applied and what is left, PIX and card charge only the rest', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderInRouter(<Choice balance={200} onChoose={onChoose} />);
    const control = screen.getByRole('checkbox', { name: 'Usar meu crédito (R$\u00a0200,00)' });
    control.focus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(screen.getByText('Crédito aplicado').nextSibling).toHaveTextContent('−R$ 200,00');
    expect(option(/PIX/)).toHaveTextContent('Falta pagar R$ 275,00 · aprovação em até 24 horas');
    expect(option(/Cartão de crédito/)).toHaveTextContent('Falta pagar R$ 300,00 · pagamento seguro');
    await user.click(option(/PIX/));
    expect(onChoose).toHaveBeenCalledWith('pix');
  });

  it("a credit that covers the total leaves one button, 'Confirmar reserva'", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderInRouter(<Choice balance={600} onChoose={onChoose} />);
    await user.click(screen.getByRole('checkbox', { name: 'Usar meu crédito (R$\u00a0600,00)' }));
    expect(screen.queryByRole('button', { name: /PIX/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cartão de crédito/ })).not.toBeInTheDocument();
    expect(screen.getByText('Falta pagar').nextSibling).toHaveTextContent('R$ 0,00');
    await user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect(onChoose).toHaveBeenCalledWith('credit');
  });

  it('a credit that covers only the PIX price leaves the card for the rest', async () => {
    const user = userEvent.setup();
    renderInRouter(<Choice balance={480} onChoose={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Usar meu crédito (R$\u00a0480,00)' }));
    expect(screen.queryByRole('button', { name: /PIX/ })).not.toBeInTheDocument();
    expect(option(/Cartão de crédito/)).toHaveTextContent('Falta pagar R$ 20,00 · pagamento seguro');
  });

  it('without a balance there is no control', () => {
    renderInRouter(<Choice balance={0} onChoose={vi.fn()} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(option(/PIX/)).toBeInTheDocument();
  });
});

describe('a coupon that leaves nothing to pay', () => {
  it.each([
    ['at every price', 0, 0],
    ['at the PIX price only', 10.5, 0],
  ])("%s: no method and no credit to choose, one 'Confirmar reserva'", async (_case, total, pixTotal) => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderInRouter(
      <PaymentChoiceDialog
        open
        total={total}
        pixTotal={pixTotal}
        onOpenChange={() => undefined}
        onChoose={onChoose}
        credit={{ balance: 200, use: false, onUseChange: vi.fn() }}
      />,
    );
    expect(
      screen.getByText('Seu cupom cobre o valor desta compra: confirme a reserva sem pagamento.'),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PIX/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cartão de crédito/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect(onChoose).toHaveBeenCalledWith('free');
  });
});
