// A member's record changed (spec section 2, "Member edit"): the prefilled form, the partners and the
// children, and the ways to add either or change the picture.
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { deleteMember, deletePartner, getChildren, getMember, getPartners, updateMember } from '../../../providers/familyApi.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { rowName } from '../family/nameChain.ts';
import { RecordForm } from '../family/RecordForm.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { RelatedList } from '../family/RelatedList.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { EDIT_FIELDS_UNDER_A_FATHER, MEMBER_FIELDS, MEMBER_SUGGESTIONS, MEMBERS, motherChoice, type FormField } from './memberFields.ts';

const fullName = (r: { name: string; fatherName?: string | null; familyName?: string | null }) =>
  [r.name, r.fatherName, r.familyName].filter(Boolean).join(' ');

function MemberEdit() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const member = useLoaded((signal) => getMember(id, signal), id);
  const partners = useLoaded((signal) => getPartners(id, signal), id);
  const children = useLoaded((signal) => getChildren(id, signal), id);
  // The father's wives, among whom the mother is chosen; none under a mother or at the root.
  const parentId = member.data?.parentId;
  const wives = useLoaded(
    async (signal) => {
      if (parentId == null) return [];
      const [parent, partners] = await Promise.all([getMember(parentId, signal), getPartners(parentId, signal)]);
      return parent.gender === 'female' ? [] : partners;
    },
    `${id}/${parentId ?? ''}`,
  );
  const underFather = (wives.data?.length ?? 0) > 0 || member.data?.motherId != null;
  const { show, dialog } = useMessage();

  const submit = async (payload: Record<string, string | number | null>) => {
    await updateMember(id, payload);
    show(t('family.edit.submitted'));
  };

  return (
    <PageSection titleKey="portal.screens.MemberEdit" title={member.data ? rowName(member.data) : t('portal.screens.MemberEdit')} narrow>
      <RecordState loaded={member}>
        {(m) =>
          // The form waits for the father's wives, so that the mother's field starts with her.
          wives.data && (
            <RecordForm<FormField>
              resource={MEMBERS}
              names={underFather ? EDIT_FIELDS_UNDER_A_FATHER : MEMBER_FIELDS}
              choices={underFather ? { motherId: motherChoice(wives.data, t('family.children.noWives')) } : undefined}
              suggestions={MEMBER_SUGGESTIONS}
              record={m}
              onSubmit={submit}
              // Spec section 8: the member edit's failure is 'Error : ' and the server's message, in the reader's words.
              onFailure={(error) => show(`${t('family.edit.errorPrefix')}${errorText(error, t)}`)}
              submitLabel={t('family.common.submit')}
              backTo={`/family-members/${id}`}
              label={t('portal.screens.MemberEdit')}
            />
          )
        }
      </RecordState>
      <ButtonRow sx={{ mt: 3 }}>
        <Button component={RouterLink} to={`/family-partners/createpartner/${id}`} variant="outlined">
          {t('family.edit.addPartner')}
        </Button>
        <Button component={RouterLink} to={`/family-members/${id}/childcreate`} variant="outlined">
          {t('family.list.addChild')}
        </Button>
        <Button component={RouterLink} to={`/family-members/profile/${id}`} variant="outlined">
          {t('family.edit.editPicture')}
        </Button>
      </ButtonRow>
      <RelatedList
        title={t('family.detail.partners')}
        items={partners.data ?? []}
        nameOf={fullName}
        linkOf={(p) => `/family-partners/${p.id}`}
        confirmText={t('family.edit.confirmDeletePartner')}
        remove={(p) => deletePartner(p.id)}
        onRemoved={partners.reload}
      />
      <RelatedList
        title={t('family.edit.children')}
        items={children.data ?? []}
        nameOf={fullName}
        linkOf={(c) => `/family-members/${c.id}`}
        confirmText={t('family.edit.confirmDeleteChild')}
        remove={(c) => deleteMember(c.id)}
        onRemoved={children.reload}
      />
      {dialog}
    </PageSection>
  );
}

export const MemberEditPage = withFamilyTexts(MemberEdit);
