/**
 * Whether a failed call failed for want of a network (the phone offline, the server out of reach), so the screen
 * falls back to what the phone stored; any other failure is the server's answer and is shown as it is.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message: unknown }).message)
      : String(error);
  return /failed to fetch|networkerror|network request failed|load failed|fetch failed/i.test(message);
}
