// The back office menu's entries to the backups and to the reminders' runs, for an ADMIN (the server refuses
// everyone else anyway).
import BackupIcon from '@mui/icons-material/Backup';
import CakeIcon from '@mui/icons-material/Cake';
import { usePermissions } from 'react-admin';
import type { Role } from '../../../common/model/roles.ts';
import { ScreenMenuItem } from '../ScreenMenuItem.tsx';

export function BackupsMenuItem() {
  const { permissions } = usePermissions<Role>();
  if (permissions !== 'ADMIN') return null;
  return (
    <>
      <ScreenMenuItem path="/reminders" primaryText="admin.reminders.title" leftIcon={<CakeIcon />} />
      <ScreenMenuItem path="/backups" primaryText="admin.backups.title" leftIcon={<BackupIcon />} />
    </>
  );
}
