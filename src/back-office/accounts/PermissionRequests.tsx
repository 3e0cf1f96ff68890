// /adminboard/permissionRequestUsers/ (spec section 2): the users who confirmed their phone and wait
// for family permission, searchable by e-mail, each with the family members the account may be (linked
// from the row) and the Bish grant. Loading the list also sets the count the menu and the board show.
import { useCallback, useState } from 'react';
import TextField from '@mui/material/TextField';
import { EmailField, FunctionField, TextField as RaTextField, useTranslate } from 'react-admin';
import { accountApi, type PermissionRequest } from '../../providers/accountApi.ts';
import { RoleToggle } from '../users/RoleToggle.tsx';
import { AccountListPage } from './AccountListPage.tsx';
import { EmptyList } from './EmptyList.tsx';
import { RecordTable } from './RecordTable.tsx';
import { setWaiting } from '../waitingCount.ts';
import { RequestMember } from './RequestMember.tsx';
import { useAccountList } from './useAccountList.ts';

async function loadRequests(): Promise<PermissionRequest[]> {
  const requests = await accountApi.permissionRequests();
  setWaiting('requests', requests.length);
  return requests;
}

export function PermissionRequests() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const wanted = email.trim().toLowerCase();
  // A new callback re-filters the list, so it changes only with the search text.
  const byEmail = useCallback((u: PermissionRequest) => u.email.toLowerCase().includes(wanted), [wanted]);
  const { context, reload } = useAccountList(loadRequests, byEmail);
  const search = (
    <TextField
      size="small"
      type="search"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      placeholder={translate('admin.users.searchByEmail')}
      slotProps={{ htmlInput: { 'aria-label': translate('admin.users.searchByEmail') } }}
    />
  );
  return (
    <AccountListPage title="portal.screens.PermissionRequests" context={context} search={search}>
      <RecordTable empty={<EmptyList message="admin.requests.empty" />}>
        <RaTextField source="username" />
        <RaTextField source="name" />
        <EmailField source="email" />
        <RaTextField source="phoneNumber" />
        <FunctionField<PermissionRequest>
          label="admin.requests.match"
          render={(request) => <RequestMember request={request} onLinked={reload} />}
        />
        <RoleToggle role="BISH" label="admin.requests.grant" onChanged={reload} />
      </RecordTable>
    </AccountListPage>
  );
}
