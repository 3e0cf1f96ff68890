// The family's history in short, and the external book download (link from the site configuration).
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useSiteConfig } from '../config/siteConfig.ts';
import { useTranslate } from '../i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

export function HistoryPage() {
  const t = useTranslate();
  const { bookUrl } = useSiteConfig();
  return (
    <PageSection titleKey="portal.history.title" title={t('portal.history.title')}>
      {PARAGRAPHS.map((p) => (
        <Typography key={p} sx={{ mb: 2 }}>
          {t(`portal.history.${p}`)}
        </Typography>
      ))}
      {bookUrl ? (
        <Button variant="contained" href={bookUrl} target="_blank" rel="noopener noreferrer" startIcon={<DownloadIcon />} sx={{ mt: 1 }}>
          {t('portal.history.book')}
        </Button>
      ) : (
        <Typography color="text.secondary">{t('portal.history.bookSoon')}</Typography>
      )}
    </PageSection>
  );
}
