// /adminboard/users/{username} (spec section 2): who the user is, the SMS lock with its unlock, the
// activation link, the roles with their switches and the active flag with enable or disable.
import {
  BooleanField,
  EmailField,
  ListButton,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import { ActivationLink } from './ActivationLink.tsx';
import { AllowedSwitch } from './AllowedSwitch.tsx';
import { LinkedMember } from './LinkedMember.tsx';
import { RoleChips } from './RoleChips.tsx';
import { RoleToggle } from './RoleToggle.tsx';
import { SmsLock } from './SmsLock.tsx';

function Roles(_: { label?: string }) {
  return (
    <Stack spacing={1}>
      <RoleChips />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <RoleToggle role="BISH" />
        <RoleToggle role="MODERATOR" />
      </Stack>
    </Stack>
  );
}

export function UserDetails() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <NumberField source="serverId" label="resources.users.fields.id" />
        <TextField source="name" emptyText="—" />
        <TextField source="username" />
        <EmailField source="email" />
        <TextField source="phoneNumber" emptyText="—" />
        <BooleanField source="requestPermission" />
        <ReferenceField source="matchedMemberId" reference="family-members" link="show" emptyText="—" />
        <LinkedMember label="admin.details.memberLink" />
        <SmsLock label="admin.details.smsLocked" />
        <ActivationLink label="admin.details.activationLink" />
        <Roles label="resources.users.fields.roles" />
        <AllowedSwitch label="resources.users.fields.allowed" />
      </SimpleShowLayout>
    </Show>
  );
}
