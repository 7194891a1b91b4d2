import { errorResponse } from './cors.ts';

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * The request's JSON body, or the 4xx answer for it: 405 for anything but POST, 413 above `maxBytes`,
 * 400 for a body that is not JSON.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBody> {
  if (req.method !== 'POST') {
    return { ok: false, response: errorResponse(405, 'method_not_allowed', 'Use POST.') };
  }
  const declared = Number(req.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) return { ok: false, response: tooLarge(maxBytes) };
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.byteLength > maxBytes) return { ok: false, response: tooLarge(maxBytes) };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return {
      ok: false,
      response: errorResponse(400, 'invalid_json', 'O corpo da requisição não é um JSON válido.'),
    };
  }
}

function tooLarge(maxBytes: number): Response {
  return errorResponse(
    413,
    'payload_too_large',
    `O corpo da requisição passa de ${Math.round(maxBytes / 1024)} KB.`,
  );
}
