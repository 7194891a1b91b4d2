// How three static hosts answer a request for a folder of built files, written from their documentation, so the
// hosting files the build generates are tested the way each host reads them:
// - Cloudflare Pages: `_redirects` (statuses 200, 301, 302, 303, 307, 308; anything else is an invalid line),
//   rules before assets; `x.html` is served at `/x` and `/x.html` redirects there; `x/index.html` is served at
//   `/x/` and `/x` redirects there; a rewrite whose target redirects answers that redirect; no match: the
//   top-level 404.html with status 404.
// - Netlify: `_redirects`; a file that exists shadows a rule; `/x` finds `x.html` or `x/index.html`; no match:
//   404.html with status 404.
// - Vercel (`vercel.json` with cleanUrls and trailingSlash false): `/x.html` and `/x/` redirect (308) to `/x`;
//   the filesystem first, then rewrites; no match: 404.html with status 404.

export type Answer = { status: number; file?: string; location?: string };
type Rule = { from: string; to: string; status: number };

const cloudflareStatuses = new Set([200, 301, 302, 303, 307, 308]);

export function parseRedirects(text: string, host: 'cloudflare' | 'netlify'): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301', ...rest] = line.split(/\s+/);
      const code = Number(status.replace(/!$/, ''));
      if (rest.length || !from.startsWith('/') || !/^(\/|https?:\/\/)/.test(to))
        throw new Error(`invalid line: ${line}`);
      if (host === 'cloudflare' && !cloudflareStatuses.has(code))
        throw new Error(`Cloudflare rejects status ${code}: ${line}`);
      return { from, to, status: code };
    });
}

// A trailing splat matches any rest; a ':name' placeholder one non-empty segment (all three hosts read both).
const matches = (pattern: string, pathname: string) => {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  const [want, have] = [pattern.split('/'), pathname.split('/')];
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
};

function cloudflareAsset(files: Set<string>, pathname: string): Answer {
  const key = pathname.slice(1);
  if (key.endsWith('index.html') && files.has(key))
    return { status: 308, location: pathname.slice(0, -'index.html'.length) };
  if (key.endsWith('.html') && files.has(key)) return { status: 308, location: pathname.slice(0, -5) };
  if (pathname.endsWith('/')) {
    if (files.has(`${key}index.html`)) return { status: 200, file: `${key}index.html` };
    if (files.has(`${key.slice(0, -1)}.html`)) return { status: 308, location: pathname.slice(0, -1) };
  } else {
    if (files.has(key)) return { status: 200, file: key };
    if (files.has(`${key}.html`)) return { status: 200, file: `${key}.html` };
    if (files.has(`${key}/index.html`)) return { status: 308, location: `${pathname}/` };
  }
  return { status: 404, file: '404.html' };
}

export function cloudflare(files: Set<string>, redirects: string, url: string): Answer {
  const { pathname } = new URL(url, 'https://shop.example');
  const rule = parseRedirects(redirects, 'cloudflare').find((candidate) => matches(candidate.from, pathname));
  if (!rule) return cloudflareAsset(files, pathname);
  return rule.status === 200 ? cloudflareAsset(files, rule.to) : { status: rule.status, location: rule.to };
}

function netlifyFile(files: Set<string>, pathname: string): string | undefined {
  const key = pathname.slice(1).replace(/\/$/, '');
  const candidates = pathname === '/' ? ['index.html'] : [key, `${key}.html`, `${key}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

export function netlify(files: Set<string>, redirects: string, url: string): Answer {
  const { pathname } = new URL(url, 'https://shop.example');
  const file = netlifyFile(files, pathname);
  if (file) return { status: 200, file };
  const rule = parseRedirects(redirects, 'netlify').find((candidate) => matches(candidate.from, pathname));
  if (rule?.status === 200) {
    const target = netlifyFile(files, rule.to);
    return target ? { status: 200, file: target } : { status: 404, file: '404.html' };
  }
  if (rule)
    return { status: rule.status, location: rule.to, file: rule.status === 404 ? rule.to : undefined };
  return { status: 404, file: '404.html' };
}

type VercelConfig = {
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  rewrites?: { source: string; destination: string }[];
};

function vercelFile(files: Set<string>, pathname: string): string | undefined {
  if (pathname === '/') return files.has('index.html') ? 'index.html' : undefined;
  const key = pathname.slice(1);
  return [key, `${key}.html`].find((candidate) => files.has(candidate) && !candidate.endsWith('/'));
}

export function vercel(files: Set<string>, configText: string, url: string): Answer {
  const config = JSON.parse(configText) as VercelConfig;
  const { pathname } = new URL(url, 'https://shop.example');
  if (config.cleanUrls && pathname.endsWith('.html'))
    return { status: 308, location: pathname.replace(/(index)?\.html$/, '') || '/' };
  if (config.trailingSlash === false && pathname.length > 1 && pathname.endsWith('/'))
    return { status: 308, location: pathname.slice(0, -1) };
  const file = vercelFile(files, pathname);
  if (file) return { status: 200, file };
  const rewrite = config.rewrites?.find((candidate) => matches(candidate.source, pathname));
  const target = rewrite && vercelFile(files, rewrite.destination);
  return target ? { status: 200, file: target } : { status: 404, file: '404.html' };
}
