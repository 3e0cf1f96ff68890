// Add or remove one role (family member or moderator) of the user in the record context, after the spec's
// 'Are you sure...' confirmation (spec section 4). `onChanged` reloads what the page shows.
import { useState, type MouseEvent } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { accountApi, type AccountUser, type RoleSwitch } from '../../providers/accountApi.ts';
import { roleName } from '../../../common/model/roles.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';
import { useAccountAction } from './useAccountAction.ts';

type ToggledRole = 'BISH' | 'MODERATOR';

const SWITCHES: Record<ToggledRole, { grant: RoleSwitch; revoke: RoleSwitch }> = {
  BISH: { grant: 'activatebish', revoke: 'deactivatebish' },
  MODERATOR: { grant: 'activatemoderator', revoke: 'deactivatemoderator' },
};

const hasRole = (user: Pick<AccountUser, 'roles'>, role: ToggledRole): boolean => user.roles.some((r) => r.name === roleName(role));

export function RoleToggle({ role, onChanged }: { role: ToggledRole; label?: string; onChanged?: () => void }) {
  const user = useRecordContext<AccountUser & { id: string | number }>();
  const { run, busy } = useAccountAction(onChanged);
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const granted = hasRole(user, role);

  const change = async () => {
    await run(
      () => accountApi.switchRole(user.username, granted ? SWITCHES[role].revoke : SWITCHES[role].grant),
      'admin.users.roleChanged',
    );
    setOpen(false);
  };
  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  return (
    <>
      <ActionButton
        label={`admin.users.${granted ? 'remove' : 'add'}${role === 'BISH' ? 'Bish' : 'Moderator'}`}
        color={granted ? 'error' : 'primary'}
        variant={granted ? 'text' : 'outlined'}
        onClick={ask}
        disabled={busy}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title="admin.users.confirmTitle"
        titleTranslateOptions={{ username: user.username }}
        content="portal.errors.confirm.roleChange"
        onConfirm={() => void change()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
