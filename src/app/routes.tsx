import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyPage } from '@/boot/lazy-page';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';

type Page = ReturnType<typeof lazyPage<object>>;

/**
 * A page that reads or writes server data: its code comes with the app's query client (src/lib/query-provider.tsx),
 * which a page without data (the home page) never loads.
 */
function dataPage(load: () => Promise<{ default: ComponentType<object> }>): Page {
  return lazyPage(() =>
    Promise.all([load(), import('@/lib/query-provider')]).then(
      ([{ default: Content }, { QueryProvider }]) => ({
        default: function DataPage() {
          return (
            <QueryProvider>
              <Content />
            </QueryProvider>
          );
        },
      }),
    ),
  );
}

const CancellationPolicyPage = lazyPage(() => import('@/features/info/cancellation-policy-page'));
const NotFoundPage = lazyPage(() => import('@/features/misc/not-found-page'));

/** The pages inside the layout (top bar, navigation, footer), by path pattern. */
const layoutPages: [string, Page][] = [
  [paths.home, lazyPage(() => import('@/features/home/home-page'))],
  ['/passeio/:id', lazyPage(() => import('@/features/tours/tour-page'))],
  [paths.cart, dataPage(() => import('@/features/checkout/cart-page'))],
  [paths.myPurchases, dataPage(() => import('@/features/purchases/my-purchases-page'))],
  [paths.auth, lazyPage(() => import('@/features/auth/auth-page'))],
  [paths.resetPassword, lazyPage(() => import('@/features/auth/reset-password-page'))],
  [paths.cancellationPolicy, CancellationPolicyPage],
  [paths.cancellationPolicyAlt, CancellationPolicyPage],
  [paths.combo, lazyPage(() => import('@/features/info/combo-page'))],
  [paths.transfer, lazyPage(() => import('@/features/info/transfer-page'))],
  [paths.paymentResult, dataPage(() => import('@/features/checkout/payment-result-page'))],
  [paths.testAnalytics, dataPage(() => import('@/features/analytics/test-analytics-page'))],
  [paths.operator.dashboard, dataPage(() => import('@/features/operator/operator-dashboard-page'))],
  [paths.operator.payments, dataPage(() => import('@/features/operator/pix-payments-page'))],
  [paths.operator.manifest, dataPage(() => import('@/features/operator/manifest-page'))],
  [paths.operator.bookings, dataPage(() => import('@/features/operator/bookings-page'))],
  [paths.operator.newBooking, dataPage(() => import('@/features/operator/new-booking-page'))],
  [paths.operator.requests, dataPage(() => import('@/features/operator/booking-requests-page'))],
  [paths.operator.capacity, dataPage(() => import('@/features/operator/capacity-page'))],
  [paths.operator.team, dataPage(() => import('@/features/operator/team-page'))],
  [paths.operator.customers, dataPage(() => import('@/features/operator/customers-page'))],
  [paths.operator.coupons, dataPage(() => import('@/features/operator/coupons-page'))],
  [paths.operator.giftCards, dataPage(() => import('@/features/operator/gift-cards-page'))],
  ['/voucher/:code', dataPage(() => import('@/features/voucher/voucher-page'))],
  [paths.giftCards, dataPage(() => import('@/features/gift-cards/gift-cards-page'))],
  ['/vale-presente/:codigo', dataPage(() => import('@/features/gift-cards/gift-card-print-page'))],
  [paths.boarding, dataPage(() => import('@/features/boarding/boarding-page'))],
];

/** The full-screen pages, without top bar or footer: the gallery. */
const fullScreenPages: [string, Page][] = [
  ['/passeio/:id/galeria', lazyPage(() => import('@/features/tours/gallery-page'))],
];

const pageOf = (pathname: string) =>
  [...fullScreenPages, ...layoutPages].find(([pattern]) => matchPath(pattern, pathname))?.[1];

/** Whether a route other than the 404 page answers this path. */
export function isKnownRoute(pathname: string): boolean {
  return pageOf(pathname) !== undefined;
}

/** The page component module of a path, loaded ahead of hydrating its prerendered HTML. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return (pageOf(pathname) ?? NotFoundPage).preload();
}

export function AppRoutes() {
  return (
    <Routes>
      {fullScreenPages.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route element={<RootLayout />}>
        {layoutPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
