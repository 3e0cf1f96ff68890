// A user's roles and, beneath them, the switches that add or remove family permission and moderation:
// one column of the users list (spec section 2's roles and role controls together, so that the table
// fits a laptop's width) and one line of the details page.
import Stack from '@mui/material/Stack';
import { RoleChips } from './RoleChips.tsx';
import { RoleToggle } from './RoleToggle.tsx';

export function RolesWithSwitches(_: { label?: string }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <RoleChips />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <RoleToggle role="BISH" />
        <RoleToggle role="MODERATOR" />
      </Stack>
    </Stack>
  );
}
