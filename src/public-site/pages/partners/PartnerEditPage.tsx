// A partner's record changed (spec section 2, "Partner edit"): titled 'edit file' and the name, sent
// with 'send'. The family name is its own field here, not the mother's name as in the spec's client.
import { useParams } from 'react-router';
import { getPartner, updatePartner } from '../../../providers/familyApi.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { RecordForm } from '../family/RecordForm.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { PARTNER_EDIT_FIELDS, PARTNERS } from './partnerFields.ts';
import { isolate } from '../../../../common/model/bidi.ts';

function PartnerEdit() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const partner = useLoaded((signal) => getPartner(id, signal), id);
  const { show, dialog } = useMessage();
  const submit = async (payload: Record<string, string | number | null>) => {
    await updatePartner(id, payload);
    show(t('family.edit.submitted'));
  };
  return (
    <PageSection
      titleKey="portal.screens.PartnerEdit"
      title={t('family.partner.editTitle', { name: isolate(partner.data?.name ?? '') })}
      narrow
    >
      <RecordState loaded={partner}>
        {(p) => (
          <RecordForm
            resource={PARTNERS}
            names={PARTNER_EDIT_FIELDS}
            record={p}
            onSubmit={submit}
            onFailure={(error) => show(errorText(error, t))}
            submitLabel={t('family.partner.send')}
            backTo={`/family-partners/${id}`}
            label={t('portal.screens.PartnerEdit')}
          />
        )}
      </RecordState>
      {dialog}
    </PageSection>
  );
}

export const PartnerEditPage = withFamilyTexts(PartnerEdit);
