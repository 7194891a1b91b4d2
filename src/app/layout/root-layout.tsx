import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDeferred } from '@/boot/deferred';
import { lazyPart } from '@/boot/lazy-page';
import { loadOnce } from '@/boot/load-once';
import { CookieConsentBar } from '@/features/consent';
import { PageErrorBoundary } from '../page-error-boundary';
import { NavBar } from './nav-bar';
import { TopBar } from './top-bar';
import { useTopBarState } from './use-top-bar-state';

const chatButton = loadOnce(() => import('./floating-whatsapp-button'));

/** Below the first screen of every page: hydrated once its code has come, after the rest (docs/boot.md). */
const Footer = lazyPart(() => import('./footer').then(({ Footer }) => ({ default: Footer })));
/**
 * One element for every render: a layout update (the cart's count, the session) then passes nothing new into the
 * footer's boundary, which React would otherwise render from scratch, dropping the served footer until its code
 * came.
 */
const footer = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

/** What the server loads before rendering a page inside the layout, so nothing suspends there. */
export const preloadLayout = () => Footer.preload();

/**
 * Appears once the browser is idle. Its own component, so that moment re-renders only this and never the
 * layout around the page.
 */
function IdleWhatsAppButton() {
  const { module } = useDeferred({ idle: true, load: chatButton });
  // The customers' chat button has no place on the operator's pages or the driver's (it would cover their buttons).
  const { pathname } = useLocation();
  const operatorPage = pathname.startsWith(paths.operator.dashboard) || pathname.startsWith(paths.boarding);
  const FloatingWhatsAppButton = module?.FloatingWhatsAppButton;
  return FloatingWhatsAppButton && !operatorPage ? <FloatingWhatsAppButton /> : null;
}

export function RootLayout() {
  const topBar = useTopBarState();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-[60] rounded-md bg-gold px-4 py-2 font-semibold text-night focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Pular para o conteúdo
      </a>
      <header className="on-dark sticky top-0 z-40 shadow-[0_6px_24px_rgb(18_15_33/0.35)] print:hidden">
        <TopBar {...topBar} />
        <div aria-hidden="true" className="marquee-lights bg-night animate-marquee-blink" />
        <NavBar />
      </header>
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <PageErrorBoundary>
          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {/* Printing (the operator's manifest) keeps the page alone. */}
      <div className="contents print:hidden">
        {footer}
        <CookieConsentBar />
        <IdleWhatsAppButton />
      </div>
    </div>
  );
}
