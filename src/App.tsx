// The one router of the portal (schema/routes.json, exact matches). Public routes render inside the
// portal frame behind the role guard; /adminboard/* is the lazily loaded back office.
import { Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { AdminGate } from './AdminGate.tsx';
import { GuardedScreen } from './public-site/guard/GuardedScreen.tsx';
import { PageErrorBoundary } from './public-site/guard/PageErrorBoundary.tsx';
import { PageLoading } from './ui/PageLoading.tsx';
import { PortalLayout } from './public-site/layout/PortalLayout.tsx';
import { NotFoundPage } from './public-site/pages/NotFoundPage.tsx';
import { ADMIN_BASE, PUBLIC_ROUTES } from '../common/routing/routeTable.ts';
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

export default function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <Routes>
          <Route path={`${ADMIN_BASE}/*`} element={<AdminGate />} />
          <Route element={<PublicFrame />}>
            {PUBLIC_ROUTES.map((r) => (
              <Route key={r.path} path={r.path} element={<GuardedScreen key={r.path} screen={r.screen} lowest={r.role} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </SessionProvider>
    </BrowserRouter>
  );
}
