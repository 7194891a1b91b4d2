/** The edge function's answer behind a failed call (supabase-js's FunctionsHttpError keeps it as `context`). */
export function functionResponse(error: unknown): Response | undefined {
  const context: unknown =
    typeof error === 'object' && error !== null && 'context' in error ? error.context : undefined;
  return context instanceof Response ? context : undefined;
}

/**
 * What an edge function answered when supabase-js reports its call as failed: the JSON body's `code` and
 * `message` (the functions answer `{code, message}`), or an empty object when the body is not JSON.
 */
export async function functionErrorBody(error: unknown): Promise<{ code?: string; message?: string }> {
  const response = functionResponse(error);
  if (!response) return {};
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== 'object' || body === null) return {};
  const { code, message } = body as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
