import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top: after a link or a redirect within the app, the window scrolls to the top. Not
 * on the first render (the browser has already placed the page: at the top, or where a reload left it, or where
 * the visitor scrolled while a prerendered page was hydrating), and not on Back/Forward.
 *
 * It runs in the commit that shows the new page (a layout effect), not in a passive effect: React may flush
 * passive effects after a timer that was already due, and the navigation bar's section scroll is such a timer
 * (Passeios from another page). A passive effect could then reset a section scroll that had already started.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);

  return null;
}
