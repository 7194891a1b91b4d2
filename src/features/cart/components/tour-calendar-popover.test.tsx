import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from '@/components/ui/date-picker';
import type { AvailabilityRow, Party } from '@/domain/availability';
import { partyOf, tourCalendar } from './tour-calendar';

// The backend cannot run in a unit test: the Supabase client is a stand-in answering tour_availability.
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

const row = (dia: string, livres: number, fechado = false, vendasEncerradas = false): AvailabilityRow => ({
  dia,
  capacidade: 20,
  livres,
  fechado,
  por_carro: false,
  vendas_ate: `${dia}T09:00:00Z`,
  vendas_encerradas: vendasEncerradas,
  partiu: false,
});

function Picker({ party = partyOf(undefined) }: { party?: Party }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <DatePicker
        aria-label="Data do passeio"
        defaultMonth={new Date(2030, 2, 1)}
        isDisabled={() => false}
        onSelect={vi.fn()}
        calendar={tourCalendar}
        calendarProps={{ tourId: 'rota-do-horto', party }}
      >
        Escolha uma data
      </DatePicker>
    </QueryClientProvider>
  );
}

async function openCalendar() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Data do passeio' }));
  await screen.findByRole('dialog');
}

beforeEach(() => rpc.mockReset());

describe('the booking calendar with seats (backend stand-in)', () => {
  it("asks tour_availability for the tour's next 90 days once the calendar loads, and marks the days", async () => {
    rpc.mockResolvedValue({
      data: [row('2030-03-15', 0), row('2030-03-16', 20, true), row('2030-03-20', 3), row('2030-03-21', 12)],
      error: null,
    });
    render(<Picker party={{ adults: 2, children: 1, babies: 0 }} />);
    await openCalendar();
    expect(await screen.findByRole('button', { name: /15 de março de 2030, Esgotado$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /16 de março de 2030, Esgotado$/ })).toBeDisabled();
    // Three seats left: a party of three fits, on the last seats.
    expect(screen.getByRole('button', { name: /20 de março de 2030, Últimas vagas$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /21 de março de 2030$/ })).toBeEnabled();
    expect(rpc).toHaveBeenCalledWith('tour_availability', { p_tour_id: 'rota-do-horto', p_days: 90 });
  });

  it("disables a day no longer sold online and says 'Vendas encerradas'", async () => {
    rpc.mockResolvedValue({ data: [row('2030-03-15', 20, false, true), row('2030-03-16', 20)], error: null });
    render(<Picker />);
    await openCalendar();
    expect(
      await screen.findByRole('button', { name: /15 de março de 2030, Vendas encerradas$/ }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /16 de março de 2030$/ })).toBeEnabled();
    expect(screen.getByText('Vendas encerradas')).toBeVisible();
  });

  it('a party bigger than the seats left finds the day full', async () => {
    rpc.mockResolvedValue({ data: [row('2030-03-20', 3)], error: null });
    render(<Picker party={{ adults: 4, children: 0, babies: 0 }} />);
    await openCalendar();
    expect(await screen.findByRole('button', { name: /20 de março de 2030, Esgotado$/ })).toBeDisabled();
  });

  it('still works, with no day marked, when the call fails', async () => {
    rpc.mockResolvedValue({ data: null, error: new Error('Failed to fetch') });
    render(<Picker />);
    await openCalendar();
    await vi.waitFor(() => expect(rpc).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /^sexta-feira, 15 de março de 2030$/ })).toBeEnabled();
    expect(screen.queryByText('Esgotado')).not.toBeInTheDocument();
  });
});
