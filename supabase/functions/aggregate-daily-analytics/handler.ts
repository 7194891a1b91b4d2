import { dayInSaoPaulo, isIsoDay, previousDayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { secretKeys } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { bearerToken, requestUser, serviceClient } from '../_shared/supabase.ts';

const MAX_BODY_BYTES = 4 * 1024;

type Day = { ok: true; day: string } | { ok: false; response: Response };

const refuse = (status: number, code: string, message: string): Day => ({
  ok: false,
  response: errorResponse(status, code, message),
});

/** The day to aggregate: an empty body (spec call 20) or `{}` means yesterday; `{date}` a past day or today. */
async function requestedDay(req: Request, now: Date): Promise<Day> {
  if (Number(req.headers.get('Content-Length') ?? '0') > MAX_BODY_BYTES) {
    return refuse(413, 'payload_too_large', 'O corpo da requisição passa de 4 KB.');
  }
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) {
    return refuse(413, 'payload_too_large', 'O corpo da requisição passa de 4 KB.');
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return { ok: true, day: previousDayInSaoPaulo(now) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'invalid_json', 'O corpo da requisição não é um JSON válido.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse(400, 'invalid_body', 'O corpo deve ser vazio ou {"date": "AAAA-MM-DD"}.');
  }
  const requested = (body as { date?: unknown }).date;
  if (requested === undefined || requested === null) return { ok: true, day: previousDayInSaoPaulo(now) };
  if (typeof requested !== 'string' || !isIsoDay(requested)) {
    return refuse(400, 'invalid_date', 'Data inválida: use AAAA-MM-DD.');
  }
  // ISO days compare as strings; a day that has not begun in São Paulo has nothing to aggregate.
  if (requested > dayInSaoPaulo(now, 0)) {
    return refuse(400, 'invalid_date', 'Data inválida: esse dia ainda não começou.');
  }
  return { ok: true, day: requested };
}

/** The scheduler (service role key) or a signed-in administrator; anyone else is refused. */
async function authorise(req: Request): Promise<Response | null> {
  const token = bearerToken(req);
  if (!token) return errorResponse(401, 'not_authenticated', 'Faça login como administrador.');
  if (secretKeys().includes(token)) return null;
  const user = await requestUser(req);
  if (!user) return errorResponse(401, 'not_authenticated', 'Faça login como administrador.');
  const { data, error } = await serviceClient()
    .from('user_roles')
    .select('role')
    .eq('user_id', user.id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (data?.role !== 'admin') {
    return errorResponse(403, 'forbidden', 'Apenas administradores podem agregar analytics.');
  }
  return null;
}

/**
 * Aggregates one São Paulo calendar day (the previous one, or body `{date: 'YYYY-MM-DD'}`) into
 * analytics_daily_summary and analytics_page_views, replacing that day. Answers `{stats: {...}}`.
 */
export const handler = guarded('aggregate-daily-analytics', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
  const denied = await authorise(req);
  if (denied) return denied;
  const requested = await requestedDay(req, new Date());
  if (!requested.ok) return requested.response;
  const { data, error } = await serviceClient().rpc('aggregate_analytics_day', { p_day: requested.day });
  if (error) throw new Error(error.message);
  return jsonResponse({ stats: data });
});
