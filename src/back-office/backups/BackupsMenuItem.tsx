// The back office menu's entry to the backups, for an ADMIN (the server refuses everyone else anyway).
import BackupIcon from '@mui/icons-material/Backup';
import { usePermissions } from 'react-admin';
import type { Role } from '../../../common/model/roles.ts';
import { ScreenMenuItem } from '../ScreenMenuItem.tsx';

export function BackupsMenuItem() {
  const { permissions } = usePermissions<Role>();
  if (permissions !== 'ADMIN') return null;
  return <ScreenMenuItem path="/backups" primaryText="admin.backups.title" leftIcon={<BackupIcon />} />;
}
