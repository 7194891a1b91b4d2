import {
  connectSources,
  contentSecurityPolicy,
  headersFile,
  redirectsFile,
  securityHeaders,
  vercelConfig,
} from './hosting-files-plugin.ts';
import { sitemapPaths } from './generate-seo-files.ts';
import { fileForPath } from './prerender-plugin.ts';
import { tours } from '../src/domain/catalogue/tours.ts';
import { clientOnlyPaths, prerenderPaths } from '../src/config/static-pages.ts';
import { cloudflare, netlify, parseRedirects, vercel } from '../tests/helpers/static-hosts.ts';

describe('static hosting files', () => {
  it('allows connections only to the app, the Supabase project (HTTP and WebSocket) and Stripe', () => {
    expect(connectSources('https://abcd.supabase.co', undefined)).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
      'https://api.stripe.com',
    ]);
    expect(connectSources(undefined, 'https://extra.example')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://extra.example',
    ]);
  });

  it('has a strict policy: no inline or remote scripts but Stripe.js, no framing, no plugins', () => {
    const csp = contentSecurityPolicy(["'self'"]);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('lets the shop compile WebAssembly and use the camera, for the boarding screen, and nothing more (issue 30)', () => {
    const headers = securityHeaders(contentSecurityPolicy(["'self'"]));
    expect(headers['Content-Security-Policy']).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com;",
    );
    expect(headers['Content-Security-Policy']).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*script/);
    expect(headers['Permissions-Policy']).toMatch(/^camera=\(self\), microphone=\(\), geolocation=\(\)/);
  });

  it('writes _headers with the security headers and immutable caching for hashed assets', () => {
    const file = headersFile(securityHeaders('default-src x'));
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src x\n/);
    for (const header of [
      'Strict-Transport-Security: max-age=63072000',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=(self)',
      'X-Frame-Options: DENY',
    ]) {
      expect(file).toContain(header);
    }
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('writes _redirects: the shell for client-only pages; unknown paths are left to each host', () => {
    expect(redirectsFile().split('\n')).toEqual([
      '/carrinho  /shell  200',
      '/minhas-compras  /shell  200',
      '/auth  /shell  200',
      '/redefinir-senha  /shell  200',
      '/pagamento-sucesso  /shell  200',
      '/test-analytics  /shell  200',
      '/embarque  /shell  200',
      '/admin  /shell  200',
      '/admin/pagamentos  /shell  200',
      '/admin/manifesto  /shell  200',
      '/admin/reservas  /shell  200',
      '/admin/reservas/nova  /shell  200',
      '/admin/solicitacoes  /shell  200',
      '/admin/vagas  /shell  200',
      '/admin/equipe  /shell  200',
      '/admin/clientes  /shell  200',
      '/admin/cupons  /shell  200',
      '/admin/vales-presente  /shell  200',
      '/voucher/:code  /shell  200',
      '/vale-presente/:codigo  /shell  200',
      '',
    ]);
  });
});

// What the build writes (scripts/prerender-plugin.ts): every public page, the shell, the 404 page and assets.
const builtFiles = (prerendered: boolean) =>
  new Set([
    'index.html',
    'shell.html',
    '404.html',
    'assets/index-abc.js',
    'images/tours/rota-do-horto/1-480.webp',
    ...(prerendered ? prerenderPaths.filter((page) => page !== '/').map(fileForPath) : []),
  ]);
const headers = securityHeaders(contentSecurityPolicy(["'self'"]));
const hosts = {
  'Cloudflare Pages': (files: Set<string>, url: string, prerendered = true) =>
    cloudflare(files, redirectsFile({ prerendered }), url),
  Netlify: (files: Set<string>, url: string, prerendered = true) =>
    netlify(files, redirectsFile({ prerendered }), url),
  Vercel: (files: Set<string>, url: string, prerendered = true) =>
    vercel(files, vercelConfig(headers, { prerendered }), url),
};

