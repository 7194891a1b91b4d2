import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RequireStaff } from './require-staff';

// Who gets the boarding screen: the staff by their role or the database's is_staff(); signed out without a network
// (a session that expired offline), the staff member whose list the phone keeps. Auth, the database and IndexedDB
// are stand-ins here.

const auth = vi.hoisted(() => ({
  value: {
    status: 'signedIn',
    role: null as string | null,
    profileLoaded: true,
    user: { id: 'u1', email: '' },
  },
  openAuthDialog: vi.fn(),
  isStaff: false,
  storedStaff: null as string | null,
}));
// The modules behind the feature's entry, so its own hooks (the login prompt) read the stand-ins too.
vi.mock('@/features/auth/auth-context', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuth: () => auth.value,
}));
vi.mock('@/features/auth/auth-dialog-context', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuthDialog: () => ({ openAuthDialog: auth.openAuthDialog }),
}));
vi.mock('@/lib/supabase', () => ({
  getSupabase: async () => ({ rpc: async () => ({ data: auth.isStaff, error: null }) }),
}));
vi.mock('../offline/boarding-store', () => ({
  loadStoredDay: async () => undefined,
  offlineStaff: async () => auth.storedStaff,
  forgetStaff: async () => undefined,
}));

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RequireStaff day="2026-11-27">{(userId) => <p>Tela de embarque de {userId}</p>}</RequireStaff>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  online = true;
  auth.isStaff = false;
  auth.storedStaff = null;
  auth.openAuthDialog.mockReset();
  auth.value = { status: 'signedIn', role: null, profileLoaded: true, user: { id: 'u1', email: '' } };
});

it.each(['motorista', 'admin'])("opens for role '%s'", async (role) => {
  auth.value.role = role;
  renderGate();
  expect(await screen.findByText('Tela de embarque de u1')).toBeInTheDocument();
});

it('opens when the database says staff before the role is read', async () => {
  auth.value.profileLoaded = false;
  auth.isStaff = true;
  renderGate();
  expect(await screen.findByText('Tela de embarque de u1')).toBeInTheDocument();
});

it("a customer reads 'Acesso restrito'", async () => {
  auth.value.role = 'cliente';
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeInTheDocument();
  expect(screen.queryByText(/Tela de embarque/)).not.toBeInTheDocument();
});

it('signed out online: the login dialog, and nothing of the screen', async () => {
  auth.value = { status: 'signedOut', role: null, profileLoaded: false, user: null as never };
  auth.storedStaff = 'u1';
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeInTheDocument();
  expect(auth.openAuthDialog).toHaveBeenCalled();
});

it("signed out offline (the session expired without a network): the stored list's staff member goes on", async () => {
  online = false;
  auth.value = { status: 'signedOut', role: null, profileLoaded: false, user: null as never };
  auth.storedStaff = 'u1';
  renderGate();
  expect(await screen.findByText('Tela de embarque de u1')).toBeInTheDocument();
  expect(screen.getByText(/Sua sessão expirou sem conexão/)).toBeInTheDocument();
  expect(auth.openAuthDialog).not.toHaveBeenCalled();
});

it('signed out offline with nothing stored: restricted', async () => {
  online = false;
  auth.value = { status: 'signedOut', role: null, profileLoaded: false, user: null as never };
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeInTheDocument();
});
