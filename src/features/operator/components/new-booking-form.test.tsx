import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { renderPage } from '@/testing/render';
import { NewBookingForm } from './new-booking-form';

// The backend cannot run in a unit test: the Supabase client is a stand-in with the shop's lists, a customer
// search, the call that records the booking and the new itinerary's voucher.
const rpc = vi.fn();
const tables: Record<string, unknown[]> = {
  Hoteis: [{ id: 1, Hospedagem: 'Hotel Frontenac' }],
  ponto_encontro: [{ id: 2, local: 'Portal da cidade' }],
  clientes: [
    { id_cliente: 7, nome_cliente: 'Ana Souza', celular: '12988887777', email_cliente: 'ana@example.com' },
  ],
  itinerarios: [{ voucher: '7KQ2M9XPR4TD' }],
};
function from(table: string) {
  const result = Promise.resolve({ data: tables[table] ?? [], error: null });
  const query = {
    select: () => query,
    or: () => query,
    order: () => query,
    limit: () => query,
    eq: () => query,
    maybeSingle: async () => ({ data: tables[table]?.[0] ?? null, error: null }),
    then: result.then.bind(result),
  };
  return query;
}

vi.mock('@/lib/supabase', () => ({
  getSupabase: async () => ({ rpc, from, functions: { invoke: async () => ({ data: null, error: null }) } }),
}));

beforeEach(() => {
  rpc.mockReset();
  rpc.mockImplementation(async (name: string) =>
    name === 'admin_record_booking' ? { data: 42, error: null } : { data: [], error: null },
  );
});

/** The form as the operator opens it, and what it reports once recorded. */
function renderForm() {
  const onRecorded = vi.fn();
  renderPage(<NewBookingForm onRecorded={onRecorded} />);
  return { onRecorded, user: userEvent.setup() };
}

async function chooseBoarding(user: ReturnType<typeof userEvent.setup>, place: string) {
  await user.click(screen.getByRole('combobox', { name: 'Local de embarque' }));
  await user.click(await screen.findByRole('option', { name: place }));
}

async function chooseLastDayOfTheMonth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Data do passeio/ }));
  const calendar = await screen.findByRole('dialog', {}, { timeout: 8000 });
  const days = within(calendar)
    .getAllByRole('button')
    .filter(
      (button) =>
        / de \d{4}/.test(button.getAttribute('aria-label') ?? '') && !button.hasAttribute('disabled'),
    );
  await user.click(days.at(-1)!);
}

const toast = (title: string) => screen.findByText(title);

