import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { guarded } from '../_shared/guard.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { MAX_BODY_BYTES, validateBatch } from './validate.ts';

/** Events one browser session may store per minute; more is a flood (a loop, a script) and gets 429. */
export const MAX_EVENTS_PER_SESSION_PER_MINUTE = 300;
/** A batch comes from one browser tab (one session); a few allow for a tab whose session was renewed. */
export const MAX_SESSIONS_PER_CALL = 5;

/**
 * Spec call 21: `{events: [...]}` from the shop's tracker (anon key). Every event is checked (all or nothing)
 * and stored with the server's timestamp; anything else is a 4xx JSON error.
 */
export const handler = guarded('track-analytics', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const batch = validateBatch(body.value);
  if (!batch.ok) return errorResponse(400, 'invalid_events', batch.message);

  const db = serviceClient();
  const sessions = [...new Set(batch.value.map((row) => row.session_id))];
  if (sessions.length > MAX_SESSIONS_PER_CALL) {
    return errorResponse(
      400,
      'invalid_events',
      `One call may carry the events of at most ${MAX_SESSIONS_PER_CALL} sessions.`,
    );
  }
  const since = new Date(Date.now() - 60_000).toISOString();
  for (const session of sessions) {
    const { count, error } = await db
      .from('analytics_events')
      .select('id', { count: 'exact', head: true })
      .eq('session_id', session)
      .gte('created_at', since);
    if (error) throw new Error(error.message);
    const incoming = batch.value.filter((row) => row.session_id === session).length;
    if ((count ?? 0) + incoming > MAX_EVENTS_PER_SESSION_PER_MINUTE) {
      return errorResponse(
        429,
        'too_many_events',
        'Too many events from this session; try again in a minute.',
      );
    }
  }
  const { error } = await db.from('analytics_events').insert(batch.value);
  if (error) throw new Error(error.message);
  return jsonResponse({ stored: batch.value.length });
});
