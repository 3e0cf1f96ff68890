// The back office menu's entry to the recent changes, for the roles that read some history.
import HistoryIcon from '@mui/icons-material/History';
import { usePermissions } from 'react-admin';
import { historyResources } from '../../../common/model/history.ts';
import type { Role } from '../../../common/model/roles.ts';
import { ScreenMenuItem } from '../ScreenMenuItem.tsx';

export function ChangesMenuItem() {
  const { permissions } = usePermissions<Role>();
  if (!permissions || historyResources(permissions).length === 0) return null;
  return <ScreenMenuItem path="/changes" primaryText="admin.changes.title" leftIcon={<HistoryIcon />} />;
}
