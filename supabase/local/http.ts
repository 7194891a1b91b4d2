import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from '../functions/_shared/cors.ts';

export const maxBodyBytes = 1024 * 1024;

export class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** node:http → Fetch Request; bodies over 1 MB throw BodyTooLargeError. */
export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Fetch Response → node:http, with the CORS headers every Supabase endpoint sends. */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  // Lower-case names throughout: a function's own CORS headers replace these instead of doubling them.
  const headers: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(corsHeaders).map(([name, value]) => [name.toLowerCase(), value]),
  );
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = method === 'HEAD' || !response.body ? undefined : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body);
}
