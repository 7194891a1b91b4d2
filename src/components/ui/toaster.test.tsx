import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, toast } from '@/lib/toast-store';
import { Toaster } from './toaster';

afterEach(() => act(() => resetToasts()));

describe('Toaster', () => {
  it('shows a toast title and description and closes it', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Passeio adicionado!', description: 'Rota do Horto foi adicionado ao seu carrinho.' });
    });
    expect(await screen.findByText('Passeio adicionado!')).toBeInTheDocument();
    expect(screen.getByText('Rota do Horto foi adicionado ao seu carrinho.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(screen.queryByText('Passeio adicionado!')).not.toBeInTheDocument();
  });

  it('lists several toasts, destructive ones included', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Atenção!', description: 'Erro um', variant: 'destructive' });
      toast({ title: 'Atenção!', description: 'Erro dois', variant: 'destructive' });
    });
    expect(await screen.findByText('Erro um')).toBeInTheDocument();
    expect(screen.getByText('Erro dois')).toBeInTheDocument();
  });

  it("a group's new toast takes the place of its shown one; other toasts stay", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Passeio adicionado!' });
      toast({ title: 'Campos obrigatórios', variant: 'destructive', group: 'auth-form' });
      toast({ title: 'Erro no login', variant: 'destructive', group: 'auth-form' });
    });
    expect(await screen.findByText('Erro no login')).toBeInTheDocument();
    expect(screen.queryByText('Campos obrigatórios')).not.toBeInTheDocument();
    expect(screen.getByText('Passeio adicionado!')).toBeInTheDocument();
  });
});
