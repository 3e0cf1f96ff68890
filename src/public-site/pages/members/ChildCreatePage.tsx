// A child under a member (spec section 2, "Child create"): the father's name and the family name are
// the parent's, so they are not asked again.
import { useNavigate, useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { addChild, getMember } from '../../../providers/familyApi.ts';
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
import { CHILD_FIELDS, MEMBERS } from './memberFields.ts';

function ChildCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const parent = useLoaded((signal) => getMember(id, signal), id);
  const { show, dialog } = useMessage();
  return (
    <PageSection titleKey="portal.screens.ChildCreate" title={t('portal.screens.ChildCreate')} narrow>
      <RecordState loaded={parent}>
        {(p) => (
          <>
            <Typography sx={{ mb: 1 }}>
              {t('family.children.of', { name: [rowName(p), p.familyName].filter(Boolean).join(' ') })}
            </Typography>
            <RecordForm
              resource={MEMBERS}
              names={CHILD_FIELDS}
              record={schemaDefaults(MEMBERS)}
              onSubmit={async (payload) => {
                try {
                  await addChild(id, { ...payload, fatherName: p.name, familyName: p.familyName ?? null });
                  // The server's answer is the spec's English text; the reader gets it in their language.
                  show(t('family.edit.created'), () => navigate(`/family-members/${id}/children`));
                } catch (error) {
                  show(errorText(error, t));
                }
              }}
              submitLabel={t('family.common.submit')}
              backTo={`/family-members/${id}`}
              label={t('portal.screens.ChildCreate')}
            />
          </>
        )}
      </RecordState>
      {dialog}
    </PageSection>
  );
}

export const ChildCreatePage = withFamilyTexts(ChildCreate);