describe('Nova reserva', { timeout: 30_000 }, () => {
  it('sends nothing while a rule is broken: each message under its field, the first in a toast', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Registrar reserva' }));
    expect(await toast('Atenção!')).toBeInTheDocument();
    expect(screen.getByText('Selecione uma data para o passeio.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Local de embarque' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getAllByText('Busque o cliente ou cadastre um novo.').length).toBeGreaterThan(0);
    expect(rpc).not.toHaveBeenCalledWith('admin_record_booking', expect.anything());
  });

  it('prices the party from the catalogue and takes a discount with its reason', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Passeio' }));
    await user.click(await screen.findByRole('option', { name: 'City Tour Tradicional' }));
    // Typed over the count shown, as a person selects it and types.
    const over = { initialSelectionStart: 0, initialSelectionEnd: 1 };
    await user.type(screen.getByLabelText('Adultos'), '2', over);
    await user.type(screen.getByLabelText('Crianças (6 a 10)'), '1', over);
    // 2 × 90 + 1 × 45
    expect(screen.getAllByText('R$ 225,00')).toHaveLength(2);
    expect(screen.queryByLabelText('Motivo do desconto')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Desconto (R$)'), '25,50');
    expect(screen.getByText('R$ 199,50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar reserva' }));
    expect(await screen.findByText('Informe o motivo do desconto.')).toBeInTheDocument();
  });

  it('records a new customer’s booking and reports it, with the discount and the mobile in digits', async () => {
    const { user, onRecorded } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cadastrar novo cliente' }));
    await user.type(screen.getByLabelText('Nome completo'), 'Joana Silva');
    await user.type(screen.getByLabelText('Celular com DDD'), '(12) 98888-7777');
    await chooseLastDayOfTheMonth(user);
    await chooseBoarding(user, 'Portal da cidade');
    await user.type(screen.getByLabelText('Desconto (R$)'), '10');
    await user.type(screen.getByLabelText('Motivo do desconto'), 'cliente antigo');
    await user.click(screen.getByRole('button', { name: 'Registrar reserva' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
    expect(rpc).toHaveBeenCalledWith(
      'admin_record_booking',
      expect.objectContaining({
        p_id_cliente: null,
        p_nome: 'Joana Silva',
        p_celular: '12988887777',
        p_embarque: 'Portal da cidade',
        p_desconto: 10,
        p_motivo_desconto: 'cliente antigo',
      }),
    );
    expect(onRecorded).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 42,
        voucher: '7KQ2M9XPR4TD',
        nome: 'Joana Silva',
        celular: '12988887777',
        embarque: 'Portal da cidade',
      }),
    );
  });

  it('books for a customer found by the search', async () => {
    const { user, onRecorded } = renderForm();
    await user.type(screen.getByLabelText('Buscar cliente por celular, e-mail ou nome'), 'ana');
    await user.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    expect(screen.getByRole('button', { name: 'Trocar cliente' })).toBeInTheDocument();
    await chooseLastDayOfTheMonth(user);
    await chooseBoarding(user, 'Hotel Frontenac');
    await user.click(screen.getByRole('button', { name: 'Registrar reserva' }));
    await waitFor(() =>
      expect(onRecorded).toHaveBeenCalledWith(expect.objectContaining({ nome: 'Ana Souza' })),
    );
    expect(rpc).toHaveBeenCalledWith('admin_record_booking', expect.objectContaining({ p_id_cliente: 7 }));
  });

  it('a day whose online sales closed is still booked, with the warning', async () => {
    // Every day of the next two months is closed online and has not left.
    const days = Array.from({ length: 62 }, (_, n) => dayInSaoPaulo(new Date(), n));
    rpc.mockImplementation(async (name: string) =>
      name === 'tour_availability'
        ? {
            data: days.map((dia) => ({
              dia,
              capacidade: 20,
              livres: 12,
              fechado: false,
              por_carro: false,
              vendas_ate: `${dia}T09:00:00Z`,
              vendas_encerradas: true,
              partiu: false,
            })),
            error: null,
          }
        : { data: 42, error: null },
    );
    const { user, onRecorded } = renderForm();
    await user.type(screen.getByLabelText('Buscar cliente por celular, e-mail ou nome'), 'ana');
    await user.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    await chooseLastDayOfTheMonth(user);
    expect(
      await screen.findByText(
        'As vendas online deste passeio já foram encerradas; a reserva pelo painel vale até o embarque.',
      ),
    ).toBeInTheDocument();
    await chooseBoarding(user, 'Hotel Frontenac');
    await user.click(screen.getByRole('button', { name: 'Registrar reserva' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
  });

  it('a refusal of the database is one error toast with its message, and the form stays filled', async () => {
    rpc.mockImplementation(async (name: string) =>
      name === 'admin_record_booking'
        ? { data: null, error: new Error('Não há vagas para City Tour Tradicional nesse dia.') }
        : { data: [], error: null },
    );
    const { user, onRecorded } = renderForm();
    await user.type(screen.getByLabelText('Buscar cliente por celular, e-mail ou nome'), 'ana');
    await user.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    await chooseLastDayOfTheMonth(user);
    await chooseBoarding(user, 'Hotel Frontenac');
    await user.click(screen.getByRole('button', { name: 'Registrar reserva' }));
    expect(await toast('Não foi possível registrar a reserva')).toBeInTheDocument();
    expect(screen.getByText('Não há vagas para City Tour Tradicional nesse dia.')).toBeInTheDocument();
    expect(onRecorded).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Local de embarque' })).toHaveTextContent('Hotel Frontenac');
  });
});
