import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RequestRefund } from '@/domain/operator-requests';
import type { RefundActions } from '../hooks/use-refund-actions';
import { RefundRow } from './request-refunds';

// Which way a refund goes back decides its buttons: the provider's refund API (a card, or a PIX a provider's charge
// received), or a PIX paid at the bank and recorded by hand (the static key).
const actions: RefundActions = {
  refundingCard: () => false,
  switching: () => false,
  refundCard: vi.fn(),
  switchToPix: vi.fn(),
};

const refund = (overrides: Partial<RequestRefund>): RequestRefund => ({
  id: 7,
  metodo: 'pix',
  valor: 144,
  status: 'pendente',
  stripe_refund_id: null,
  pix_charge_id: null,
  pix_e2e_id: null,
  pago_em: null,
  last_error: null,
  ...overrides,
});

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('RefundRow', () => {
  it.each([
    ['a card refund', refund({ metodo: 'cartao' }), ['Reembolsar no cartão']],
    ['a PIX a provider charge received', refund({ pix_charge_id: 'pi_1' }), ['Reembolsar por PIX']],
    ['a PIX of the static key', refund({}), ['Registrar reembolso PIX']],
    [
      'a provider PIX refund the provider failed',
      refund({ pix_charge_id: 'pi_1', status: 'falhou', stripe_refund_id: 're_1' }),
      ['Devolver pelo banco', 'Tentar reembolso de novo'],
    ],
    [
      'a failed card refund',
      refund({ metodo: 'cartao', status: 'falhou', stripe_refund_id: 're_1' }),
      ['Devolver por PIX', 'Tentar reembolso de novo'],
    ],
    ['a provider PIX refund on its way', refund({ pix_charge_id: 'pi_1', status: 'processando' }), []],
  ])('%s', (_name, row, expected) => {
    render(<RefundRow refund={row} actions={actions} onPixRefund={vi.fn()} />);
    expect(buttons()).toEqual(expected);
  });
});

describe('the provider’s failure under a refund', () => {
  const cardFailure =
    'O Stripe não conseguiu devolver no cartão: o cartão venceu ou foi cancelado. Tente de novo ou devolva por PIX.';

  it('shows while the refund has failed', () => {
    render(
      <RefundRow
        refund={refund({
          metodo: 'cartao',
          status: 'falhou',
          stripe_refund_id: 're_1',
          last_error: cardFailure,
        })}
        actions={actions}
        onPixRefund={vi.fn()}
      />,
    );
    expect(screen.getByText(cardFailure)).toBeInTheDocument();
  });

  it.each([
    ['switched to PIX', refund({ status: 'pendente', stripe_refund_id: 're_1', last_error: cardFailure })],
    ['paid', refund({ status: 'concluido', pago_em: '2026-11-28', last_error: cardFailure })],
    ['asked again', refund({ metodo: 'cartao', status: 'processando', last_error: cardFailure })],
  ])('is gone once the refund is %s', (_name, row) => {
    render(<RefundRow refund={row} actions={actions} onPixRefund={vi.fn()} />);
    expect(screen.queryByText(cardFailure)).not.toBeInTheDocument();
  });
});
