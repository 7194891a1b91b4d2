import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

function page(html: string) {
  document.body.innerHTML = `<div id="root" data-prerendered="/">${html}</div><button id="outside">Fora</button>`;
}

describe('early input', () => {
  afterEach(() => {
    releaseEarlyInput();
    document.body.innerHTML = '';
  });

  it('holds a click on a button of the page and gives it back to the same button once released', () => {
    page('<form><button id="entrar" type="submit"><span id="label">Entrar</span></button></form>');
    let clicksOnRoot = 0;
    document.getElementById('root')!.addEventListener('click', () => clicksOnRoot++);
    holdEarlyInput();
    const clicks = vi.fn();
    const button = document.getElementById('entrar')!;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('label')!.dispatchEvent(early);
    // Its default (submitting the form without the app) is prevented, and it goes no further.
    expect(early.defaultPrevented).toBe(true);
    expect(clicksOnRoot).toBe(0);

    button.addEventListener('click', clicks);
    // As the app's own submit handler does.
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    releaseEarlyInput();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicksOnRoot).toBe(1);
  });

  it('gives back only the last click, once, and no longer holds clicks after release', () => {
    page('<button id="a">A</button><button id="b">B</button>');
    holdEarlyInput();
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    const a = vi.fn();
    const b = vi.fn();
    document.getElementById('a')!.addEventListener('click', a);
    document.getElementById('b')!.addEventListener('click', b);
    releaseEarlyInput();
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);

    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    releaseEarlyInput();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('leaves alone links, disabled buttons and buttons outside the app', () => {
    page('<a id="link" href="#x">Passeio</a><button id="off" disabled>Indisponível</button>');
    holdEarlyInput();
    for (const id of ['link', 'outside']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented, id).toBe(false);
    }
    const off = vi.fn();
    document.getElementById('outside')!.addEventListener('click', off);
    releaseEarlyInput();
    expect(off).not.toHaveBeenCalled();
  });

  it('does not replay a click on a button that is gone by then', () => {
    page('<button id="gone">X</button>');
    holdEarlyInput();
    const button = document.getElementById('gone')!;
    button.click();
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.remove();
    releaseEarlyInput();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('replays the last Escape or arrow key to the element that had it, and ignores other keys', () => {
    page('<div id="gallery" tabindex="0">Galeria</div>');
    holdEarlyInput();
    const gallery = document.getElementById('gallery')!;
    gallery.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    gallery.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    const keys: string[] = [];
    window.addEventListener('keydown', (event) => keys.push(`${(event.target as Element).id}:${event.key}`));
    releaseEarlyInput();
    expect(keys).toEqual(['gallery:Escape']);
  });

  it('replays a key to the page when its element is gone', () => {
    page('<div id="slide" tabindex="0">Foto</div>');
    holdEarlyInput();
    document
      .getElementById('slide')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    document.getElementById('slide')!.remove();
    const targets: string[] = [];
    window.addEventListener('keydown', (event) => targets.push((event.target as Element).tagName));
    releaseEarlyInput();
    expect(targets).toEqual(['BODY']);
  });

  it('drops what was held when released without replay', () => {
    page('<button id="entrar">Entrar</button>');
    holdEarlyInput();
    const button = document.getElementById('entrar')!;
    button.click();
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    releaseEarlyInput(false);
    expect(clicks).not.toHaveBeenCalled();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe('typed before hydration', () => {
  // The page as a browser runs it, outside act(): the replay depends on each change being rendered before the next,
  // which act() would batch.
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;
  let roots: Root[] = [];
  beforeEach(() => {
    actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    for (const root of roots) root.unmount();
    roots = [];
    env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    document.body.innerHTML = '';
  });
  /** Hydrates the served form, and waits until React owns its fields. */
  async function hydrate(container: HTMLElement) {
    roots.push(hydrateRoot(container, <GiftForm />));
    await vi.waitFor(() =>
      expect(
        Object.keys(container.querySelector('select')!).some((key) => key.startsWith('__reactFiber')),
      ).toBe(true),
    );
  }

  /** As the shop's forms are written: the next state built from the one last rendered. */
  function GiftForm() {
    const [form, setForm] = useState({ name: '', value: '200', tour: 'city' });
    const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
    return (
      <form>
        <input aria-label="Nome" value={form.name} onChange={(event) => set({ name: event.target.value })} />
        <textarea
          aria-label="Valor"
          value={form.value}
          onChange={(event) => set({ value: event.target.value })}
        />
        <select
          aria-label="Passeio"
          value={form.tour}
          onChange={(event) => set({ tour: event.target.value })}
        >
          <option value="city">City Tour</option>
          <option value="horto">Horto</option>
        </select>
        <output>{`${form.name}|${form.value}|${form.tour}`}</output>
      </form>
    );
  }

  /** As the browser does when the visitor types or chooses: the value, then its event. */
  function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
    field.value = value;
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }

  it('gives React what the visitor typed and chose in the served page, once it has hydrated', async () => {
    page(renderToString(<GiftForm />));
    holdEarlyInput();
    const root = document.getElementById('root')!;
    type(root.querySelector('input')!, 'Joana');
    type(root.querySelector('textarea')!, '500');
    type(root.querySelector('select')!, 'horto');

    await hydrate(root);
    // Hydrated, React still has what it rendered: the form would send 200 for nobody, and the textarea even
    // shows its rendered text again.
    expect(root.querySelector('output')!.textContent).toBe('|200|city');

    releaseEarlyInput();
    await vi.waitFor(() => expect(root.querySelector('output')!.textContent).toBe('Joana|500|horto'));
    expect(root.querySelector('input')!.value).toBe('Joana');
    expect(root.querySelector('textarea')!.value).toBe('500');
    expect(root.querySelector('select')!.value).toBe('horto');
  });

  it('leaves alone the fields nobody touched, and drops what was typed when the page could not hydrate', async () => {
    page(renderToString(<GiftForm />));
    const root = document.getElementById('root')!;
    const changes = vi.fn();
    root.addEventListener('input', changes);
    root.addEventListener('change', changes);
    holdEarlyInput();
    releaseEarlyInput();
    expect(changes).not.toHaveBeenCalled();
    await hydrate(root);

    holdEarlyInput();
    type(root.querySelector('input')!, 'Joana');
    changes.mockClear();
    releaseEarlyInput(false);
    expect(changes).not.toHaveBeenCalled();
  });
});
