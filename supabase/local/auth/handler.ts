import type { ApiHandler, BackendContext } from '../context.ts';

// Contract stub: the auth service replaces this body. The server mounts it at /auth/v1.
export function createAuthHandler(_ctx: BackendContext): ApiHandler {
  return async () =>
    new Response(JSON.stringify({ code: 'not_implemented', message: 'Auth not implemented yet' }), {
      status: 501,
      headers: { 'Content-Type': 'application/json' },
    });
}
