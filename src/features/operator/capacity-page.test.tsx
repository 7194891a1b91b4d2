import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import type { Departure } from '@/domain/departures';
import { renderPage } from '@/testing/render';
import { CapacityPage } from './capacity-page';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering admin_departures (the seats,
// and whether each departure's online sales closed or it left).
const today = dayInSaoPaulo(new Date());
const tomorrow = dayInSaoPaulo(new Date(), 1);

const departure = (
  passeio: string,
  dia: string,
  sales: { vendas_encerradas?: boolean; partiu?: boolean } = {},
): Departure => ({
  passeio,
  dia,
  por_carro: false,
  capacidade: 20,
  vendidas: 2,
  reservadas: 0,
  livres: 18,
  fechado: false,
  alterada: false,
  vendas_encerradas: false,
  partiu: false,
  ...sales,
});

// Today's City Tour Tradicional has left, today's Parque Amantikir is no longer sold online, tomorrow's is open.
const rpc = vi.fn(async (name: string) => {
  if (name === 'admin_departures') {
    return {
      data: [
        departure('City Tour Tradicional', today, { vendas_encerradas: true, partiu: true }),
        departure('Parque Amantikir', today, { vendas_encerradas: true }),
        departure('Parque Amantikir', tomorrow),
      ],
      error: null,
    };
  }
  return { data: null, error: null };
});

function from() {
  const result = Promise.resolve({ data: [], error: null });
  const query = { select: () => query, then: result.then.bind(result) };
  return query;
}

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc, from }) }));

// At a desk the departures are a table, with their 'Situação' in a column.
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: true,
        media,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => vi.restoreAllMocks());

/** Each listed departure's tour and its 'Situação', once the departures have arrived. */
async function situations() {
  await screen.findAllByText('Vendas encerradas');
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[1]?.querySelector('span')?.textContent, cells[5]?.textContent];
    });
}

describe('/admin/vagas: departures no longer on sale', () => {
  it('says a departure left or closed its online sales, instead of its free seats', async () => {
    renderPage(<CapacityPage />, { route: '/admin/vagas' });
    expect(await situations()).toEqual([
      ['City Tour Tradicional', 'Partiu'],
      ['Parque Amantikir', 'Vendas encerradas'],
      ['Parque Amantikir', 'Com vagas'],
    ]);
  });

  it("'Vendas encerradas ou partidas' lists only those", async () => {
    renderPage(<CapacityPage />, { route: '/admin/vagas?situacao=encerradas' });
    expect(await situations()).toEqual([
      ['City Tour Tradicional', 'Partiu'],
      ['Parque Amantikir', 'Vendas encerradas'],
    ]);
    expect(screen.getByText('2 saídas · 0 esgotadas · 0 com últimas vagas')).toBeInTheDocument();
  });
});
