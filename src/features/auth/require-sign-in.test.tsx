import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/lib/toast-store';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { AuthDialogContext } from './auth-dialog-context';
import { RequireSignIn, useLoginDialogOnArrival, useSignInFirst } from './require-sign-in';

const auth = (status: AuthStatus): AuthContextValue => ({
  status,
  user: status === 'signedIn' ? { id: 'u1', email: 'cliente@movietour.local' } : null,
  profile: null,
  role: null,
  profileLoaded: false,
  signIn: async () => ({ error: null }),
  signUp: async () => ({ error: null, needsConfirmation: false }),
  signOut: async () => undefined,
  requestPasswordReset: async () => ({ error: null }),
});

function renderAs(status: AuthStatus, ui: React.ReactElement, openAuthDialog = vi.fn()) {
  render(
    <AuthContext.Provider value={auth(status)}>
      <AuthDialogContext.Provider value={{ openAuthDialog }}>
        <MemoryRouter initialEntries={['/minhas-compras']}>
          <Routes>
            <Route path="/minhas-compras" element={ui} />
            <Route path="/auth" element={<p>página de login</p>} />
          </Routes>
        </MemoryRouter>
      </AuthDialogContext.Provider>
    </AuthContext.Provider>,
  );
  return openAuthDialog;
}

afterEach(() => act(() => resetToasts()));

describe('RequireSignIn', () => {
  const page = <RequireSignIn>conteúdo do cliente</RequireSignIn>;

  it('shows its content to a signed-in customer', () => {
    renderAs('signedIn', page);
    expect(screen.getByText('conteúdo do cliente')).toBeInTheDocument();
  });

  it('says it is loading while the session is checked', () => {
    renderAs('loading', page);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByText('conteúdo do cliente')).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page by default', () => {
    renderAs('signedOut', page);
    expect(screen.getByText('página de login')).toBeInTheDocument();
  });

  it('shows what the page asks for to a visitor instead, when it asks', () => {
    renderAs('signedOut', <RequireSignIn signedOut={<p>Login Necessário</p>}>conteúdo</RequireSignIn>);
    expect(screen.getByText('Login Necessário')).toBeInTheDocument();
    expect(screen.queryByText('página de login')).not.toBeInTheDocument();
  });
});

function AddButton({ onAdd }: { onAdd: () => void }) {
  const signInFirst = useSignInFirst({ title: 'Login necessário', description: 'Faça login primeiro.' });
  const toasts = useToasts();
  return (
    <>
      <button type="button" onClick={() => signInFirst() && onAdd()}>
        Adicionar
      </button>
      {toasts.map((toast) => (
        <p key={toast.id}>{toast.title}</p>
      ))}
    </>
  );
}

describe('useSignInFirst', () => {
  it('lets a signed-in customer go ahead', async () => {
    const onAdd = vi.fn();
    const openAuthDialog = renderAs('signedIn', <AddButton onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(openAuthDialog).not.toHaveBeenCalled();
  });

  it('stops a visitor, says why and opens the login dialog', async () => {
    const onAdd = vi.fn();
    const openAuthDialog = renderAs('signedOut', <AddButton onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(openAuthDialog).toHaveBeenCalledOnce();
    expect(screen.getByText('Login necessário')).toBeInTheDocument();
  });
});

describe('useLoginDialogOnArrival', () => {
  function Prompt(props: Parameters<typeof useLoginDialogOnArrival>[0]) {
    useLoginDialogOnArrival(props);
    return null;
  }
  const at = (
    status: AuthStatus,
    openAuthDialog: () => void,
    props: Parameters<typeof useLoginDialogOnArrival>[0] = {},
  ) => (
    <AuthContext.Provider value={auth(status)}>
      <AuthDialogContext.Provider value={{ openAuthDialog }}>
        <Prompt {...props} />
      </AuthDialogContext.Provider>
    </AuthContext.Provider>
  );

  it('opens the login dialog once for a visitor who arrives signed out', () => {
    const openAuthDialog = vi.fn();
    const { rerender } = render(at('loading', openAuthDialog));
    expect(openAuthDialog).not.toHaveBeenCalled();
    rerender(at('signedOut', openAuthDialog));
    rerender(at('signedOut', openAuthDialog, { when: true }));
    expect(openAuthDialog).toHaveBeenCalledTimes(1);
  });

  it('does not open it for someone who signs out here, who gets onSignOut', () => {
    const openAuthDialog = vi.fn();
    const onSignOut = vi.fn();
    const { rerender } = render(at('signedIn', openAuthDialog, { onSignOut }));
    rerender(at('signedOut', openAuthDialog, { onSignOut }));
    expect(openAuthDialog).not.toHaveBeenCalled();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('waits while `when` is false', () => {
    const openAuthDialog = vi.fn();
    const { rerender } = render(at('signedOut', openAuthDialog, { when: false }));
    expect(openAuthDialog).not.toHaveBeenCalled();
    rerender(at('signedOut', openAuthDialog, { when: true }));
    expect(openAuthDialog).toHaveBeenCalledTimes(1);
  });
});
