// The back office menu's entry to the recent changes, for the roles that read some history.
import HistoryIcon from '@mui/icons-material/History';
import { Menu, usePermissions } from 'react-admin';
import { historyResources } from '../../model/history.ts';
import type { Role } from '../../model/roles.ts';

export function ChangesMenuItem() {
  const { permissions } = usePermissions<Role>();
  if (!permissions || historyResources(permissions).length === 0) return null;
  return <Menu.Item to="/changes" primaryText="admin.changes.title" leftIcon={<HistoryIcon />} />;
}
