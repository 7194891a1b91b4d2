export const API_VERSION = '2024-01-01';

const headers = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': API_VERSION };

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers });
}

/** GoTrue's error shape: auth-js reads the string `code` (with the version header) and `msg`. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json({ code, error_code: code, msg: message, message, ...extra }, status);
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
