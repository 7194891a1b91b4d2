import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderSummary } from './order-summary';

describe('OrderSummary', () => {
  it("keeps 'Processando...' focused while busy and ignores its clicks", async () => {
    const onCheckout = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <MemoryRouter>
        <OrderSummary items={[]} busy={false} onCheckout={onCheckout} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Finalizar Compra' });
    await user.click(button);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    rerender(
      <MemoryRouter>
        <OrderSummary items={[]} busy onCheckout={onCheckout} />
      </MemoryRouter>,
    );
    // A disabled button would lose the focus to <body>, and the payment dialog could not give it back.
    expect(screen.getByRole('button', { name: 'Processando...' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Processando...' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Processando...' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });
});
