// The navigation bar's links (spec section 2). The family pages are offered to everyone: opening one
// shows the login or the no-access view to a visitor who may not see it. The admin board is offered
// only to the roles schema/routes.json lets open it.
import type { Role } from '../../../common/model/roles.ts';
import { ADMIN_BASE, mayOpen } from '../../../common/routing/routeTable.ts';

export interface NavItem {
  to: string;
  label: string;
}

const PUBLIC_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'portal.nav.home' },
  { to: '/family-tree-instruction', label: 'portal.nav.tree' },
  { to: '/family-gallery', label: 'portal.nav.gallery' },
  { to: '/family-history', label: 'portal.nav.history' },
  { to: '/family-aboutus', label: 'portal.nav.about' },
];

const GATED_ITEMS: readonly NavItem[] = [{ to: ADMIN_BASE, label: 'portal.nav.admin' }];

export function navItems(role: Role): NavItem[] {
  return [...PUBLIC_ITEMS, ...GATED_ITEMS.filter((item) => mayOpen(role, item.to))];
}
