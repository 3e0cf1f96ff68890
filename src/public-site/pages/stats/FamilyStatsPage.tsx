// `/family-members/familystats`: the family in figures, for family members (BISH) and up. One call
// brings every figure (GET /api/v1/stats); this page and its chart library load only on this route.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../guard/PageLoading.tsx';
import { errorText } from '../../errors.ts';
import { useTranslate } from '../../i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getFamilyStats } from './statsApi.ts';
import { StatsSections } from './StatsSections.tsx';
import { StatsSkeleton } from './StatsSkeleton.tsx';
import { useStatsTexts } from './useStatsTexts.ts';

function StatsBody() {
  const t = useTranslate();
  const loaded = useLoaded(getFamilyStats, 'stats');
  if (loaded.data) {
    if (loaded.data.members === 0) return <Alert severity="info">{t('stats.empty')}</Alert>;
    return <StatsSections stats={loaded.data} />;
  }
  if (loaded.loading) return <StatsSkeleton />;
  return (
    <Alert severity="error" role="alert">
      {errorText(loaded.error, t)}
    </Alert>
  );
}

export function FamilyStatsPage() {
  const ready = useStatsTexts();
  const t = useTranslate();
  return (
    <PageSection titleKey="portal.screens.FamilyStats" title={t('portal.screens.FamilyStats')}>
      {ready ? (
        <>
          <Typography sx={{ mb: 3 }}>{t('stats.intro')}</Typography>
          <StatsBody />
        </>
      ) : (
        <PageLoading />
      )}
    </PageSection>
  );
}
