// Build-time prerendering (scripts/prerender-plugin.ts): the public pages rendered to HTML with their meta tags
// and JSON-LD, so crawlers and the first paint see the real content; the browser then hydrates it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadLayout } from './app/layout/root-layout';
import { preloadRoute } from './app/routes';
import { preloadHead } from './components/seo';

export { clientOnlyPaths, notFoundPath, prerenderPaths } from '@/config/static-pages';

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    html += decoder.decode(read.value, { stream: true });
  }
  return html + decoder.decode();
}

/** The page at `url`, after every lazy route and component it shows has loaded. */
export async function render(url: string): Promise<string> {
  // Loaded first so nothing suspends: a boundary that suspends is streamed with an inline <script> to reveal
  // it, which the Content-Security-Policy (script-src 'self') rightly blocks.
  await Promise.all([preloadRoute(url), preloadLayout(), preloadHead()]);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // One piece of HTML: React otherwise moves large boundaries after the shell, revealed by inline scripts.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return streamToString(prelude);
}
