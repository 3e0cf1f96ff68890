// A partner added to a member (spec section 2, "Add partner"), then back to the member's edit page.
import { useNavigate, useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { addPartner, getMember } from '../../../providers/familyApi.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { rowName } from '../family/nameChain.ts';
import { RecordForm } from '../family/RecordForm.tsx';
import { schemaDefaults } from '../family/recordForm.ts';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { PARTNER_CREATE_FIELDS, PARTNERS } from './partnerFields.ts';
import { isolate } from '../../../../common/model/bidi.ts';

function PartnerCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const member = useLoaded((signal) => getMember(id, signal), id);
  const { show, dialog } = useMessage();
  const submit = async (payload: Record<string, string | number | null>) => {
    await addPartner(id, payload);
    show(t('family.partner.added'), () => navigate(`/family-members/${id}/edit`));
  };
  return (
    <PageSection titleKey="portal.screens.PartnerCreate" title={t('portal.screens.PartnerCreate')} narrow>
      <RecordState loaded={member}>
        {(m) => (
          <>
            <Typography sx={{ mb: 1 }}>
              {t('family.partner.of', { name: isolate([rowName(m), m.familyName].filter(Boolean).join(' ')) })}
            </Typography>
            <RecordForm
              resource={PARTNERS}
              names={PARTNER_CREATE_FIELDS}
              record={schemaDefaults(PARTNERS)}
              onSubmit={submit}
              onFailure={(error) => show(errorText(error, t))}
              submitLabel={t('family.common.submit')}
              backTo={`/family-members/${id}/edit`}
              label={t('portal.screens.PartnerCreate')}
            />
          </>
        )}
      </RecordState>
      {dialog}
    </PageSection>
  );
}

export const PartnerCreatePage = withFamilyTexts(PartnerCreate);
