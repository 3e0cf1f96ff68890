// How to read the family tree, the way into it from the family's root member (site configuration),
// for a plain user the step still missing, and the tree's updates as the configuration gives them (spec section 2).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { treeRootPath, useSiteConfig } from '../config/siteConfig.ts';
import { useI18n } from '../../ui/i18n/I18nProvider.tsx';
import { dateFormat } from '../../../common/model/dateFormat.ts';
import { PageSection } from '../PageSection.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { PAGE_TEXTS } from './pageTexts.ts';
import { withTexts } from '../../ui/i18n/withTexts.tsx';
import { treeUpdates } from './treeUpdates.ts';

const STEPS = ['s1', 's2', 's3', 's4', 's5'] as const;

/** The configured updates of the tree in the reader's language, on the Gregorian calendar (ar-SA would count in the Hijri one). */
function UpdateNote() {
  const { t, locale } = useI18n();
  const { treeUpdated, treeNextUpdate } = useSiteConfig();
  const { lastUpdated, nextYear } = treeUpdates(treeUpdated, treeNextUpdate);
  if (!lastUpdated && nextYear === undefined) return null;
  const day = lastUpdated && dateFormat(locale, { calendar: 'gregory', dateStyle: 'long', timeZone: 'UTC' }).format(lastUpdated);
  return (
    <Typography color="text.secondary" variant="body2" sx={{ mt: 3 }}>
      {[
        day && t('pages.treeInstructions.lastUpdate', { date: day }),
        nextYear !== undefined && t('pages.treeInstructions.nextUpdate', { year: nextYear }),
      ]
        .filter(Boolean)
        .join(' ')}
    </Typography>
  );
}

function TreeInstructions() {
  const { t } = useI18n();
  const { role } = useSession();
  const config = useSiteConfig();

  return (
    <PageSection titleKey="pages.treeInstructions.title" title={t('pages.treeInstructions.title')}>
      <Typography sx={{ mb: 2 }}>{t('pages.treeInstructions.intro')}</Typography>
      <Box component="ol" sx={{ pl: 3, mb: 3 }}>
        {STEPS.map((s) => (
          <Typography component="li" key={s} sx={{ mb: 1 }}>
            {t(`pages.treeInstructions.steps.${s}`)}
          </Typography>
        ))}
      </Box>
      {role === 'USER' && (
        <Alert
          severity="warning"
          // On a phone the action wraps under the text: beside it, it was squeezed onto three lines.
          sx={{ mb: 3, flexWrap: 'wrap' }}
          action={
            <Button color="inherit" component={RouterLink} to="/profile" sx={{ whiteSpace: 'nowrap' }}>
              {t('portal.guard.requestPermission')}
            </Button>
          }
        >
          {t('portal.guard.needFamilyPermission')}
        </Alert>
      )}
      <Button variant="contained" size="large" component={RouterLink} to={treeRootPath(config)} startIcon={<AccountTreeIcon />}>
        {t('pages.treeInstructions.open')}
      </Button>
      <UpdateNote />
    </PageSection>
  );
}

export const TreeInstructionsPage = withTexts(PAGE_TEXTS, TreeInstructions);
