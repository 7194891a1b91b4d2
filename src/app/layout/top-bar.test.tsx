import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/testing/render';
import { TopBar } from './top-bar';
import type { TopBarState } from './use-top-bar-state';

function state(overrides: Partial<TopBarState> = {}): TopBarState {
  return {
    itemCount: 0,
    user: null,
    onCartClick: vi.fn(),
    onLoginClick: vi.fn(),
    onLogout: vi.fn(),
    ...overrides,
  };
}

describe('TopBar', () => {
  it('links the logo home with an accessible name', () => {
    renderPage(<TopBar {...state()} />);
    expect(screen.getByRole('link', { name: 'Movie Tour — página inicial' })).toHaveAttribute('href', '/');
  });

  it('hides the cart badge at 0 and shows the count above 0', () => {
    const { unmount } = renderPage(<TopBar {...state({ itemCount: 0 })} />);
    expect(screen.getByRole('button', { name: 'Carrinho de compras' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    unmount();
    renderPage(<TopBar {...state({ itemCount: 3 })} />);
    expect(screen.getByRole('button', { name: 'Carrinho de compras, 3 itens' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('shows Entrar when signed out and calls the handlers', async () => {
    const props = state();
    renderPage(<TopBar {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Carrinho de compras' }));
    expect(props.onLoginClick).toHaveBeenCalledOnce();
    expect(props.onCartClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
  });

  it('opens a menu with name, e-mail and the three entries when signed in', async () => {
    renderPage(<TopBar {...state({ user: { name: 'Ana Souza', email: 'ana@example.com' } })} />);
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    // The menu's code loads lazily; until then a disabled look-alike trigger holds its place.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-haspopup', 'menu'),
    );
    await userEvent.click(screen.getByRole('button', { name: /menu/i }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Minhas Compras' })).toHaveAttribute(
      'href',
      '/minhas-compras',
    );
    expect(screen.getByRole('menuitem', { name: 'Regras de Cancelamento' })).toHaveAttribute(
      'href',
      '/regras-cancelamento',
    );
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Painel do operador' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Embarque' })).not.toBeInTheDocument();
  });

  it("adds 'Embarque' to a driver's menu, without the operator's panel", async () => {
    renderPage(<TopBar {...state({ user: { name: 'Motorista', email: 'm@example.com', staff: true } })} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-haspopup', 'menu'),
    );
    await userEvent.click(screen.getByRole('button', { name: /menu/i }));
    expect(await screen.findByRole('menuitem', { name: 'Embarque' })).toHaveAttribute('href', '/embarque');
    expect(screen.queryByRole('menuitem', { name: 'Painel do operador' })).not.toBeInTheDocument();
  });

  it("adds 'Painel do operador' to an operator's menu", async () => {
    renderPage(
      <TopBar {...state({ user: { name: 'Operadora', email: 'op@example.com', operator: true } })} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-haspopup', 'menu'),
    );
    await userEvent.click(screen.getByRole('button', { name: /menu/i }));
    expect(await screen.findByRole('menuitem', { name: 'Painel do operador' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('falls back to Usuário without a name, and Sair logs out then returns home', async () => {
    const onLogout = vi.fn().mockResolvedValue(undefined);
    renderPage(<TopBar {...state({ user: { email: 'x@example.com' }, onLogout })} />, { route: '/carrinho' });
    await userEvent.click(screen.getByRole('button', { name: /menu/i }));
    expect(await screen.findByText('Usuário')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
