// The admin board's links (spec section 2), in the spec's order. Who sees each is the role of its
// route in schema/routes.json: the back-office pages open inside react-admin, the notification,
// activity and gallery screens are the portal's own pages.
import type { ComponentType } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import CollectionsIcon from '@mui/icons-material/Collections';
import EventIcon from '@mui/icons-material/Event';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { Role } from '../model/roles.ts';
import { mayOpen } from '../public-site/routing/routeTable.ts';

export interface BoardLink {
  /** The label's key under admin.board. */
  key: string;
  to: string;
  icon: ComponentType<{ color?: 'primary' }>;
}

export const BOARD_LINKS: readonly BoardLink[] = [
  { key: 'members', to: '/adminboard/family-members', icon: FamilyRestroomIcon },
  { key: 'users', to: '/adminboard/users/', icon: ManageAccountsIcon },
  { key: 'permissionRequests', to: '/adminboard/permissionRequestUsers/', icon: HowToRegIcon },
  { key: 'addModerators', to: '/adminboard/addmoderators/', icon: PersonAddIcon },
  { key: 'createNotification', to: '/family-notification/create', icon: CampaignIcon },
  { key: 'createActivity', to: '/family-activities/create', icon: EventIcon },
  { key: 'galleryManagement', to: '/family-gallery/gallery-management', icon: CollectionsIcon },
];

export const boardLinksFor = (role: Role): BoardLink[] => BOARD_LINKS.filter((link) => mayOpen(role, link.to));
