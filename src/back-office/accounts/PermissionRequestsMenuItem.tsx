// The back office menu's entry to the permission requests, for an ADMIN, with how many wait: a request
// no admin looks at keeps a relative out of the family's pages.
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../../common/model/roles.ts';
import { ScreenMenuItem } from '../ScreenMenuItem.tsx';
import { PendingCount } from './PendingCount.tsx';
import { usePendingRequests } from './pendingRequests.ts';

export function PermissionRequestsMenuItem() {
  const { permissions } = usePermissions<Role>();
  const translate = useTranslate();
  const admin = permissions === 'ADMIN';
  const count = usePendingRequests(admin);
  if (!admin) return null;
  return (
    <ScreenMenuItem
      path="/permissionRequestUsers"
      primaryText={
        <>
          {translate('admin.board.permissionRequests')}
          <PendingCount count={count} />
        </>
      }
      leftIcon={<HowToRegIcon />}
    />
  );
}
