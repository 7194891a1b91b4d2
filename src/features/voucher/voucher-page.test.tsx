import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoucherRow } from '@/domain/voucher';
import { renderInRouter } from '@/testing/render';
import { VoucherPage } from './voucher-page';

// The backend cannot run in a unit test: the Supabase client and the session are stand-ins here; the e2e journey
// (tests/e2e/voucher.spec.ts) opens the page against the real backend.
const rpc = vi.fn();
const openAuthDialog = vi.fn();
const session = vi.hoisted(() => ({ status: 'signedIn' as 'signedIn' | 'signedOut' }));
vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));
vi.mock('@/features/auth/auth-context', () => ({
  useAuth: () => ({
    status: session.status,
    user: session.status === 'signedIn' ? { id: 'u1', email: 'cliente@movietour.local' } : null,
  }),
}));
vi.mock('@/features/auth/auth-dialog-context', () => ({ useAuthDialog: () => ({ openAuthDialog }) }));

const row = (overrides: Partial<VoucherRow> = {}): VoucherRow => ({
  codigo: 'K7QM2X9PA4TZ',
  ref: 'R5',
  situacao: 'confirmada',
  passeio: 'City Tour Tradicional',
  data_passeio: '2026-12-05',
  nome_cliente: 'João Conceição',
  passageiros: 'João Conceição\nMaria Conceição',
  adultos: 2,
  criancas: 0,
  bebes: 0,
  pets: 0,
  embarque: 'Hotel Frontenac',
  endereco: 'Av. Frei Orestes Girardi, 3549 - Capivari',
  embarque_status: null,
  embarcou_em: null,
  ...overrides,
});

function open(code: string) {
  return renderInRouter(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Routes>
        <Route path="/voucher/:code" element={<VoucherPage />} />
      </Routes>
    </QueryClientProvider>,
    `/voucher/${code}`,
  );
}

beforeEach(() => {
  rpc.mockReset();
  openAuthDialog.mockReset();
  session.status = 'signedIn';
});

describe('the voucher of a confirmed booking', () => {
  beforeEach(() => rpc.mockResolvedValue({ data: [row()], error: null }));

  it('shows the tour, date, boarding, window, party, passengers, reference, QR code and the code', async () => {
    open('K7QM2X9PA4TZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'City Tour Tradicional' })).toBeVisible();
    for (const text of [
      '05 de dezembro, 2026',
      'Hotel Frontenac',
      'Av. Frei Orestes Girardi, 3549 - Capivari',
      'Entre 8h e 8h30',
      '2 adultos',
      'Maria Conceição',
      'R5',
      'Reserva confirmada',
    ])
      expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('voucher-code')).toHaveTextContent('K7QM-2X9P-A4TZ');
    expect(screen.getByTitle('QR Code do voucher K7QM-2X9P-A4TZ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'regras de cancelamento' })).toHaveAttribute(
      'href',
      '/regras-cancelamento',
    );
  });

  it('asks with the code as stored, whatever form was typed in the address', async () => {
    open('k7qm-2x9p-a4tz');
    await screen.findByTestId('voucher-code');
    expect(rpc).toHaveBeenCalledWith('voucher', { p_code: 'K7QM2X9PA4TZ' });
  });

  it('is kept out of search engines', async () => {
    open('K7QM2X9PA4TZ');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });
});

describe('no usable QR code', () => {
  it.each([
    ['cancelada', 'Reserva cancelada', /foi cancelada/],
    ['pendente', 'Pagamento pendente', /ainda não foi confirmado/],
  ])('a booking %s says so instead', async (situacao, label, notice) => {
    rpc.mockResolvedValue({ data: [row({ situacao })], error: null });
    open('K7QM2X9PA4TZ');
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(notice);
    expect(screen.queryByTestId('voucher-code')).toBeNull();
    expect(screen.queryByTitle(/QR Code/)).toBeNull();
  });
});

describe('Voucher não encontrado', () => {
  it('when the database answers no row (a wrong code, or a booking of another account)', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    open('ZZZZ9999AAAA');
    expect(await screen.findByRole('heading', { name: 'Voucher não encontrado' })).toBeVisible();
  });

  it('for what cannot be a code, without asking the database', async () => {
    open('nao-e-um-codigo');
    expect(await screen.findByRole('heading', { name: 'Voucher não encontrado' })).toBeVisible();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('a failed call says so, not that the voucher does not exist', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Falha de rede' } });
    open('K7QM2X9PA4TZ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o voucher.');
  });
});

describe('a visitor who is not signed in', () => {
  it('gets the login dialog, and a button to open it again', async () => {
    session.status = 'signedOut';
    open('K7QM2X9PA4TZ');
    expect(await screen.findByRole('heading', { name: 'Login Necessário' })).toBeVisible();
    expect(openAuthDialog).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Fazer Login' }).click();
    expect(openAuthDialog).toHaveBeenCalledTimes(2);
    expect(rpc).not.toHaveBeenCalled();
  });
});
