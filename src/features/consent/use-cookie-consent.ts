import { useCallback } from 'react';
import { persistedState, usePersistedState } from '@/boot/persisted-state';
import { cookieConsentAccepted, cookieConsentKey } from '@/config/consent-storage';

/** Spec: `cookie_consent` = `accepted` once the visitor clicks Aceitar; anything else is no consent yet. */
const consent = persistedState({
  key: cookieConsentKey,
  initial: false,
  parse: (stored) => stored === cookieConsentAccepted,
  serialize: (accepted) => (accepted ? cookieConsentAccepted : ''),
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
