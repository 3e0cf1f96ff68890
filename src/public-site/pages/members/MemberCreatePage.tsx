// A new member (spec section 2, "Member create"): the server's message, then back to the directory.
import { useNavigate } from 'react-router';
import { createMember } from '../../../providers/familyApi.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { RecordForm } from '../family/RecordForm.tsx';
import { schemaDefaults } from '../family/recordForm.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { MEMBER_FIELDS, MEMBERS } from './memberFields.ts';

function MemberCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { show, dialog } = useMessage();
  const submit = async (payload: Record<string, string | null>) => {
    try {
      await createMember(payload);
      // The server's answer is the spec's 'Member created Successfully !'; the reader gets it in their language.
      show(t('family.edit.created'), () => navigate('/family-members'));
    } catch (error) {
      show(errorText(error, t));
    }
  };
  return (
    <PageSection titleKey="portal.screens.MemberCreate" title={t('portal.screens.MemberCreate')} narrow>
      <RecordForm
        resource={MEMBERS}
        names={MEMBER_FIELDS}
        record={schemaDefaults(MEMBERS)}
        onSubmit={submit}
        submitLabel={t('family.common.submit')}
        backTo="/family-members"
        label={t('portal.screens.MemberCreate')}
      />
      {dialog}
    </PageSection>
  );
}

export const MemberCreatePage = withFamilyTexts(MemberCreate);
