import type * as React from 'react';

type IconProps = React.ComponentProps<'svg'>;

/** Messaging-app glyph (speech bubble with handset), drawn inline so it costs no request. */
export function WhatsAppIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M16.04 3C8.88 3 3.06 8.8 3.06 15.94c0 2.28.6 4.5 1.74 6.46L3 29l6.78-1.77a13 13 0 0 0 6.26 1.6h.01c7.16 0 12.98-5.8 12.98-12.94 0-3.46-1.35-6.7-3.8-9.15A12.9 12.9 0 0 0 16.04 3Zm0 23.64h-.01a10.8 10.8 0 0 1-5.48-1.5l-.4-.23-4.02 1.05 1.08-3.91-.26-.4a10.7 10.7 0 0 1-1.65-5.71c0-5.93 4.84-10.76 10.8-10.76 2.88 0 5.59 1.12 7.63 3.16a10.7 10.7 0 0 1 3.16 7.61c0 5.94-4.84 10.77-10.85 10.77Zm5.92-8.06c-.32-.16-1.92-.95-2.22-1.06-.3-.1-.51-.16-.73.16-.21.32-.83 1.06-1.02 1.27-.19.22-.37.24-.7.08-.32-.16-1.37-.5-2.6-1.6-.96-.86-1.6-1.91-1.8-2.23-.18-.32-.02-.5.15-.66.14-.14.32-.37.48-.56.16-.19.22-.32.32-.53.11-.22.06-.4-.02-.57-.08-.16-.73-1.75-1-2.4-.26-.63-.53-.54-.73-.55h-.62c-.21 0-.56.08-.86.4-.3.32-1.13 1.1-1.13 2.7 0 1.58 1.16 3.12 1.32 3.33.16.22 2.28 3.48 5.52 4.88.77.33 1.37.53 1.84.68.77.25 1.48.21 2.03.13.62-.1 1.92-.79 2.19-1.55.27-.76.27-1.41.19-1.55-.08-.13-.3-.21-.62-.37Z" />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** Travel-review site glyph: the owl's two eyes. */
export function TripAdvisorIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="7" cy="13.5" r="4" />
      <circle cx="17" cy="13.5" r="4" />
      <circle cx="7" cy="13.5" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="17" cy="13.5" r="1.2" fill="currentColor" stroke="none" />
      <path d="M3 9.5c2.6-2.3 5.7-3.5 9-3.5s6.4 1.2 9 3.5M12 17.5l-1.6-2M12 17.5l1.6-2" />
    </svg>
  );
}
