/** Spec: the cookie consent is kept in localStorage under `cookie_consent`, `accepted` once the visitor clicks Aceitar. */
export const cookieConsentKey = 'cookie_consent';
export const cookieConsentAccepted = 'accepted';