describe.each(Object.entries(hosts))('%s reads the generated files', (_host, serve) => {
  const files = builtFiles(true);

  it('serves every page of the sitemap at its canonical URL with 200, without a redirect', () => {
    for (const page of sitemapPaths(tours.map((tour) => tour.id))) {
      expect(serve(files, page), page).toEqual({ status: 200, file: fileForPath(page) });
    }
    expect(serve(files, '/regras-de-cancelamento')).toEqual({
      status: 200,
      file: 'regras-de-cancelamento.html',
    });
  });

  it('answers the client-only pages, with their query strings, with the shell', () => {
    for (const page of clientOnlyPaths)
      expect(serve(files, page), page).toEqual({ status: 200, file: 'shell.html' });
    expect(serve(files, '/pagamento-sucesso?session_id=cs_test_123')).toEqual({
      status: 200,
      file: 'shell.html',
    });
  });

  it("answers a voucher's page, whatever its code, with the shell; nothing above or below it", () => {
    for (const page of ['/voucher/ABCDEFGHJKMN', '/voucher/abcd-efgh-jkmn', '/voucher/x'])
      expect(serve(files, page), page).toEqual({ status: 200, file: 'shell.html' });
    for (const page of ['/voucher', '/voucher/ABCDEFGHJKMN/extra'])
      expect(serve(files, page), page).toEqual({ status: 404, file: '404.html' });
  });

  it('answers unknown paths with the 404 page and status 404, and serves assets as they are', () => {
    for (const page of ['/pagina-inexistente', '/passeio/inexistente', '/carrinho/extra']) {
      expect(serve(files, page), page).toEqual({ status: 404, file: '404.html' });
    }
    expect(serve(files, '/assets/index-abc.js')).toEqual({ status: 200, file: 'assets/index-abc.js' });
  });

  it('without prerendering (PRERENDER=false) every page is drawn by the shell', () => {
    const spa = builtFiles(false);
    for (const page of ['/combo', '/passeio/rota-do-horto', '/passeio/rota-do-horto/galeria', '/carrinho']) {
      expect(serve(spa, page, false), page).toEqual({ status: 200, file: 'shell.html' });
    }
    expect(serve(spa, '/')).toEqual({ status: 200, file: 'index.html' });
  });
});

describe('one URL form', () => {
  const files = builtFiles(true);
  it.each([
    ['Cloudflare Pages', cloudflare(files, redirectsFile(), '/combo/')],
    ['Vercel', vercel(files, vercelConfig(headers), '/combo/')],
    ['Vercel', vercel(files, vercelConfig(headers), '/combo.html')],
    ['Cloudflare Pages', cloudflare(files, redirectsFile(), '/combo.html')],
  ])('%s sends the other forms of /combo to /combo', (_host, answer) => {
    expect(answer).toEqual({ status: 308, location: '/combo' });
  });

  it('the earlier files broke on Cloudflare: a rewrite to /shell.html redirected, a 404 line is invalid', () => {
    expect(cloudflare(files, '/carrinho  /shell.html  200\n', '/carrinho')).toEqual({
      status: 308,
      location: '/shell',
    });
    expect(() => parseRedirects('/*  /404.html  404\n', 'cloudflare')).toThrow(/rejects status 404/);
    expect(cloudflare(new Set(['combo/index.html']), '', '/combo')).toEqual({
      status: 308,
      location: '/combo/',
    });
  });
});

describe('vercel.json', () => {
  it('sends the security headers everywhere and immutable caching for hashed assets', () => {
    const config = JSON.parse(vercelConfig(headers)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const everywhere = config.headers.find((rule) => rule.source === '/(.*)');
    expect(Object.fromEntries(everywhere!.headers.map(({ key, value }) => [key, value]))).toEqual(headers);
    expect(config.headers.find((rule) => rule.source === '/assets/(.*)')?.headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
  });
});
