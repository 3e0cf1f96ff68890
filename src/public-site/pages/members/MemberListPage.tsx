// The member directory (spec section 2, "Member list"): search by name (and years of birth) on the
// server, choose a member, act on them.
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { MemberBrowser } from './MemberBrowser.tsx';
import { BornBetweenFields, yearRange, type TypedYears } from './BornBetweenFields.tsx';
import { NameSearchField } from './NameSearchField.tsx';
import { useMemberSearch } from './useMemberSearch.ts';

function MemberList() {
  const t = useTranslate();
  const { role } = useSession();
  const [query, setQuery] = useState('');
  const [born, setBorn] = useState<TypedYears>({ from: '', to: '' });
  const bornYears = useMemo(() => yearRange(born), [born]);
  const search = useMemberSearch(query, bornYears);
  return (
    <PageSection titleKey="portal.screens.MemberList" title={t('portal.screens.MemberList')}>
      {mayOpen(role, '/family-members/create') && (
        <Button component={RouterLink} to="/family-members/create" variant="contained" sx={{ mb: 2 }}>
          {t('portal.screens.MemberCreate')}
        </Button>
      )}
      {search.error !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(search.error, t)}
        </Alert>
      )}
      <MemberBrowser
        label={t('portal.screens.MemberList')}
        members={search.members}
        total={search.total}
        loading={search.loading}
        onMore={search.more}
        onDeleted={search.drop}
        search={
          <>
            <NameSearchField id="member-search" value={query} onChange={setQuery} hint={t('family.list.searchHint')} />
            <BornBetweenFields value={born} onChange={setBorn} />
          </>
        }
      />
    </PageSection>
  );
}

export const MemberListPage = withFamilyTexts(MemberList);
