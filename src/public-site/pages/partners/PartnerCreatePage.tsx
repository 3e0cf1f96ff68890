// A partner added to a member (spec section 2, "Add partner"), then back to the member's edit page. A
// partner who is a member of the family too is chosen among the members her typed names match.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { addPartner, getMember, type Member } from '../../../providers/familyApi.ts';
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
import { PartnerMemberMatch, typedChain } from './PartnerMemberMatch.tsx';

/** The partner's fields her member record fills when she is linked to it. */
const FROM_MEMBER = ['name', 'fatherName', 'motherName', 'familyName', 'gender', 'birthdate'] as const;
import { isolate } from '../../../../common/model/bidi.ts';

function PartnerCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const member = useLoaded((signal) => getMember(id, signal), id);
  const { show, dialog } = useMessage();
  const [linked, setLinked] = useState<Member | undefined>();
  const submit = async (payload: Record<string, string | number | null>) => {
    await addPartner(id, { ...payload, partnerMemberId: linked?.id ?? null });
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
              insert={{
                after: 'familyName',
                content: (values, setValue) => (
                  <PartnerMemberMatch
                    typed={typedChain(values)}
                    linked={linked}
                    memberId={m.id}
                    onLink={(member) => {
                      setLinked(member);
                      if (member) for (const name of FROM_MEMBER) setValue(name, member[name] ?? '');
                    }}
                  />
                ),
              }}
            />
          </>
        )}
      </RecordState>
      {dialog}
    </PageSection>
  );
}

export const PartnerCreatePage = withFamilyTexts(PartnerCreate);
