import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { startAnalytics, track } from '@/lib/analytics';
import { useDeferred } from '@/boot/deferred';

/** The page's title settles once its (lazy) route has rendered; the page view waits this long for it. */
const TITLE_SETTLE_MS = 300;

/**
 * Spec §2: a page view on every route change (the tracker adds time on page for the page left). The tracker's
 * code loads once the browser is idle, so it never competes with the first paint.
 */
export function RouteTracker() {
  const { pathname } = useLocation();
  const { ready: idle } = useDeferred({ idle: true });

  useEffect(() => {
    if (idle) void startAnalytics();
  }, [idle]);

  useEffect(() => {
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      track('page_view');
    };
    const timer = window.setTimeout(send, TITLE_SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      send();
    };
  }, [pathname]);

  return null;
}
