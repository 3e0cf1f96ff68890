// The navigation bar's links (spec section 2): who sees which entry.
import type { Role } from '../../model/roles.ts';
import { atLeast } from '../../model/roles.ts';

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

export function navItems(role: Role): NavItem[] {
  return atLeast(role, 'MODERATOR') ? [...PUBLIC_ITEMS, { to: '/adminboard', label: 'portal.nav.admin' }] : [...PUBLIC_ITEMS];
}
