import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPreloadsInSlices } from './preloads-in-slices';

function link(rel: string, href: string) {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  return element;
}

const preloadsInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((element) =>
    element.getAttribute('href'),
  );

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A start that appends the page's chunks the way Vite's preloading does, and a stylesheet. */
function startPage() {
  document.head.appendChild(link('modulepreload', '/assets/pagina.js'));
  document.head.appendChild(link('stylesheet', '/assets/pagina.css'));
  document.head.appendChild(link('modulepreload', '/assets/icone.js'));
  document.head.appendChild(link('modulepreload', '/assets/calendario.js'));
  return 'página';
}

describe('withPreloadsInSlices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('adds the preload links start appends in their order, one slice per task when each takes long', async () => {
    // Every link takes 5 ms to add (as under DevTools): each slice holds one.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));

    expect(withPreloadsInSlices(startPage)).toBe('página');
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(preloadsInHead()).toEqual(['/assets/pagina.js']);
    await nextTask();
    expect(preloadsInHead()).toEqual(['/assets/pagina.js', '/assets/icone.js']);
    await nextTask();
    expect(preloadsInHead()).toEqual(['/assets/pagina.js', '/assets/icone.js', '/assets/calendario.js']);
  });

  it('adds them all at once when they are quick to add', () => {
    withPreloadsInSlices(startPage);
    expect(preloadsInHead()).toEqual(['/assets/pagina.js', '/assets/icone.js', '/assets/calendario.js']);
  });

  it('holds only what start appends: the head is itself again afterwards, also when start fails', () => {
    expect(() =>
      withPreloadsInSlices(() => {
        document.head.appendChild(link('modulepreload', '/assets/pagina.js'));
        throw new Error('falhou');
      }),
    ).toThrow('falhou');
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    expect(preloadsInHead()).toEqual(['/assets/pagina.js']);

    document.head.appendChild(link('modulepreload', '/assets/depois.js'));
    expect(preloadsInHead()).toEqual(['/assets/pagina.js', '/assets/depois.js']);
  });

  it('holds the links of a load started inside another, and of the outer one, and adds them all', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    withPreloadsInSlices(() => {
      withPreloadsInSlices(startPage);
      document.head.appendChild(link('modulepreload', '/assets/rodape.js'));
    });
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    for (let task = 0; task < 6; task++) await nextTask();
    expect(preloadsInHead().sort()).toEqual(
      ['/assets/calendario.js', '/assets/icone.js', '/assets/pagina.js', '/assets/rodape.js'].sort(),
    );
  });
});
