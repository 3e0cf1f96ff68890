// `/family-members/familystats`: the family in figures, for family members (BISH) and up. One call
// brings every figure (GET /api/v1/stats); this page and its chart library load only on this route.
// The call and the page's texts are asked for together; until both are in, grey shapes hold their place.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FamilyStats } from '../../../../common/generated/types.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useLoaded, type Loaded } from '../family/useLoaded.ts';
import { getFamilyStats } from './statsApi.ts';
import { StatsSections } from './StatsSections.tsx';
import { StatsSkeleton } from './StatsSkeleton.tsx';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { STATS_TEXTS } from './statsTexts.ts';

function StatsBody({ loaded }: { loaded: Loaded<FamilyStats> }) {
  const t = useTranslate();
  if (loaded.data) {
    if (loaded.data.members === 0) return <Alert severity="info">{t('stats.empty')}</Alert>;
    return <StatsSections stats={loaded.data} />;
  }
  if (loaded.loading) return <StatsSkeleton />;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={loaded.reload}>
          {t('portal.common.retry')}
        </Button>
      }
    >
      {errorText(loaded.error, t)}
    </Alert>
  );
}

export function FamilyStatsPage() {
  const ready = useTexts(STATS_TEXTS);
  const loaded = useLoaded(getFamilyStats, 'stats');
  const t = useTranslate();
  return (
    <PageSection titleKey="portal.screens.FamilyStats" title={t('portal.screens.FamilyStats')}>
      <Typography sx={{ mb: 3 }}>{ready ? t('stats.intro') : <Skeleton width="70%" />}</Typography>
      {ready ? <StatsBody loaded={loaded} /> : <StatsSkeleton />}
    </PageSection>
  );
}
