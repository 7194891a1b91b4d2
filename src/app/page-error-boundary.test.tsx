import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, PageErrorBoundary, pageActions } from './page-error-boundary';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/tour-page-6k286AGZ.js',
);

function Broken({ error }: { error: Error }): never {
  throw error;
}

function renderAt(path: string, error: Error) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/combo">Promoções</Link>
      <PageErrorBoundary>
        <Routes>
          <Route path="/passeio/:id" element={<Broken error={error} />} />
          <Route path="/combo" element={<h1>Promoções e Combos</h1>} />
        </Routes>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

describe('PageErrorBoundary', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  let online: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    window.sessionStorage.clear();
    reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    online = vi.spyOn(pageActions, 'online').mockReturnValue(true);
    // React logs what a boundary caught; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('tells the chunk errors of each browser from other errors', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it("reloads once when a page's code is gone (the shop was updated), instead of a blank screen", () => {
    renderAt('/passeio/parque-amantikir', chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after that reload, a page that still fails says so with a way to try again', async () => {
    renderAt('/passeio/parque-amantikir', chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
    renderAt('/passeio/parque-amantikir', chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Não foi possível abrir esta página' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
  });

  it('does not reload offline, nor for an error that is not about loading code', () => {
    online.mockReturnValue(false);
    renderAt('/passeio/parque-amantikir', chunkError);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Verifique sua conexão com a internet');

    online.mockReturnValue(true);
    renderAt('/passeio/rota-do-horto', new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the next page when the visitor navigates away', async () => {
    online.mockReturnValue(false);
    renderAt('/passeio/parque-amantikir', chunkError);
    await userEvent.click(screen.getByRole('link', { name: 'Promoções' }));
    expect(screen.getByRole('heading', { name: 'Promoções e Combos' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
