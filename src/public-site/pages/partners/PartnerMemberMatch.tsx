// A partner may be a member of the family too (cousins who marry): as her names are typed, the members
// whose name chain they match are offered first; choosing one links the partner to her member record
// (one person, two roles) and fills her names, and "not a member" undoes it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { rowName } from '../family/nameChain.ts';
import { MemberPicker } from '../members/MemberPicker.tsx';
import { useMemberSearch } from '../members/useMemberSearch.ts';

/** Enough to find her among cousins of one name; more is the directory's job. */
const OFFERED = 5;

/** The typed names as the directory's search reads them: in the chain's order, name, father, family. */
export const typedChain = (values: { name?: string; fatherName?: string; familyName?: string }): string =>
  [values.name, values.fatherName, values.familyName]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(' ');

export interface PartnerMemberMatchProps {
  typed: string;
  /** The member the partner is linked to, if any. */
  linked: Member | undefined;
  onLink: (member: Member | undefined) => void;
  /** The member the partner is being added to: never offered as their own partner. */
  memberId: number;
}

export function PartnerMemberMatch({ typed, linked, onLink, memberId }: PartnerMemberMatchProps) {
  const t = useTranslate();
  const search = useMemberSearch(linked ? '' : typed);
  if (linked)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Typography role="status" sx={{ flex: 1, minWidth: 0 }}>
          {t('family.partner.linked')}: <bdi>{[rowName(linked), linked.familyName].filter(Boolean).join(' ')}</bdi>
        </Typography>
        <Button onClick={() => onLink(undefined)}>{t('family.partner.unlink')}</Button>
      </Box>
    );
  const offered = search.members.filter((m) => m.id !== memberId).slice(0, OFFERED);
  if (typed === '' || (!search.loading && offered.length === 0)) return null;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('family.partner.matches')}
      </Typography>
      <MemberPicker
        label={t('family.partner.matches')}
        members={offered}
        total={offered.length}
        loading={search.loading}
        selectedId={undefined}
        onSelect={(member) => onLink(member)}
      />
    </Box>
  );
}
