// The props of each <Resource>, generated from its schema: views, record naming and icon. A resource
// gets an edit or create page only when its schema offers that call (permissions not null);
// react-admin's canAccess then hides what the signed-in role may not use.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import CampaignIcon from '@mui/icons-material/Campaign';
import CollectionsIcon from '@mui/icons-material/Collections';
import EventIcon from '@mui/icons-material/Event';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MailIcon from '@mui/icons-material/Mail';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PhotoIcon from '@mui/icons-material/Photo';
import type { EntitySchema } from '../../common/model/entities.ts';
import { NotificationShow } from './news/NotificationShow.tsx';
import { usersOverride } from './users/index.ts';
import { recordRepresentation } from './viewModel.ts';
import { GenericCreate } from './views/GenericCreate.tsx';
import { GenericEdit } from './views/GenericEdit.tsx';
import { GenericList } from './views/GenericList.tsx';
import { GenericShow } from './views/GenericShow.tsx';

/** Icons are presentation, not model, so they live here; a new resource without one gets the default. */
const ICONS: Record<string, ComponentType> = {
  'family-members': FamilyRestroomIcon,
  'family-partners': FavoriteIcon,
  albums: CollectionsIcon,
  images: PhotoIcon,
  'family-notification': CampaignIcon,
  'family-activities': EventIcon,
  mails: MailIcon,
  users: ManageAccountsIcon,
};

/** The few resources whose views the spec makes special (src/back-office/<name>/). */
const OVERRIDES: Record<string, Partial<ResourceProps>> = {
  users: usersOverride,
  'family-notification': { show: NotificationShow },
};

export function resourcePropsOf(entity: EntitySchema): ResourceProps {
  const { name, permissions } = entity['x-resource'];
  return {
    name,
    list: GenericList,
    show: GenericShow,
    edit: permissions.update ? GenericEdit : undefined,
    create: permissions.create ? GenericCreate : undefined,
    recordRepresentation: recordRepresentation(entity),
    icon: ICONS[name],
    ...OVERRIDES[name],
  };
}
