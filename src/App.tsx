// The one router of the portal (schema/routes.json, exact matches). Public routes render inside the
// portal frame behind the role guard; /adminboard/* is the lazily loaded back office. The route table's own
// matcher picks the address's route (common/routing/routeTable.ts, ranked as the router ranks), and the router
// is given that one: React Router flattens, ranks and compiles every route it is given at each render, and
// with the whole table that was some 50 ms of a phone's first start.
import { Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { AdminGate } from './AdminGate.tsx';
import { GuardedScreen } from './public-site/guard/GuardedScreen.tsx';
import { PageErrorBoundary } from './public-site/guard/PageErrorBoundary.tsx';
import { PageLoading } from './ui/PageLoading.tsx';
import { PortalLayout } from './public-site/layout/PortalLayout.tsx';
import { NotFoundPage } from './public-site/pages/NotFoundPage.tsx';
import { ADMIN_BASE, publicRouteOf } from '../common/routing/routeTable.ts';
import { ScrollToTop } from './public-site/layout/ScrollToTop.tsx';
import { SessionProvider } from './public-site/session/SessionProvider.tsx';

function PublicFrame() {
  const { pathname } = useLocation();
  return (
    <PortalLayout>
      <ScrollToTop />
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </PortalLayout>
  );
}

function PortalRoutes() {
  const route = publicRouteOf(useLocation().pathname);
  return (
    <Routes>
      <Route path={`${ADMIN_BASE}/*`} element={<AdminGate />} />
      <Route element={<PublicFrame />}>
        {route && (
          <Route
            key={route.path}
            path={route.path}
            element={<GuardedScreen key={route.path} screen={route.screen} lowest={route.role} />}
          />
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export default function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <PortalRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
