import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { addressKey, clientAddress } from '../_shared/client-address.ts';
import { guarded } from '../_shared/guard.ts';
import type { Json } from '../../../src/types/database.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { readUserAgent, withUserAgent } from './user-agent.ts';
import { MAX_BODY_BYTES, validateBatch } from './validate.ts';

/** A batch comes from one browser tab (one session); a few allow for a tab whose session was renewed. */
const MAX_SESSIONS_PER_CALL = 5;

/**
 * Spec call 21: `{events: [...]}` from the shop's tracker (anon key). Every event is checked (all or nothing)
 * and stored with the server's timestamp; anything else is a 4xx JSON error. The browser, OS and device type
 * come from the request's User-Agent header (user-agent.ts) where the event does not send its own.
 */
export const handler = guarded('track-analytics', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const batch = validateBatch(body.value);
  if (!batch.ok) return errorResponse(400, 'invalid_events', batch.message);

  const agent = readUserAgent(req.headers.get('user-agent'));
  const events = batch.value.map((row) => withUserAgent(row, agent));

  const db = serviceClient();
  const sessions = [...new Set(events.map((row) => row.session_id))];
  if (sessions.length > MAX_SESSIONS_PER_CALL) {
    return errorResponse(
      400,
      'invalid_events',
      `One call may carry the events of at most ${MAX_SESSIONS_PER_CALL} sessions.`,
    );
  }
  // The limits (per session and per client address, per minute) are checked and the events stored in one
  // database transaction: see migration 20261124000400_analytics_limits.sql.
  // Generated Args type every argument as non-null and jsonb as Json: the checked events are plain JSON, and the
  // key is null when no address is known, which the function expects.
  const { data: stored, error } = await db.rpc('store_analytics_events', {
    p_events: events as Json,
    p_address_key: (await addressKey(clientAddress(req))) as string,
  });
  if (error?.code === 'PT429') {
    const from = error.message.endsWith('address') ? 'address' : 'session';
    return errorResponse(429, 'too_many_events', `Too many events from this ${from}; try again in a minute.`);
  }
  if (error) throw new Error(error.message);
  return jsonResponse({ stored });
});
