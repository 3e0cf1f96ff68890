// /adminboard/users/ (spec section 2): search by e-mail; username, e-mail, roles with the Bish and
// Moderator switches beneath them, a details button and whether the user asked for family permission.
// Five columns that fit a 1280 px screen beside the menu; a long e-mail breaks rather than widen the page.
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { BooleanField, EmailField, List, SearchInput, TextField, TopToolbar, useBasename, useTranslate } from 'react-admin';
import { EmptyList } from '../accounts/EmptyList.tsx';
import { RecordTable } from '../accounts/RecordTable.tsx';
import { DetailsButton } from './DetailsButton.tsx';
import { RolesWithSwitches } from './RolesWithSwitches.tsx';

/** The inactive users' list has no link on the board (spec section 2); the users list leads to it. */
function ListActions() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button size="small" component={Link} to={`${basename}/disabledusers/`}>
        {translate('portal.screens.DisabledUsers')}
      </Button>
    </TopToolbar>
  );
}

export function UserList() {
  const translate = useTranslate();
  // The server's text search covers the e-mail (and the username and name, which helps more than it hurts).
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.users.searchByEmail')} />];
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'username', order: 'ASC' }} perPage={25} exporter={false}>
      <RecordTable empty={<EmptyList message="admin.users.empty" />}>
        <TextField source="username" />
        <EmailField source="email" sx={{ overflowWrap: 'anywhere' }} />
        <RolesWithSwitches label="resources.users.fields.roles" />
        <DetailsButton label="admin.users.details" />
        <BooleanField source="requestPermission" />
      </RecordTable>
    </List>
  );
}
