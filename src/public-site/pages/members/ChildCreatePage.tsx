// A child under a member (spec section 2, "Child create"): the names the parent gives are not asked
// again. Under a father that is his name and family name, and the form asks the mother (the spec's
// form asks her name): one of his wives, the only one chosen already; under a mother (a daughter of the family) it is her name, and the form asks the father's
// name and family name instead. The gender is the reader's choice, never assumed.
import { useNavigate, useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { addChild, getMember, getPartners } from '../../../providers/familyApi.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { rowName } from '../family/nameChain.ts';
import { RecordForm } from '../family/RecordForm.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import {
  CHOSEN_FIELDS,
  childFields,
  MEMBER_SUGGESTIONS,
  MEMBERS,
  motherChoice,
  namesFromParent,
  newMemberStart,
  type FormField,
} from './memberFields.ts';
import { isolate } from '../../../../common/model/bidi.ts';

function ChildCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const parent = useLoaded((signal) => getMember(id, signal), id);
  const wives = useLoaded((signal) => getPartners(id, signal), id);
  const { show, dialog } = useMessage();
  return (
    <PageSection titleKey="portal.screens.ChildCreate" title={t('portal.screens.ChildCreate')} narrow>
      <RecordState loaded={parent}>
        {(p) => {
          // A father's only wife is his child's mother until said otherwise; the form waits for his wives.
          const underFather = p.gender !== 'female';
          if (underFather && !wives.data) return null;
          const only = underFather && wives.data?.length === 1 ? { motherId: String(wives.data[0].id) } : {};
          return (
            <>
              <Typography sx={{ mb: 1 }}>
                {t('family.children.of', { name: isolate([rowName(p), p.familyName].filter(Boolean).join(' ')) })}
              </Typography>
              <RecordForm<FormField>
                resource={MEMBERS}
                names={childFields(p.gender)}
                suggestions={MEMBER_SUGGESTIONS}
                record={{ ...newMemberStart(), ...only }}
                choices={underFather ? { motherId: motherChoice(wives.data ?? [], t('family.children.noWives')) } : undefined}
                required={CHOSEN_FIELDS}
                onSubmit={async (payload) => {
                  await addChild(id, { ...payload, ...namesFromParent(p) });
                  // The server's answer is the spec's English text; the reader gets it in their language.
                  show(t('family.edit.created'), () => navigate(`/family-members/${id}/children`));
                }}
                onFailure={(error) => show(errorText(error, t))}
                submitLabel={t('family.common.submit')}
                backTo={`/family-members/${id}`}
                label={t('portal.screens.ChildCreate')}
              />
            </>
          );
        }}
      </RecordState>
      {dialog}
    </PageSection>
  );
}

export const ChildCreatePage = withFamilyTexts(ChildCreate);
