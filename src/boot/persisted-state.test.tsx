import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { finishHydration, resetHydrationForTests, startHydration } from './hydration';
import { persistedState, usePersistedState, type PersistedState } from './persisted-state';

const key = 'teste-contador';
const counter = persistedState<number>({
  key,
  initial: 0,
  parse: (stored) => {
    const value = JSON.parse(stored) as unknown;
    if (typeof value !== 'number') throw new Error('not a count');
    return value;
  },
  serialize: String,
});

function Counter({ state = counter }: { state?: PersistedState<number> }) {
  const [count, setCount] = usePersistedState(state);
  return (
    <button type="button" onClick={() => setCount((current) => current + 1)}>
      {`contagem ${count}`}
    </button>
  );
}

describe('usePersistedState', () => {
  afterEach(() => {
    resetHydrationForTests();
    vi.restoreAllMocks();
  });

  it('renders the server value while hydrating (no mismatch), then the stored value', async () => {
    const html = renderToString(<Counter />);
    expect(html).toContain('contagem 0');
    localStorage.setItem(key, '7');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    startHydration();
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Counter />, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('contagem 7');
    finishHydration();
    act(() => root.unmount());
    container.remove();
  });

  it('reads storage in the first render of a component mounted after hydration', () => {
    localStorage.setItem(key, '3');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(<Counter />);
    observer.disconnect();
    expect(seen.join()).not.toContain('contagem 0');
    expect(screen.getByRole('button')).toHaveTextContent('contagem 3');
  });

  it('gives the initial value for a corrupted entry, never a crash, and leaves it alone until it changes', async () => {
    localStorage.setItem(key, '{"isto não é": um número');
    render(<Counter />);
    expect(screen.getByRole('button')).toHaveTextContent('contagem 0');
    expect(localStorage.getItem(key)).toBe('{"isto não é": um número');
    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(key)).toBe('1');
  });

  it('shares the value with every reader and follows other tabs', async () => {
    render(
      <>
        <Counter />
        <Counter />
      </>,
    );
    await userEvent.click(screen.getAllByRole('button')[0]!);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'contagem 1',
      'contagem 1',
    ]);
    act(() => {
      localStorage.setItem(key, '5');
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(screen.getAllByRole('button')[1]).toHaveTextContent('contagem 5');
  });

  it('keeps a value storage refuses (full, private mode) for this visit', async () => {
    const refusing = persistedState<number>({
      key: 'teste-recusado',
      initial: 0,
      parse: Number,
      serialize: String,
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(<Counter state={refusing} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('contagem 2');
  });

  it('writes only when the value differs from what storage holds', async () => {
    localStorage.setItem(key, '4');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(<Counter />);
    act(() => counter.set(4));
    expect(setItem).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button'));
    expect(setItem).toHaveBeenCalledWith(key, '5');
  });
});
