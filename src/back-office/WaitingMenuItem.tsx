// A back office menu entry to a screen of things that wait for the reader (the permission requests for an
// admin, the members' suggestions for a moderator), with how many: what nobody looks at keeps a relative
// waiting. Shown to the roles its route admits (schema/routes.json).
import type { ReactElement } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../common/model/roles.ts';
import { mayOpen } from '../../common/routing/routeTable.ts';
import { ScreenMenuItem } from './ScreenMenuItem.tsx';
import { WaitingCount } from './WaitingCount.tsx';
import { useWaiting, type Waiting } from './waitingCount.ts';

interface WaitingMenuItemProps {
  what: Waiting;
  /** The screen's path inside the back office. */
  path: string;
  label: string;
  icon: ReactElement;
}

export function WaitingMenuItem({ what, path, label, icon }: WaitingMenuItemProps) {
  const { permissions } = usePermissions<Role>();
  const translate = useTranslate();
  const allowed = mayOpen(permissions ?? 'ANONYMOUS', `/adminboard${path}`);
  const count = useWaiting(what, allowed);
  if (!allowed) return null;
  return (
    <ScreenMenuItem
      path={path}
      primaryText={
        <>
          {translate(label)}
          <WaitingCount count={count} />
        </>
      }
      leftIcon={icon}
    />
  );
}
