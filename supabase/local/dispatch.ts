import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiHandler } from './context.ts';
import { errorResponse, HttpError, internalError } from './http-error.ts';
import { BodyTooLargeError, sendFetchResponse, toFetchRequest } from './http.ts';
import { corsHeaders } from '../functions/_shared/cors.ts';

export type MountedRoute = { prefix: string; handler: ApiHandler };

function matchRoute(routes: MountedRoute[], pathname: string) {
  for (const route of routes) {
    if (pathname === route.prefix || pathname.startsWith(route.prefix + '/')) {
      return { handler: route.handler, subpath: pathname.slice(route.prefix.length) };
    }
  }
  return null;
}

async function respond(
  req: IncomingMessage,
  routes: MountedRoute[],
  origin: string,
  quiet: boolean,
): Promise<Response> {
  const method = req.method ?? 'GET';
  // Every endpoint answers CORS preflights the same way (the headers come with every response).
  if (method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { 'Access-Control-Max-Age': '86400' } });
  try {
    const request = await toFetchRequest(req, origin);
    const { pathname } = new URL(request.url);
    const match = matchRoute(routes, pathname);
    if (!match)
      throw new HttpError(404, { code: 'not_found', message: `No route for ${method} ${pathname}` });
    return await match.handler(request, match.subpath, { clientIp: req.socket.remoteAddress ?? '' });
  } catch (error) {
    // The one place errors become answers: an HttpError carries its own; anything else is a bug.
    if (error instanceof BodyTooLargeError) {
      return new HttpError(413, {
        code: 'PGRST413',
        message: 'Request body is larger than 1 MB',
        details: null,
        hint: null,
      }).toResponse();
    }
    return errorResponse(error, quiet);
  }
}

/** node:http listener: routes by prefix, and turns anything thrown into a JSON 500, never a crash. */
export function createDispatcher(routes: MountedRoute[], origin: () => string, quiet: boolean) {
  return (req: IncomingMessage, res: ServerResponse) => {
    respond(req, routes, origin(), quiet)
      .then((response) => sendFetchResponse(res, response, req.method ?? 'GET'))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { ...corsHeaders, 'Content-Type': 'application/json' });
        res.end(JSON.stringify(internalError));
      });
  };
}
