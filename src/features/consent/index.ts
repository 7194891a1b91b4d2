// The cookie-consent feature's public entry.
export { CookieConsentBar } from './cookie-consent-bar';
export { acceptCookies, useCookieConsent } from './use-cookie-consent';
