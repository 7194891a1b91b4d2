import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { OperatorDashboardPage } from './operator-dashboard-page';

// The panel's figures wait for the backend, which never answers here: only its links are under test.
vi.mock('@/lib/supabase', () => ({ getSupabase: () => new Promise(() => {}) }));

const links = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the panel’s screens', () => {
  it('link to every screen of the tab bar but the panel itself', () => {
    renderPage(<OperatorDashboardPage />, { route: '/admin' });
    const tabs = links(screen.getByRole('navigation', { name: 'Painel do operador' })).filter(
      ([, href]) => href !== '/admin',
    );
    const screens = screen.getByRole('heading', { name: 'Telas' }).closest('section');
    expect(screens).not.toBeNull();
    expect(links(screens!)).toEqual(tabs);
    expect(tabs.map(([label]) => label)).toEqual(
      expect.arrayContaining(['Clientes', 'Cupons', 'Vales-presente', 'Equipe', 'Embarque']),
    );
  });
});
