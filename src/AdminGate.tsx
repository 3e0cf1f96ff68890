// /adminboard and everything under it: the react-admin back office, loaded only when a moderator or
// admin opens it, so nothing of react-admin reaches the public bundle. The guard applies the role of
// the matching admin route of schema/routes.json (users, moderators... are ADMIN only).
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { adminRoleFor } from '../common/routing/routeTable.ts';
import { lazyPage } from './public-site/routing/lazyPage.ts';
import { PortalLayout } from './public-site/layout/PortalLayout.tsx';
import { RoleGate } from './public-site/guard/GuardedScreen.tsx';
import { PageErrorBoundary } from './public-site/guard/PageErrorBoundary.tsx';
import { PageLoading } from './ui/PageLoading.tsx';
import { useSession } from './public-site/session/SessionProvider.tsx';
import { atLeast } from '../common/model/roles.ts';

const AdminApp = lazyPage(
  () => import('./back-office/AdminApp.tsx'),
  (m) => m.default,
);

export function AdminGate() {
  const { pathname } = useLocation();
  const { role } = useSession();
  const lowest = adminRoleFor(pathname);
  if (!atLeast(role, lowest)) {
    // The login or no-access view is a public page, in the portal's frame.
    return (
      <PortalLayout>
        <RoleGate lowest={lowest}>{null}</RoleGate>
      </PortalLayout>
    );
  }
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <AdminApp />
      </Suspense>
    </PageErrorBoundary>
  );
}
