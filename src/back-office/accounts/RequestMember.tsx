// The family member a permission request may be, linked from the request's row without opening the
// user's page: the member the account is linked to, and those the identity check (the same phone) or the
// account's full name (the same name chain) suggest, each with its Link button. Granting the permission
// then keeps the member linked here (server/features/accounts/admin-users.ts).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { useBasename, useTranslate } from 'react-admin';
import type { MemberSummary } from '../../../common/generated/types.ts';
import { accountApi, type PermissionRequest } from '../../providers/accountApi.ts';
import { useAccountAction } from '../users/useAccountAction.ts';

const chainOf = (member: MemberSummary): string => [member.name, member.fatherName, member.familyName].filter(Boolean).join(' ');

interface Candidate {
  member: MemberSummary;
  reason: 'samePhone' | 'sameName';
}

function candidatesOf(request: PermissionRequest): Candidate[] {
  const found: Candidate[] = [
    ...(request.matchedMember ? [{ member: request.matchedMember, reason: 'samePhone' as const }] : []),
    ...request.nameMatches.map((member) => ({ member, reason: 'sameName' as const })),
  ];
  return found.filter(({ member }) => member.id !== request.linkedMember?.id);
}

function MemberName({ member }: { member: MemberSummary }) {
  const basename = useBasename();
  return (
    <Link component={RouterLink} to={`${basename}/family-members/${member.id}/show`} sx={{ overflowWrap: 'anywhere' }}>
      {chainOf(member)}
    </Link>
  );
}

export function RequestMember({ request, onLinked }: { request: PermissionRequest; onLinked: () => void }) {
  const translate = useTranslate();
  const { run, busy } = useAccountAction(onLinked);
  const linked = request.linkedMember;
  const candidates = candidatesOf(request);
  if (!linked && candidates.length === 0)
    return (
      <Typography variant="body2" color="warning.main">
        {translate('admin.requests.noMatch')}
      </Typography>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {linked && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <CheckCircleIcon color="success" fontSize="small" />
          <Box>
            <MemberName member={linked} />
            <Typography variant="caption" component="div" color="text.secondary">
              {translate('admin.requests.linked')}
            </Typography>
          </Box>
        </Stack>
      )}
      {candidates.map(({ member, reason }) => (
        <Stack key={member.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box>
            <MemberName member={member} />
            <Typography variant="caption" component="div" color="text.secondary">
              {translate(`admin.requests.${reason}`)}
            </Typography>
          </Box>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-label={translate('admin.requests.linkTo', { name: chainOf(member) })}
            onClick={() => void run(() => accountApi.setMember(request.username, member.id), 'admin.details.memberLinked')}
          >
            {translate('admin.requests.link')}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
