import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { useDeferred, type DeferOptions } from './deferred';
import { finishHydration, resetHydrationForTests, startHydration } from './hydration';
import { loadOnce } from './load-once';

function Extra(options: DeferOptions<string>) {
  const { ready, module, intent } = useDeferred(options);
  return (
    <button type="button" {...intent}>
      {ready ? `pronto ${module ?? ''}`.trim() : 'esperando'}
    </button>
  );
}

function InView({ load }: { load: DeferOptions<string>['load'] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { module } = useDeferred({ view: ref, load });
  return <div ref={ref}>{module ?? 'fora de vista'}</div>;
}

describe('useDeferred', () => {
  afterEach(() => {
    resetHydrationForTests();
    vi.unstubAllGlobals();
  });

  it('starts once the page is idle, never while it is hydrating', async () => {
    vi.useFakeTimers();
    try {
      startHydration();
      render(<Extra idle />);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.getByRole('button')).toHaveTextContent('esperando');
      act(() => finishHydration());
      // jsdom has no requestIdleCallback: the fallback delay after the load event.
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.getByRole('button')).toHaveTextContent('pronto');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once when the visitor reaches for it', async () => {
    render(<Extra />);
    expect(screen.getByRole('button')).toHaveTextContent('esperando');
    await userEvent.hover(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('pronto');
  });

  it('loads its code on start, and shows it only once loaded', async () => {
    const load = loadOnce(() => Promise.resolve('calendário'));
    render(<Extra load={load} />);
    expect(screen.getByRole('button')).toHaveTextContent('esperando');
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByText('pronto calendário')).toBeInTheDocument();
  });

  it('renders nothing of its code on the server, even when loaded, so the HTML never depends on it', async () => {
    const load = loadOnce(() => Promise.resolve('calendário'));
    await load.load();
    expect(renderToString(<Extra load={load} />)).toContain('esperando');
    render(<Extra load={load} />);
    expect(screen.getByRole('button')).toHaveTextContent('pronto calendário');
  });

  it('loads once in view', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const load = loadOnce(() => Promise.resolve('em vista'));
    render(<InView load={load} />);
    act(() => report([{ isIntersecting: false }]));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.getByText('fora de vista')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    await waitFor(() => expect(screen.getByText('em vista')).toBeInTheDocument(), { timeout: 2000 });
  });
});
