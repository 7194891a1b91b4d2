/** Where supabase-js keeps the session; fixed so the app can tell "signed out" without loading it. */
export const authStorageKey = 'movie-tour-auth';
