import type * as React from 'react';

/**
 * The film-reel emblem of the Movie Tour logo: the first 48 × 48 of public/logo.svg (the whole logo, with its
 * wordmark, for the search engines' and e-mails' use), drawn inline. As an `<img>` the 189 px wide logo was
 * squeezed into the top bar's 40 px square, and an SVG image makes the browser build a document of its own for
 * it: a task of 13 to 47 ms in every page's load (docs/performance.md).
 */
export function BrandMark(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <circle cx="24" cy="24" r="23" fill="#f2b53a" />
      <circle cx="24" cy="24" r="19.5" fill="#1c1830" />
      <circle cx="24" cy="24" r="17" fill="#f2b53a" />
      <circle cx="11.8" cy="19.4" r="3.4" fill="#1c1830" />
      <circle cx="16.6" cy="13.3" r="3.4" fill="#1c1830" />
      <circle cx="24" cy="11" r="3.4" fill="#1c1830" />
      <circle cx="31.4" cy="13.3" r="3.4" fill="#1c1830" />
      <circle cx="36.2" cy="19.4" r="3.4" fill="#1c1830" />
      <circle cx="24" cy="24" r="2.6" fill="#1c1830" />
      <path d="M7.6,31 L15,22.5 L20,27.5 L28,18 L40.4,31 A17,17 0 0 1 7.6,31 Z" fill="#1c1830" />
      <path d="M28,18 L31.2,21.4 L28,21 L25.4,23.6 Z" fill="#fbf8f3" />
    </svg>
  );
}
