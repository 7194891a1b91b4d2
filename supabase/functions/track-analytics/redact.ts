/** What an e-mail address or phone number in a stored analytics value is replaced with. */
const REDACTED = '[removido]';

// An e-mail address, its @ possibly percent-encoded (paths and links arrive encoded).
const email = /[\p{L}\p{N}._%+!#$&'*/=?^`{|}~-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;

// A phone number (Brazilian or international): 10 to 15 digits, optionally after + (or %2B), with spaces,
// dots, dashes or parentheses between them. Not part of a longer word, number, identifier (a UUID) or
// date-time, so ids, prices, dates and times stay (a CPF, 11 digits, is caught too, which is as well).
const phone = /(?<![\p{L}\p{N}_.,-])(?:\+|%2B)?\(?\d(?:[ .()-]{0,3}\d){9,14}(?![\p{L}\p{N}_:-]|[.,]\d)/giu;

const hasPersonalData = (text: string) => {
  email.lastIndex = 0;
  phone.lastIndex = 0;
  return email.test(text) || phone.test(text);
};

/** The text with every e-mail address and phone number in it replaced by [removido]. */
export function redactPersonalData(text: string): string {
  return text.replace(email, REDACTED).replace(phone, REDACTED);
}

/**
 * A path with every segment that holds an e-mail address or phone number replaced, whole, by
 * [removido]: pages are counted by path, and a segment that names a person identifies nothing else.
 */
export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape: the segment is checked as it came.
      }
      return hasPersonalData(segment) || hasPersonalData(decoded) ? REDACTED : segment;
    })
    .join('/');
}

/** True when a key of event_data is itself an e-mail address or phone number. */
export const isPersonalText = hasPersonalData;

/** event_data with every string value, at any depth, redacted. Keys are checked by the validator. */
export function redactEventData(value: unknown): unknown {
  if (typeof value === 'string') return redactPersonalData(value);
  if (Array.isArray(value)) return value.map(redactEventData);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, redactEventData(entry)]));
  }
  return value;
}
