import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyInput, releaseEarlyInput } from './early-input';
import { isHydrating, resetHydrationForTests, startHydration } from './hydration';
import { lazyPage, lazyPart } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return (
    <button type="button" onClick={() => document.body.setAttribute('data-clicked', name)}>
      Olá, {name}
    </button>
  );
}

const load = () => Promise.resolve({ default: Greeting });

describe('lazyPage', () => {
  afterEach(() => {
    resetHydrationForTests();
    releaseEarlyInput(false);
    document.body.removeAttribute('data-clicked');
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Page name="Ana" />
      </Suspense>,
    );
    expect(screen.queryByText('carregando')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Olá, Ana' })).toBeInTheDocument();
  });

  it('loads on first render when not preloaded', async () => {
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Page name="Bia" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Olá, Bia' })).toBeInTheDocument();
  });

  it('ends the hydration once the page has hydrated, and hands it the click held before', async () => {
    const Page = lazyPage(load);
    await Page.preload();
    const app = (
      <Suspense fallback={null}>
        <Page name="Caio" />
      </Suspense>
    );
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(app);
    document.body.append(container);
    holdEarlyInput();
    container.querySelector('button')!.click();
    expect(document.body).not.toHaveAttribute('data-clicked');

    startHydration();
    const root = await act(async () => hydrateRoot(container, app));
    expect(isHydrating()).toBe(false);
    expect(document.body).toHaveAttribute('data-clicked', 'Caio');
    act(() => root.unmount());
    container.remove();
  });
});

describe('lazyPart', () => {
  afterEach(() => document.body.removeAttribute('data-clicked'));

  it('keeps its prerendered HTML while its code loads, then hydrates that HTML in place', async () => {
    const ServerPart = lazyPart(load);
    await ServerPart.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <ServerPart name="Duda" />
      </Suspense>,
    );
    document.body.append(container);
    const served = container.querySelector('button')!;

    // The browser has not got the part's code yet.
    let arrive = () => {};
    const ClientPart = lazyPart(
      () =>
        new Promise<{ default: typeof Greeting }>((resolve) => {
          arrive = () => resolve({ default: Greeting });
        }),
    );
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <ClientPart name="Duda" />
        </Suspense>,
        { onRecoverableError: (error) => recoverable.push(error) },
      ),
    );
    expect(container.querySelector('button')).toBe(served);
    expect(served).toHaveTextContent('Olá, Duda');

    await act(async () => arrive());
    expect(container.querySelector('button')).toBe(served);
    served.click();
    expect(document.body).toHaveAttribute('data-clicked', 'Duda');
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
