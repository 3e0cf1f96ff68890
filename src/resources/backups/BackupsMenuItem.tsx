// The back office menu's entry to the backups, for an ADMIN (the server refuses everyone else anyway).
import BackupIcon from '@mui/icons-material/Backup';
import { Menu, useBasename, usePermissions } from 'react-admin';
import type { Role } from '../../model/roles.ts';

export function BackupsMenuItem() {
  const { permissions } = usePermissions<Role>();
  // A menu link is not under the admin's basename by itself (the resources' links are made with it).
  const basename = useBasename();
  if (permissions !== 'ADMIN') return null;
  return <Menu.Item to={`${basename}/backups`} primaryText="admin.backups.title" leftIcon={<BackupIcon />} />;
}
