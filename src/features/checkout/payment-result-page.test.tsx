import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { PaymentResultPage } from './payment-result-page';

// The backend cannot run in a unit test: the function call and the cart are stand-ins here; the card journeys
// (tests/e2e/card.spec.ts) come back to this page from the real backend's test provider, and
// tests/integration/payments/paying.test.ts checks what verify-stripe-payment answers.
const invoke = vi.fn();
const clearCart = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ functions: { invoke } }) }));
vi.mock('@/features/cart', () => ({ useCart: () => ({ clearCart }) }));
vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

function open() {
  return renderInRouter(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Routes>
        <Route path="/pagamento-sucesso" element={<PaymentResultPage />} />
      </Routes>
    </QueryClientProvider>,
    '/pagamento-sucesso?session_id=cs_test_1',
  );
}

beforeEach(() => {
  invoke.mockReset();
  clearCart.mockReset();
});

describe('the payment result', () => {
  it('a payment that booked the tours: confirmed, and the cart emptied', async () => {
    invoke.mockResolvedValue({ data: { success: true, status: 'complete' }, error: null });
    open();
    expect(await screen.findByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
    expect(clearCart).toHaveBeenCalledTimes(1);
  });

  it('paid after its order was cancelled: received, the refund said, no booking claimed', async () => {
    invoke.mockResolvedValue({
      data: { success: false, status: 'complete', refundedOrders: 1 },
      error: null,
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Pagamento Recebido!' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'O pedido deste pagamento já estava cancelado quando o pagamento chegou: o valor dele será estornado no seu cartão.',
    );
    expect(screen.queryByText(/Seus passeios estão reservados|sendo processada/)).toBeNull();
    expect(clearCart).not.toHaveBeenCalled();
  });

  it('paid when one of its two orders was cancelled: confirmed, and that refund said', async () => {
    invoke.mockResolvedValue({ data: { success: true, status: 'complete', refundedOrders: 1 }, error: null });
    open();
    expect(await screen.findByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Um pedido desta compra já estava cancelado quando o pagamento chegou: o valor dele será estornado no seu cartão.',
    );
  });

  it('not paid (yet): received, the booking being processed', async () => {
    invoke.mockResolvedValue({ data: { success: false, status: 'open' }, error: null });
    open();
    expect(await screen.findByRole('heading', { name: 'Pagamento Recebido!' })).toBeVisible();
    expect(screen.getByText(/Sua reserva está sendo processada/)).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
