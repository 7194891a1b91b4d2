import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { requireEnv } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { bearerToken, requestUser, serviceClient } from '../_shared/supabase.ts';

/** The calendar day before `now` in America/Sao_Paulo, YYYY-MM-DD. */
export function previousDayInSaoPaulo(now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

const isIsoDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The scheduler (service role key) or a signed-in administrator; anyone else is refused. */
async function authorise(req: Request): Promise<Response | null> {
  const token = bearerToken(req);
  if (!token) return errorResponse(401, 'not_authenticated', 'Faça login como administrador.');
  if (token === requireEnv('SUPABASE_SERVICE_ROLE_KEY')) return null;
  const user = await requestUser(req);
  if (!user) return errorResponse(401, 'not_authenticated', 'Faça login como administrador.');
  const { data, error } = await serviceClient()
    .from('user_roles')
    .select('role')
    .eq('user_id', user.id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if ((data as { role?: string } | null)?.role !== 'admin') {
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
  const text = await req.text();
  let date = previousDayInSaoPaulo(new Date());
  if (text.trim() !== '') {
    const body = await readJsonBody(new Request(req.url, { method: 'POST', body: text }), 4 * 1024);
    if (!body.ok) return body.response;
    const requested = (body.value as { date?: unknown } | null)?.date;
    if (requested !== undefined && requested !== null) {
      if (typeof requested !== 'string' || !isIsoDay(requested)) {
        return errorResponse(400, 'invalid_date', 'Data inválida: use AAAA-MM-DD.');
      }
      date = requested;
    }
  }
  const { data, error } = await serviceClient().rpc('aggregate_analytics_day', { p_day: date });
  if (error) throw new Error(error.message);
  return jsonResponse({ stats: data });
});
