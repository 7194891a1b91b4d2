import {
  connectSources,
  contentSecurityPolicy,
  headersFile,
  redirectsFile,
  securityHeaders,
} from '../../scripts/hosting-files-plugin.ts';

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
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('writes _headers with the security headers and immutable caching for hashed assets', () => {
    const file = headersFile(securityHeaders('default-src x'));
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src x\n/);
    for (const header of [
      'Strict-Transport-Security: max-age=63072000',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=()',
      'X-Frame-Options: DENY',
    ]) {
      expect(file).toContain(header);
    }
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('writes _redirects: the shell for client-only pages, the 404 page for anything unknown', () => {
    expect(redirectsFile().split('\n')).toEqual([
      '/carrinho  /shell.html  200',
      '/minhas-compras  /shell.html  200',
      '/auth  /shell.html  200',
      '/pagamento-sucesso  /shell.html  200',
      '/test-analytics  /shell.html  200',
      '/*  /404.html  404',
      '',
    ]);
  });
});
