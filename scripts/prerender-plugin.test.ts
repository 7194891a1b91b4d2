import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileForPath, injectPage, lowPriorityScripts, resolvePage } from './prerender-plugin.ts';

const template = `<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>`;

describe('injectPage', () => {
  it("moves React's leading hoisted tags into <head> and the markup into #root, marked with its path", () => {
    const rendered =
      '<link rel="preload" as="image" href="/logo.svg"/><title>Rota | Movie Tour</title><meta name="description" content="x"/>' +
      '<div><script type="application/ld+json">{"a":1}</script><h1>Rota</h1></div>';
    const html = injectPage(template, rendered, '/passeio/rota');
    expect(html).toContain(
      '<link data-prerendered-head="" rel="preload" as="image" href="/logo.svg"/><title data-prerendered-head="">Rota | Movie Tour</title><meta data-prerendered-head="" name="description" content="x"/></head>',
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="/passeio/rota"><div><script type="application/ld+json">{"a":1}</script><h1>Rota</h1></div></div>',
    );
  });

  it('keeps `$&`-like text in the markup as it is', () => {
    expect(injectPage(template, '<p>R$& 10</p>', '/')).toContain('<p>R$& 10</p>');
  });

  it('refuses a template without the root element', () => {
    expect(() => injectPage('<html><head></head></html>', '<p/>', '/')).toThrow(/root/);
  });
});

describe('fileForPath and resolvePage', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-dist-'));
  beforeAll(() => {
    mkdirSync(path.join(dist, 'passeio/rota-do-horto'), { recursive: true });
    for (const file of [
      'index.html',
      'passeio/rota-do-horto.html',
      'passeio/rota-do-horto/galeria.html',
      'shell.html',
      '404.html',
    ]) {
      writeFileSync(path.join(dist, file), file);
    }
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('maps paths to files', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/combo')).toBe('combo.html');
    expect(fileForPath('/passeio/x')).toBe('passeio/x.html');
    expect(fileForPath('/passeio/x/galeria')).toBe('passeio/x/galeria.html');
  });

  it.each([
    ['/', 'index.html'],
    ['/passeio/rota-do-horto', 'passeio/rota-do-horto.html'],
    ['/passeio/rota-do-horto/', 'passeio/rota-do-horto.html'],
    ['/passeio/rota-do-horto/galeria', 'passeio/rota-do-horto/galeria.html'],
    ['/carrinho', 'shell.html'],
    ['/minhas-compras', 'shell.html'],
    ['/pagamento-sucesso', 'shell.html'],
    ['/voucher/ABCDEFGHJKMN', 'shell.html'],
    ['/voucher/ABCD-EFGH-JKMN/', 'shell.html'],
    ['/voucher', '404.html'],
    ['/voucher/ABCDEFGHJKMN/extra', '404.html'],
    ['/nada', '404.html'],
    ['/passeio/inexistente', '404.html'],
    ['/%E0%A4%A', '404.html'],
    ['/../../etc/passwd', '404.html'],
    ['/config.json', null],
    ['/assets/index.js', null],
  ])('%s → %s', (url, expected) => {
    expect(resolvePage(dist, url)).toBe(expected);
  });
});

describe('lowPriorityScripts', () => {
  it('fetches the boot script and its modulepreloads at low priority, leaving styles, data and set priorities', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/boot-b.js">' +
      '<link rel="modulepreload" fetchpriority="high" href="/assets/c.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
      '<script type="application/ld+json">{}</script>';
    expect(lowPriorityScripts(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-b.js">' +
        '<link rel="modulepreload" fetchpriority="high" href="/assets/c.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<script type="application/ld+json">{}</script>',
    );
  });
});
