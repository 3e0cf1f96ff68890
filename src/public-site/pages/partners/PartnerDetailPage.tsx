// A partner's record (spec section 2, "Partner detail") with the marriage's dates where known; the id and
// phone only for the roles the server sends them to, with the way to edit; a partner who is a member of the
// family too has the way to her member page.
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { seesPrivate, type Role } from '../../../../common/model/roles.ts';
import { getPartner, type Partner } from '../../../providers/familyApi.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useFieldValue } from '../../../ui/useFieldValue.tsx';
import { PageSection } from '../../PageSection.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { BackButton } from '../family/BackButton.tsx';
import { DetailRows } from '../family/DetailRows.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { PARTNERS } from './partnerFields.ts';
import { SuggestChangeButton } from '../suggest/SuggestChangeButton.tsx';

const FIELDS = ['name', 'fatherName', 'motherName', 'familyName', 'gender', 'birthdate', 'marriageDate', 'divorceDate'] as const;
/** The marriage's dates: shown where written, never said missing. */
const MARRIAGE = new Set<string>(['marriageDate', 'divorceDate']);
const PRIVATE = ['id', 'phoneNumber'] as const;

/** The fields a role sees of a partner, in order: the marriage's dates only where written. */
const fieldsShown = (p: Partner, role: Role) => [...(seesPrivate(role) ? PRIVATE : []), ...FIELDS].filter((f) => !MARRIAGE.has(f) || p[f]);

function PartnerDetail() {
  const t = useTranslate();
  const shown = useFieldValue(PARTNERS);
  const { role } = useSession();
  const { id = '' } = useParams();
  const partner = useLoaded((signal) => getPartner(id, signal), id);
  const rows = (p: Partner) =>
    fieldsShown(p, role).map((field) => ({
      label: t(`resources.${PARTNERS}.fields.${field}`),
      value: shown(field, p[field]),
    }));
  return (
    <PageSection titleKey="portal.screens.PartnerDetail" title={partner.data?.name ?? t('portal.screens.PartnerDetail')} narrow>
      <RecordState loaded={partner}>{(p) => <DetailRows rows={rows(p)} missing={t('family.common.noData')} />}</RecordState>
      <ButtonRow sx={{ mt: 3 }}>
        {partner.data && <SuggestChangeButton subject={{ resource: PARTNERS, record: partner.data }} />}
        {partner.data?.partnerMemberId && (
          <Button component={RouterLink} to={`/family-members/${partner.data.partnerMemberId}`} variant="outlined">
            {t('family.partner.linked')}
          </Button>
        )}
        {mayOpen(role, `/family-partners/${id}/edit`) && (
          <Button component={RouterLink} to={`/family-partners/${id}/edit`} variant="contained">
            {t('family.list.edit')}
          </Button>
        )}
        <BackButton fallback={partner.data?.memberId ? `/family-members/${partner.data.memberId}` : '/family-members'} />
      </ButtonRow>
    </PageSection>
  );
}

export const PartnerDetailPage = withFamilyTexts(PartnerDetail);
