// A member's record (spec section 2, "Member detail"): picture, the name chain from the tree, the
// family fields, partners; the private fields only for the roles the server sends them to.
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { seesPrivate } from '../../../../common/model/roles.ts';
import {
  arrivedLineage,
  arrivedMember,
  arrivedPartners,
  getLineage,
  getMember,
  getPartners,
  type Member,
} from '../../../providers/familyApi.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { DetailRows, type DetailRow } from '../family/DetailRows.tsx';
import { nameChain } from '../family/nameChain.ts';
import { ProfilePicture } from '../family/ProfilePicture.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { BackButton } from '../family/BackButton.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { GedcomBranchButton } from './GedcomBranchButton.tsx';
import { PartnerButtons } from './PartnerButtons.tsx';

const PUBLIC_FIELDS = ['name', 'fatherName', 'motherName', 'partners', 'address', 'birthdate', 'gender'] as const;
const PRIVATE_FIELDS = ['id', 'phoneNumber', 'identity', 'isMarried', 'isAlive'] as const;
const ENUMS = new Set(['gender', 'isMarried', 'isAlive']);

function MemberDetail() {
  const t = useTranslate();
  const { role } = useSession();
  const { id = '' } = useParams();
  const member = useLoaded(
    (signal) => getMember(id, signal),
    id,
    () => arrivedMember(id),
  );
  const partners = useLoaded(
    (signal) => getPartners(id, signal),
    id,
    () => arrivedPartners(id),
  );
  // The chain is a nicety: when it cannot be had, the page still shows the name.
  const lineage = useLoaded(
    (signal) => getLineage(id, signal),
    id,
    () => arrivedLineage(id),
  );

  const rows = (m: Member): DetailRow[] =>
    [...PUBLIC_FIELDS, ...(seesPrivate(role) ? PRIVATE_FIELDS : [])].map((field) => {
      if (field === 'partners')
        return { label: t('family.detail.partners'), value: partners.data?.length ? <PartnerButtons partners={partners.data} /> : null };
      const value = m[field];
      return {
        label: t(`resources.family-members.fields.${field}`),
        value: value != null && ENUMS.has(field) ? t(`portal.enum.${String(value)}`) : value,
      };
    });

  const title = member.data ? nameChain(member.data, lineage.data ?? [], t) : t('portal.screens.MemberDetail');
  return (
    <PageSection titleKey="portal.screens.MemberDetail" title={title}>
      <RecordState loaded={member}>
        {(m) => (
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { xs: 'center', sm: 'flex-start' } }}>
            <ProfilePicture link={m.userProfileImageLink} alt={m.name} size={160} />
            <Box sx={{ flex: 1, width: '100%' }}>
              <DetailRows rows={rows(m)} missing={t('family.common.notFound')} />
            </Box>
          </Box>
        )}
      </RecordState>
      <ButtonRow sx={{ mt: 3 }}>
        <Button component={RouterLink} to={`/family-tree/${id}`} variant="contained">
          {t('family.detail.tree')}
        </Button>
        {mayOpen(role, `/family-members/${id}/edit`) && (
          <Button component={RouterLink} to={`/family-members/${id}/edit`} variant="outlined">
            {t('family.list.edit')}
          </Button>
        )}
        <GedcomBranchButton memberId={id} />
        <BackButton fallback={'/family-members'} />
      </ButtonRow>
    </PageSection>
  );
}

export const MemberDetailPage = withFamilyTexts(MemberDetail);
