import { HttpError } from '../http-error.ts';

/** Responses as Supabase Auth (GoTrue) shapes them. */
export const API_VERSION = '2024-01-01';

const versionHeader = { 'X-Supabase-Api-Version': API_VERSION };

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...versionHeader },
  });
}

/**
 * GoTrue's error, to throw. auth-js takes `code` as `error.code` only when the response carries the API
 * version header (`error_code` otherwise) and `msg` as `error.message`.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(
    status,
    { code, error_code: code, msg: message, message, ...extra },
    { 'Content-Type': 'application/json', ...versionHeader },
    message,
  );
}

export const noContent = () => new Response(null, { status: 204, headers: versionHeader });

export const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, ...versionHeader } });

/** The JSON object body, or null for anything else (bad JSON, an array, a string). */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await req.text());
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const badJson = () => authError(400, 'bad_json', 'Could not parse request body as JSON');

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
