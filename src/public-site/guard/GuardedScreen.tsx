// The "who may open this" guard of spec section 6, driven by each route's lowest role in
// schema/routes.json: the page, the login screen for a signed-out visitor, or the no-access view.
import type { ReactNode } from 'react';
import { atLeast, type Role } from '../../../common/model/roles.ts';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { SCREENS } from '../routing/screens.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { NoAccess } from './NoAccess.tsx';

/** Renders `children` only for a role at or above `lowest`. */
export function RoleGate({ lowest, children }: { lowest: Role; children: ReactNode }) {
  const { role } = useSession();
  if (atLeast(role, lowest)) return children;
  return role === 'ANONYMOUS' ? <LoginPage /> : <NoAccess lowest={lowest} />;
}

/** Every public screen of schema/routes.json is built (a unit test holds SCREENS to the table). */
export function GuardedScreen({ screen, lowest }: { screen: string; lowest: Role }) {
  const Screen = SCREENS[screen];
  return <RoleGate lowest={lowest}>{Screen && <Screen />}</RoleGate>;
}
