// The admin board's links: the spec's (section 2), in its order, then the portal's own screens (the members'
// suggestions, the recent changes, GEDCOM, the reminders' runs, backups). Who sees each is the role of its
// route in schema/routes.json: the back-office pages open inside react-admin, the notification,
// activity and gallery screens are the portal's own pages.
import type { ComponentType } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BackupIcon from '@mui/icons-material/Backup';
import CakeIcon from '@mui/icons-material/Cake';
import CampaignIcon from '@mui/icons-material/Campaign';
import CollectionsIcon from '@mui/icons-material/Collections';
import EventIcon from '@mui/icons-material/Event';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { Role } from '../../common/model/roles.ts';
import { mayOpen } from '../../common/routing/routeTable.ts';
import type { Waiting } from './waitingCount.ts';

export interface BoardLink {
  /** The label's key under admin.board. */
  key: string;
  to: string;
  icon: ComponentType<{ color?: 'primary' }>;
  /** What waits on that screen, counted on its card. */
  waiting?: Waiting;
}

export const BOARD_LINKS: readonly BoardLink[] = [
  { key: 'members', to: '/adminboard/family-members', icon: FamilyRestroomIcon },
  { key: 'users', to: '/adminboard/users/', icon: ManageAccountsIcon },
  { key: 'permissionRequests', to: '/adminboard/permissionRequestUsers/', icon: HowToRegIcon, waiting: 'requests' },
  { key: 'addModerators', to: '/adminboard/addmoderators/', icon: PersonAddIcon },
  { key: 'createNotification', to: '/family-notification/create', icon: CampaignIcon },
  { key: 'createActivity', to: '/family-activities/create', icon: EventIcon },
  { key: 'galleryManagement', to: '/family-gallery/gallery-management', icon: CollectionsIcon },
  { key: 'suggestions', to: '/adminboard/suggestions', icon: RateReviewIcon, waiting: 'suggestions' },
  { key: 'changes', to: '/adminboard/changes', icon: HistoryIcon },
  { key: 'gedcom', to: '/adminboard/gedcom', icon: AccountTreeIcon },
  { key: 'reminders', to: '/adminboard/reminders', icon: CakeIcon },
  { key: 'backups', to: '/adminboard/backups', icon: BackupIcon },
];

export const boardLinksFor = (role: Role): BoardLink[] => BOARD_LINKS.filter((link) => mayOpen(role, link.to));
