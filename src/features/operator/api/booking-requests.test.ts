import { describe, expect, it } from 'vitest';
import type { Supabase } from '@/lib/supabase';
import { fetchBookingRequests } from './booking-requests';

// booking_requests as PostgREST answers it, with the credit lots that name each request embedded.
function answering(rows: unknown[]): Supabase {
  const query = {
    select: () => query,
    in: () => query,
    order: () => query,
    limit: async () => ({ data: rows, error: null }),
  };
  return { from: () => query } as unknown as Supabase;
}

const row = (id: number, origins: string[]) => ({
  id,
  id_cliente: 3,
  id_itinerario: id,
  id_pedido: null,
  tipo: 'cancelamento',
  status: 'aceito',
  escolha: null,
  passeio: 'City Tour Tradicional',
  data_anterior: '2027-01-10',
  nova_data: null,
  mensagem: null,
  valor_pago: '360.00',
  regra: 'arrependimento',
  percentual: 100,
  reembolso_proposto: '360.00',
  diferenca_tarifa: '0.00',
  created_at: '2026-11-25T10:00:00Z',
  decidido_em: '2026-11-25T11:00:00Z',
  motivo_decisao: null,
  reembolso: '360.00',
  motivo_ajuste: null,
  origem: 'cliente',
  clientes: null,
  refunds: null,
  credit_lots: origins.map((origem) => ({ origem })),
});

describe('fetchBookingRequests', () => {
  it('reads from the credit lots whether a cancellation was settled as credit', async () => {
    const requests = await fetchBookingRequests(
      answering([
        row(1, ['cancelamento']),
        row(2, ['cancelamento_empresa']),
        row(3, ['devolucao']),
        row(4, []),
      ]),
      'todas',
    );
    expect(requests.map((request) => [request.id, request.settledAsCredit])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
    ]);
    expect(requests[0]).not.toHaveProperty('credit_lots');
  });
});
