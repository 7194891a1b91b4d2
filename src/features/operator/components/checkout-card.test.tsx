import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupPixCheckouts, type PendingPixOrder } from '@/domain/operator';
import type { CheckoutPixCharge } from '@/domain/pix-charges';
import { CheckoutCard, type ReconciledCheckout } from './checkout-card';

// 26/11/2026 at 14:40 in São Paulo.
const now = new Date('2026-11-26T17:40:00Z');

const order: PendingPixOrder = {
  id: 7,
  id_cliente: 3,
  nome_passeio: 'City Tour Tradicional',
  data_passeio: '2026-12-10',
  valor: 160,
  qtd_adults: 2,
  qtd_children: 0,
  qtd_babies: 0,
  qtd_pets: 0,
  hotel_local: 'Hotel Frontenac',
  pix_txid: 'TOUR12345678',
  created_at: '2026-11-26T17:30:00Z',
  voucher: 'ABCDEFGHJKMN',
  clientes: { nome_cliente: 'Ana Souza', celular: '12988887777', email_cliente: 'ana@example.com' },
};

const charge = (overrides: Partial<CheckoutPixCharge>): CheckoutPixCharge => ({
  id: 'pi_1',
  id_cliente: 3,
  pix_txid: 'TOUR12345678',
  order_ids: [7],
  status: 'aguardando',
  expires_at: '2026-11-26T18:02:00Z',
  paid_at: null,
  created_at: '2026-11-26T17:32:00Z',
  ...overrides,
});

function checkoutWith(charges: CheckoutPixCharge[]): ReconciledCheckout {
  const [checkout] = groupPixCheckouts([order]);
  return { ...checkout!, expiresAt: '2026-11-26T18:02:00Z', charges };
}

function renderCard(charges: CheckoutPixCharge[], lapsed = false) {
  const { container } = render(
    <ul>
      <CheckoutCard
        checkout={checkoutWith(charges)}
        now={now}
        lapsed={lapsed}
        onAction={() => {}}
        onExtend={() => {}}
      />
    </ul>,
  );
  // The card is the outer list item (its orders are a list inside it).
  return container.querySelector<HTMLElement>('ul > li')!;
}

const actions = ['Confirmar pagamento', 'Cancelar pedido', 'Prorrogar prazo'];

describe('CheckoutCard', () => {
  it('keeps the manual confirmation for a checkout without a charge at the provider (the static key)', () => {
    const card = renderCard([]);
    for (const name of actions) expect(within(card).getByRole('button', { name })).toBeVisible();
    expect(card).toHaveTextContent('expira em 22 min');
  });

  it.each<[string, CheckoutPixCharge[], boolean, string | RegExp]>([
    ['waiting, with the time it expires', [charge({})], false, /Aguardando\s*expira às 15:02/],
    [
      'paid, at São Paulo time',
      [charge({ status: 'pago', paid_at: '2026-11-26T17:32:41Z' })],
      false,
      'Pago às 14:32',
    ],
    ['expired, among the lapsed', [charge({ status: 'expirado' })], true, 'Expirado'],
  ])('shows an automatic charge %s and asks for nothing', (_name, charges, lapsed, text) => {
    const card = renderCard(charges, lapsed);
    expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent('Cobrança automática');
    for (const name of actions) expect(within(card).queryByRole('button', { name })).toBeNull();
    expect(card).not.toHaveTextContent('Cancelado: pagamento não identificado no prazo');
  });
});
