import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { startAnalytics, track } from '@/lib/analytics';
import { useDeferred } from '@/boot/deferred';

/** The page's title settles once its (lazy) route has rendered; the page view waits this long for it. */
const TITLE_SETTLE_MS = 300;

/**
 * Spec §2: a page view on every route change (the tracker adds time on page for the page left). The tracker's
 * code loads once the browser is idle, so it never competes with the first paint. A page left before its title
 * settled (a redirect such as /minhas-compras to /auth, or a second click at once) counts no view: `track()`
 * reads the address at the moment it is called, which is already the next page's, so sending it then counted
 * the next page twice and this one never. Each view carries when its page was shown, so its time on page counts
 * from then, not from the view's send nor the tracker's load: the site's first page from the document's start
 * (the prerendered page is on screen well before the app runs), the others from the route change.
 */
export function RouteTracker() {
  const { pathname } = useLocation();
  const { ready: idle } = useDeferred({ idle: true });
  // The path on screen; layout effects run before the page-view effect's cleanup, so that cleanup sees the next one.
  const current = useRef(pathname);
  useLayoutEffect(() => {
    current.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (idle) void startAnalytics();
  }, [idle]);

  const viewSent = useRef(false);

  useEffect(() => {
    // Until a view is sent, the visitor is still on the site's first page (or was redirected from it).
    const shownAt = viewSent.current ? Date.now() : Math.round(performance.timeOrigin);
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      viewSent.current = true;
      track('page_view', undefined, shownAt);
    };
    const timer = window.setTimeout(send, TITLE_SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      // Unmounting on the same page (the app closing) still counts it; navigating away does not (see above).
      if (current.current === pathname) send();
    };
  }, [pathname]);

  return null;
}
