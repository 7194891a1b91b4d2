import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/**
 * Serves `/config.json` beside the app (dev and preview servers): the Supabase URL and anon key
 * reach the browser at run time, so one build works against any port, key or hosted project.
 */
export function runtimeConfigPlugin(): Plugin {
  const handler = (url: string | undefined, res: ServerResponse) => {
    if (url?.split('?')[0] !== '/config.json') return false;
    const body = JSON.stringify({
      supabaseUrl: process.env.VITE_SUPABASE_URL ?? process.env.SUPABASE_URL ?? '',
      supabaseAnonKey: process.env.VITE_SUPABASE_ANON_KEY ?? process.env.SUPABASE_ANON_KEY ?? '',
    });
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
    return true;
  };
  return {
    name: 'movie-tour-runtime-config',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!handler(req.url, res)) next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!handler(req.url, res)) next();
      });
    },
  };
}
