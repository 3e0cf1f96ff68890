// The family's history in short, and the external book download when the site configuration has a
// link for it; without one the page says nothing of downloading.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useSiteConfig } from '../config/siteConfig.ts';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';
import { PAGE_TEXTS } from './pageTexts.ts';
import { withTexts } from '../../ui/i18n/withTexts.tsx';

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

function History() {
  const t = useTranslate();
  const { bookUrl } = useSiteConfig();
  return (
    <PageSection titleKey="pages.history.title" title={t('pages.history.title')}>
      {PARAGRAPHS.map((p) => (
        <Typography key={p} sx={{ mb: 2 }}>
          {t(`pages.history.${p}`)}
        </Typography>
      ))}
      {bookUrl && (
        <Button variant="contained" href={bookUrl} target="_blank" rel="noopener noreferrer" startIcon={<DownloadIcon />} sx={{ mt: 1 }}>
          {t('pages.history.book')}
        </Button>
      )}
    </PageSection>
  );
}

export const HistoryPage = withTexts(PAGE_TEXTS, History);
