import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';

const HomePage = lazy(() => import('@/features/home/home-page'));
const TourPage = lazy(() => import('@/features/tours/tour-page'));
const GalleryPage = lazy(() => import('@/features/tours/gallery-page'));
const CartPage = lazy(() => import('@/features/cart/cart-page'));
const MyPurchasesPage = lazy(() => import('@/features/purchases/my-purchases-page'));
const AuthPage = lazy(() => import('@/features/auth/auth-page'));
const CancellationPolicyPage = lazy(() => import('@/features/info/cancellation-policy-page'));
const ComboPage = lazy(() => import('@/features/info/combo-page'));
const TransferPage = lazy(() => import('@/features/info/transfer-page'));
const PaymentResultPage = lazy(() => import('@/features/checkout/payment-result-page'));
const TestAnalyticsPage = lazy(() => import('@/features/analytics/test-analytics-page'));
const NotFoundPage = lazy(() => import('@/features/misc/not-found-page'));

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
