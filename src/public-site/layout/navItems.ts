// The navigation bar's entries by role. A visitor and a plain user get spec section 2's links (the
// family pages among them are offered anyway: opening one shows the login or the no-access view). A
// family member (BISH and up) gets the family's pages in one group, where "Family tree" opens the tree
// itself; the spec's links to the tree instructions and the gallery are in that group too, so every
// link of the spec stays in the bar. The admin board is offered only to the roles schema/routes.json
// lets open it.
import type { Role } from '../../../common/model/roles.ts';
import { ADMIN_BASE, mayOpen } from '../../../common/routing/routeTable.ts';

export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

const HOME: NavLink = { to: '/', label: 'portal.nav.home' };
const TREE_INSTRUCTIONS: NavLink = { to: '/family-tree-instruction', label: 'portal.nav.tree' };
const GALLERY: NavLink = { to: '/family-gallery', label: 'portal.nav.gallery' };
const HISTORY: NavLink = { to: '/family-history', label: 'portal.nav.history' };
const ABOUT: NavLink = { to: '/family-aboutus', label: 'portal.nav.about' };
const ADMIN: NavLink = { to: ADMIN_BASE, label: 'portal.nav.admin' };

/** The family's own pages, the tree from the family's root (`treePath`). */
const familyPages = (treePath: string): NavLink[] => [
  { to: '/family-members', label: 'portal.screens.MemberList' },
  { to: treePath, label: 'portal.nav.tree' },
  { to: '/family-notification', label: 'portal.screens.NotificationList' },
  { to: '/family-activities', label: 'portal.screens.Activities' },
  { to: '/family-members/familystats', label: 'portal.screens.FamilyStats' },
  GALLERY,
  { to: '/my-suggestions', label: 'portal.screens.MySuggestions' },
];

export function navEntries(role: Role, treePath: string): NavEntry[] {
  const admin = mayOpen(role, ADMIN_BASE) ? [ADMIN] : [];
  const family = familyPages(treePath).filter((link) => mayOpen(role, link.to));
  if (family.length === 0) return [HOME, TREE_INSTRUCTIONS, GALLERY, HISTORY, ABOUT, ...admin];
  const guide: NavLink = { to: TREE_INSTRUCTIONS.to, label: 'portal.screens.TreeInstructions' };
  return [HOME, { label: 'portal.nav.family', links: [...family, guide] }, HISTORY, ABOUT, ...admin];
}
