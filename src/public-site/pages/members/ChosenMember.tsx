// The chosen member's card above (on a phone) or beside (on a wide screen) the list, with the actions:
// the name with the years of the life (and the mark of one no longer living); with nothing chosen, the
// invitation to choose from the list.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { getChildren, type Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { useFieldValue } from '../../../ui/useFieldValue.tsx';
import { DetailRows } from '../family/DetailRows.tsx';
import { LifeLine } from '../family/LifeLine.tsx';
import { rowName } from '../family/nameChain.ts';
import { ProfilePicture } from '../family/ProfilePicture.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { MemberActions } from './MemberActions.tsx';

export function ChosenMember({ member, onDeleted }: { member: Member | undefined; onDeleted: (id: number) => void }) {
  const t = useTranslate();
  const shown = useFieldValue('family-members');
  const children = useLoaded((signal) => (member ? getChildren(member.id, signal) : Promise.resolve([])), String(member?.id ?? ''));
  const label = (field: string) => t(`resources.family-members.fields.${field}`);
  return (
    <Card variant="outlined" component="section" aria-label={t('family.list.chosen')}>
      <CardContent>
        {member ? (
          <Box sx={{ mb: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center' }}>
              <ProfilePicture link={member.userProfileImageLink} alt={member.name} size={64} thumb />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                  <UserText text={[rowName(member), member.familyName].filter(Boolean).join(' ')} />
                </Typography>
                <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5, '&:empty': { display: 'none' } }}>
                  <LifeLine life={member} />
                </Typography>
              </Box>
            </Box>
            <DetailRows
              missing={t('portal.common.notRecorded')}
              rows={(['birthdate', 'gender', 'address'] as const).map((field) => ({
                label: label(field),
                value: shown(field, member[field]),
              }))}
            />
          </Box>
        ) : (
          <Typography sx={{ mb: 2 }}>{t('family.list.choose')}</Typography>
        )}
        <MemberActions member={member} hasChildren={member && children.data ? children.data.length > 0 : undefined} onDeleted={onDeleted} />
      </CardContent>
    </Card>
  );
}
