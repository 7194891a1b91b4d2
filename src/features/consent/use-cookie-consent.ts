import { useCallback, useSyncExternalStore } from 'react';

export const cookieConsentKey = 'cookie_consent';
const acceptedValue = 'accepted';

const listeners = new Set<() => void>();
// Remembers an acceptance made while storage was unusable (private mode), for this page's lifetime.
let acceptedInMemory = false;

function readAccepted(): boolean {
  if (acceptedInMemory) return true;
  try {
    return window.localStorage.getItem(cookieConsentKey) === acceptedValue;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === cookieConsentKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function acceptCookies() {
  acceptedInMemory = true;
  try {
    window.localStorage.setItem(cookieConsentKey, acceptedValue);
  } catch {
    // Storage full or blocked: the in-memory flag still hides the bar for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** Test-only: forgets an in-memory acceptance so each test starts from storage. */
export function resetCookieConsentForTests() {
  acceptedInMemory = false;
}

/** Whether the visitor accepted cookies (`cookie_consent` = `accepted`), shared by every component. */
export function useCookieConsent(): { accepted: boolean; accept: () => void } {
  const accepted = useSyncExternalStore(subscribe, readAccepted, () => false);
  const accept = useCallback(() => acceptCookies(), []);
  return { accepted, accept };
}
