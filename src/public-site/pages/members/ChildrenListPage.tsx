// A member's children (spec section 2, "Children list"): the same choosing and actions as the
// directory, over the children only, under each wife in the order of the marriages; the search narrows the few rows already here, by the directory's
// own normaliser and rule (words at word starts, in order), so "فاطمه" finds فاطمة here as it does there.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { chainMatches, searchChain, searchWords } from '../../../../common/model/nameSearch.ts';
import { childrenByMother } from '../../../../common/model/childrenByMother.ts';
import { getChildren, getMember, getPartners, type Member } from '../../../providers/familyApi.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { rowName } from '../family/nameChain.ts';
import { useLoaded } from '../family/useLoaded.ts';
import { BackButton } from '../family/BackButton.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { MemberBrowser } from './MemberBrowser.tsx';
import { NameSearchField } from './NameSearchField.tsx';
import { motherHeading } from './ChildrenByMother.tsx';
import { isolate } from '../../../../common/model/bidi.ts';

const matches = (member: Member, words: readonly string[]) =>
  chainMatches(searchChain([member.name, member.fatherName, member.grandfatherName, member.familyName]), words);

function ChildrenList() {
  const t = useTranslate();
  const { role } = useSession();
  const { id = '' } = useParams();
  const [query, setQuery] = useState('');
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const parent = useLoaded((signal) => getMember(id, signal), id);
  const children = useLoaded((signal) => getChildren(id, signal), id);
  const partners = useLoaded((signal) => getPartners(id, signal), id);
  const words = searchWords(query);
  const found = (children.data ?? []).filter((c) => !deleted.has(c.id) && matches(c, words));
  // A father's children under each wife in the order of the marriages, then the mother not recorded; a
  // mother's (a daughter of the family) are hers, and a father without a recorded wife's need no heading.
  const wives = parent.data && parent.data.gender !== 'female' ? (partners.data ?? []) : [];
  const groups = wives.length > 0 ? childrenByMother(wives, found) : [];
  const shown = groups.length > 0 ? groups.flatMap((g) => g.children) : found;
  const heading = new Map(
    groups.flatMap((g) => {
      const text = motherHeading(t, g.mother);
      return g.children.map((c) => [c.id, text] as const);
    }),
  );
  return (
    <PageSection titleKey="portal.screens.ChildrenList" title={t('portal.screens.ChildrenList')}>
      {parent.data && (
        <Typography sx={{ mb: 2 }}>
          {t('family.children.of', { name: isolate([rowName(parent.data), parent.data.familyName].filter(Boolean).join(' ')) })}
        </Typography>
      )}
      <ButtonRow sx={{ mb: 2 }}>
        {mayOpen(role, `/family-members/${id}/childcreate`) && (
          <Button component={RouterLink} to={`/family-members/${id}/childcreate`} variant="contained">
            {t('family.list.addChild')}
          </Button>
        )}
        <BackButton fallback={`/family-members/${id}`} />
      </ButtonRow>
      <MemberBrowser
        label={t('portal.screens.ChildrenList')}
        members={shown}
        total={shown.length}
        loading={children.loading}
        onDeleted={(childId) => setDeleted((s) => new Set(s).add(childId))}
        groupOf={groups.length > 0 ? (c) => heading.get(c.id) ?? '' : undefined}
        search={<NameSearchField id="child-search" value={query} onChange={setQuery} />}
      />
    </PageSection>
  );
}

export const ChildrenListPage = withFamilyTexts(ChildrenList);
