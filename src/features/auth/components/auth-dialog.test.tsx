import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/lib/toast-store';
import { AuthContext, type AuthContextValue } from '../auth-context';
import type { AuthTab } from '../auth-dialog-context';
import { AuthDialog } from './auth-dialog';

const signedOut: AuthContextValue = {
  status: 'signedOut',
  user: null,
  profile: null,
  role: null,
  profileLoaded: false,
  signIn: async () => ({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } }),
  signUp: async () => ({ error: null, needsConfirmation: true }),
  signOut: async () => undefined,
  requestPasswordReset: async () => ({ error: null }),
};

function Harness({ auth = signedOut }: { auth?: AuthContextValue }) {
  const [tab, setTab] = useState<AuthTab>('login');
  const [forgot, setForgot] = useState(false);
  return (
    <AuthContext.Provider value={auth}>
      <AuthDialog
        open
        tab={tab}
        onTabChange={setTab}
        forgot={forgot}
        onForgotChange={setForgot}
        onOpenChange={() => {}}
        onSuccess={() => {}}
      />
      <Toaster />
    </AuthContext.Provider>
  );
}

afterEach(() => act(() => resetToasts()));

describe('AuthDialog', () => {
  it("is titled 'Entre na Movie Tour' with the Entrar and Cadastrar tabs and the spec's fields", async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Entre na Movie Tour' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    expect(screen.getByLabelText('Nome completo')).toBeInTheDocument();
    expect(screen.getByLabelText('Celular')).toHaveAttribute('placeholder', '(12) 99999-9999');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
  });

  it('requires email and password to log in', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha email e senha.')).toBeInTheDocument();
  });

  it('maps a failed login to the Portuguese message', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email ou senha incorretos.')).toBeInTheDocument();
    expect(screen.getByText('Erro no login')).toBeInTheDocument();
  });

  it('masks the mobile while typing', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    await userEvent.type(screen.getByLabelText('Celular'), '12999998888');
    expect(screen.getByLabelText('Celular')).toHaveValue('(12) 99999-8888');
  });

  it('refuses a short name before calling the server', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    await userEvent.type(screen.getByLabelText('Nome completo'), 'Al');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Nome inválido')).toBeInTheDocument();
  });
});
