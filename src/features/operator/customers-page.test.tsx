import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { CustomersPage } from './customers-page';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering admin_customers.
const rpc = vi.fn(async (name: string) =>
  name === 'admin_customers'
    ? {
        data: [
          {
            id_cliente: 7,
            nome: 'Ana Souza',
            email: 'ana@example.com',
            telefone: '12988887777',
            saldo_credito: 50,
            reservas: 2,
          },
          {
            id_cliente: 8,
            nome: 'Bruno Lima',
            email: null,
            telefone: '1133334444',
            saldo_credito: 0,
            reservas: 0,
          },
          {
            id_cliente: 9,
            nome: 'Carla Dias',
            email: 'carla@example.com',
            telefone: null,
            saldo_credito: 0,
            reservas: 1,
          },
        ],
        error: null,
      }
    : { data: null, error: null },
);

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

/** A desk (a table) or a phone (cards). */
function screenWidth(desk: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: desk,
        media,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}
afterEach(() => vi.restoreAllMocks());

describe('/admin/clientes: the mobiles as the console writes them elsewhere', () => {
  it('in the table at a desk', async () => {
    screenWidth(true);
    renderPage(<CustomersPage />, { route: '/admin/clientes' });
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('row', { name: /Ana Souza/ })).toHaveTextContent('(12) 98888-7777');
    expect(table.getByRole('row', { name: /Bruno Lima/ })).toHaveTextContent('(11) 3333-4444');
    expect(table.getByRole('row', { name: /Carla Dias/ })).toHaveTextContent('—');
    expect(table.queryByText('12988887777')).not.toBeInTheDocument();
  });

  it('in the cards on a phone', async () => {
    screenWidth(false);
    renderPage(<CustomersPage />, { route: '/admin/clientes' });
    const cards = within(await screen.findByRole('list', { name: 'Clientes' }));
    expect(cards.getByText('(12) 98888-7777')).toBeInTheDocument();
    expect(cards.getByText('(11) 3333-4444')).toBeInTheDocument();
    expect(cards.queryByText('12988887777')).not.toBeInTheDocument();
  });
});
