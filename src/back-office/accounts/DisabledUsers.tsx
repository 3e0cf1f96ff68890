// /adminboard/disabledusers/ (spec section 2): each inactive user's username and e-mail with an
// Activate button, or the empty-list message.
import { EmailField, TextField, useRecordContext } from 'react-admin';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { useAccountAction } from '../users/useAccountAction.ts';
import { AccountListPage } from './AccountListPage.tsx';
import { ActionButton } from './ActionButton.tsx';
import { EmptyList } from './EmptyList.tsx';
import { RecordTable } from './RecordTable.tsx';
import { useAccountList } from './useAccountList.ts';

function ActivateButton({ onDone }: { label?: string; onDone: () => void }) {
  const user = useRecordContext<AccountUser>();
  const { run, busy } = useAccountAction(onDone);
  if (!user) return null;
  return (
    <ActionButton
      label="admin.disabled.activate"
      variant="contained"
      disabled={busy}
      onClick={() => void run(() => accountApi.setAllowed(user.username, true), 'admin.details.enabled')}
    />
  );
}

export function DisabledUsers() {
  const { context, reload } = useAccountList(accountApi.disabledUsers);
  return (
    <AccountListPage title="portal.screens.DisabledUsers" context={context}>
      <RecordTable empty={<EmptyList message="admin.disabled.empty" />}>
        <TextField source="username" />
        <EmailField source="email" />
        <ActivateButton label="admin.disabled.activate" onDone={reload} />
      </RecordTable>
    </AccountListPage>
  );
}
