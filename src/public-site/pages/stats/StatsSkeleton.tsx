// While the figures load: grey shapes where the headline tiles and the first charts will be, so the
// page does not jump when they arrive.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { FIGURE_GRID, FIGURE_HEIGHT, PAIR } from './statsLayout.ts';

const TILES = 6;
const CHART_HEIGHT = 300;

export function StatsSkeleton() {
  const t = useTranslate();
  return (
    <Box role="status" aria-label={t('portal.common.loading')} data-testid="stats-loading" sx={{ display: 'grid', gap: 4 }}>
      <Box>
        {/* A heading's line, at the heading's own size. */}
        <Typography variant="h2" component="div" sx={{ mb: 2 }}>
          <Skeleton width="40%" />
        </Typography>
        <Box sx={FIGURE_GRID}>
          {Array.from({ length: TILES }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={FIGURE_HEIGHT} />
          ))}
        </Box>
      </Box>
      <Box sx={PAIR}>
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      </Box>
    </Box>
  );
}
