// /adminboard/users/{username} (spec section 2): who the user is, the SMS lock with its unlock, the
// activation link, the roles with their switches, the active flag with enable or disable, and two-step
// sign-in with its reset.
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
import { ActivationLink } from './ActivationLink.tsx';
import { AllowedSwitch } from './AllowedSwitch.tsx';
import { LinkedMember } from './LinkedMember.tsx';
import { RolesWithSwitches } from './RolesWithSwitches.tsx';
import { SmsLock } from './SmsLock.tsx';
import { TwoFactorReset } from './TwoFactorReset.tsx';

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
        <RolesWithSwitches label="resources.users.fields.roles" />
        <AllowedSwitch label="resources.users.fields.allowed" />
        <TwoFactorReset label="resources.users.fields.twoFactor" />
      </SimpleShowLayout>
    </Show>
  );
}
