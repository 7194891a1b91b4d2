import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function Page({ name, next }: { name: string; next?: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      {next ? <Link to={next}>Próxima</Link> : null}
      <button type="button" onClick={() => navigate(-1)}>
        Voltar
      </button>
    </>
  );
}

/** Records, in the commit that shows each page, how many times the window had already scrolled to the top. */
function CommitProbe({ seen }: { seen: number[] }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    seen.push(vi.mocked(window.scrollTo).mock.calls.length);
  }, [pathname, seen]);
  return null;
}

function renderAt(path: string, seen: number[] = []) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <CommitProbe seen={seen} />
      <Routes>
        <Route path="/" element={<Page name="Início" next="/passeio/agro-turismo" />} />
        <Route path="/passeio/:id" element={<Page name="Passeio" next="/passeio/rota-do-horto" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the browser put it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/passeio/agro-turismo');
    expect(screen.getByRole('heading', { name: 'Passeio' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top after a link to another page, also from one tour to another, not on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Próxima' }));
    expect(screen.getByRole('heading', { name: 'Passeio' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    await userEvent.click(screen.getByRole('link', { name: 'Próxima' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'Passeio' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('scrolls in the commit that shows the new page, before a timer such as the section scroll can run', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const seen: number[] = [];
    renderAt('/', seen);
    await userEvent.click(screen.getByRole('link', { name: 'Próxima' }));
    expect(seen).toEqual([0, 1]);
  });
});
