// A new member (spec section 2, "Member create"): the spec's fields, and first the parent in the family,
// whose names fill the father's (or mother's) and the family name and whose link the server keeps; the
// gender is the reader's choice, never assumed. The server's message, then back to the directory.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addChild, createMember, type Member } from '../../../providers/familyApi.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { RecordForm } from '../family/RecordForm.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import {
  CHOSEN_FIELDS,
  MEMBER_FIELDS,
  MEMBER_SUGGESTIONS,
  MEMBERS,
  namesFromParent,
  newMemberStart,
  type MemberField,
} from './memberFields.ts';
import { ParentField } from './ParentField.tsx';

function MemberCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { show, dialog } = useMessage();
  const [parent, setParent] = useState<Member | undefined>();
  const submit = async (payload: Record<string, string | number | null>) => {
    // Under a parent through the spec's addchild call, which links the two; without one, a line of its own.
    await (parent ? addChild(parent.id, payload) : createMember(payload));
    // The server's answer is the spec's 'Member created Successfully !'; the reader gets it in their language.
    show(t('family.edit.created'), () => navigate('/family-members'));
  };
  const chooseParent = (setValue: (name: MemberField, value: string) => void) => (chosen: Member | undefined) => {
    setParent(chosen);
    if (chosen) for (const [name, value] of Object.entries(namesFromParent(chosen))) setValue(name as MemberField, value ?? '');
  };
  return (
    <PageSection titleKey="portal.screens.MemberCreate" title={t('portal.screens.MemberCreate')} narrow>
      <RecordForm
        resource={MEMBERS}
        names={MEMBER_FIELDS}
        suggestions={MEMBER_SUGGESTIONS}
        record={newMemberStart()}
        required={CHOSEN_FIELDS}
        header={(setValue) => <ParentField parent={parent} onChange={chooseParent(setValue)} />}
        onSubmit={submit}
        onFailure={(error) => show(errorText(error, t))}
        submitLabel={t('family.common.submit')}
        backTo="/family-members"
        label={t('portal.screens.MemberCreate')}
      />
      {dialog}
    </PageSection>
  );
}

export const MemberCreatePage = withFamilyTexts(MemberCreate);
