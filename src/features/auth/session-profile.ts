import type { CustomerProfile } from './api/profile';

let loaded: CustomerProfile | null = null;

/**
 * The customer row the auth provider read with the session (spec §4). The profile query starts from it, so a
 * signed-in customer's row is read once, without the provider holding the query client (not part of a first load).
 */
export const sessionProfile = {
  set(profile: CustomerProfile | null): void {
    loaded = profile;
  },
  of(userId: string): CustomerProfile | undefined {
    return loaded?.auth_user_id === userId ? loaded : undefined;
  },
};
