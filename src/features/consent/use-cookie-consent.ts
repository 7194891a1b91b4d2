import { useCallback } from 'react';
import { persistedState, usePersistedState } from '@/boot/persisted-state';

export const cookieConsentKey = 'cookie_consent';
const acceptedValue = 'accepted';

/** Spec: `cookie_consent` = `accepted` once the visitor clicks Aceitar; anything else is no consent yet. */
const consent = persistedState({
  key: cookieConsentKey,
  initial: false,
  parse: (stored) => stored === acceptedValue,
  serialize: (accepted) => (accepted ? acceptedValue : ''),
});

export function acceptCookies() {
  consent.set(true);
}

/** Whether the visitor accepted cookies, shared by every component (and every tab). */
export function useCookieConsent(): { accepted: boolean; accept: () => void } {
  const [accepted] = usePersistedState(consent);
  const accept = useCallback(() => acceptCookies(), []);
  return { accepted, accept };
}
