import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { secretKeys } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { sendDueEmails } from '../_shared/outbox.ts';
import { bearerToken, requestUser, serviceClient } from '../_shared/supabase.ts';

/** The schedule (service role key) or a signed-in operator after an action; anyone else is refused. */
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
    return errorResponse(403, 'forbidden', 'Apenas administradores podem enviar os e-mails.');
  }
  return null;
}

/** Sends the due mails of email_outbox (sendDueEmails, at most 20 a call). Answers `{sent, failed}`. */
export const handler = guarded('send-emails', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
  const denied = await authorise(req);
  if (denied) return denied;
  return jsonResponse(await sendDueEmails(serviceClient()));
});
