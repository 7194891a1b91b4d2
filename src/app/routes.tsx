import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyPage } from '@/boot/lazy-page';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';

const HomePage = lazyPage(() => import('@/features/home/home-page'));
const TourPage = lazyPage(() => import('@/features/tours/tour-page'));
const GalleryPage = lazyPage(() => import('@/features/tours/gallery-page'));
const CartPage = lazyPage(() => import('@/features/checkout/cart-page'));
const MyPurchasesPage = lazyPage(() => import('@/features/purchases/my-purchases-page'));
const AuthPage = lazyPage(() => import('@/features/auth/auth-page'));
const CancellationPolicyPage = lazyPage(() => import('@/features/info/cancellation-policy-page'));
const ComboPage = lazyPage(() => import('@/features/info/combo-page'));
const TransferPage = lazyPage(() => import('@/features/info/transfer-page'));
const PaymentResultPage = lazyPage(() => import('@/features/checkout/payment-result-page'));
const TestAnalyticsPage = lazyPage(() => import('@/features/analytics/test-analytics-page'));
const NotFoundPage = lazyPage(() => import('@/features/misc/not-found-page'));

/** Each route's path pattern and page, for preloading a page's code by its path. */
const routePages: [string, { preload: () => Promise<unknown> }][] = [
  ['/', HomePage],
  ['/passeio/:id/galeria', GalleryPage],
  ['/passeio/:id', TourPage],
  [paths.cart, CartPage],
  [paths.myPurchases, MyPurchasesPage],
  [paths.auth, AuthPage],
  [paths.cancellationPolicy, CancellationPolicyPage],
  [paths.cancellationPolicyAlt, CancellationPolicyPage],
  [paths.combo, ComboPage],
  [paths.transfer, TransferPage],
  [paths.paymentResult, PaymentResultPage],
  [paths.testAnalytics, TestAnalyticsPage],
];

const pageOf = (pathname: string) => routePages.find(([pattern]) => matchPath(pattern, pathname))?.[1];

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
      {/* The gallery is full-screen: it has no top bar or footer. */}
      <Route path="/passeio/:id/galeria" element={<GalleryPage />} />
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/passeio/:id" element={<TourPage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.myPurchases} element={<MyPurchasesPage />} />
        <Route path={paths.auth} element={<AuthPage />} />
        <Route path={paths.cancellationPolicy} element={<CancellationPolicyPage />} />
        <Route path={paths.cancellationPolicyAlt} element={<CancellationPolicyPage />} />
        <Route path={paths.combo} element={<ComboPage />} />
        <Route path={paths.transfer} element={<TransferPage />} />
        <Route path={paths.paymentResult} element={<PaymentResultPage />} />
        <Route path={paths.testAnalytics} element={<TestAnalyticsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
