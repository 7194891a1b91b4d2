/**
 * What a failed call says to a person: the backend's Portuguese message, or 'Tente novamente.'. supabase-js answers a
 * refused call with a plain `{ message, code, details }` object (a PostgrestError is thrown only with
 * `throwOnError`), so both shapes are read.
 */
export function errorText(error: unknown): string {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
        ? error.message
        : '';
  return /[a-zà-ú]/.test(message) ? message : 'Tente novamente.';
}
