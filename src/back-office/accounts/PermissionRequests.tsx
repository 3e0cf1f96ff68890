// /adminboard/permissionRequestUsers/ (spec section 2): the users who confirmed their phone and wait
// for family permission, searchable by e-mail, each with the member the identity check found (the
// family member whose phone number is the user's) and the Bish grant.
import { useCallback, useState } from 'react';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmailField, FunctionField, TextField as RaTextField, useBasename, useTranslate } from 'react-admin';
import { accountApi, type PermissionRequest } from '../../providers/accountApi.ts';
import { RoleToggle } from '../users/RoleToggle.tsx';
import { AccountListPage } from './AccountListPage.tsx';
import { EmptyList } from './EmptyList.tsx';
import { RecordTable } from './RecordTable.tsx';
import { useAccountList } from './useAccountList.ts';

function MatchedMember({ request }: { request: PermissionRequest }) {
  const translate = useTranslate();
  const basename = useBasename();
  const member = request.matchedMember;
  if (!member)
    return (
      <Typography variant="body2" color="warning.main">
        {translate('admin.requests.noMatch')}
      </Typography>
    );
  const name = [member.name, member.fatherName, member.familyName].filter(Boolean).join(' ');
  return (
    <Link component={RouterLink} to={`${basename}/family-members/${member.id}/show`}>
      {name}
    </Link>
  );
}

export function PermissionRequests() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const wanted = email.trim().toLowerCase();
  // A new callback re-filters the list, so it changes only with the search text.
  const byEmail = useCallback((u: PermissionRequest) => u.email.toLowerCase().includes(wanted), [wanted]);
  const { context, reload } = useAccountList(accountApi.permissionRequests, byEmail);
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
        <FunctionField<PermissionRequest> label="admin.requests.match" render={(request) => <MatchedMember request={request} />} />
        <RoleToggle role="BISH" label="admin.requests.grant" onChanged={reload} />
      </RecordTable>
    </AccountListPage>
  );
}
