// How to read the family tree, the way into it from the family's root member (site configuration),
// and for a plain user the step still missing (spec section 2).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { useSiteConfig } from '../config/siteConfig.ts';
import { useI18n } from '../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { PAGE_TEXTS } from './pageTexts.ts';
import { withTexts } from '../../ui/i18n/withTexts.tsx';

const STEPS = ['s1', 's2', 's3', 's4', 's5'] as const;
// Spec section 2's info text: last update 24-10-2014 (the family's DD-MM-YYYY), next update 2021.
const LAST_UPDATE = [24, 10, 2014] as const;
const NEXT_UPDATE_YEAR = 2021;

function TreeInstructions() {
  const { t, locale } = useI18n();
  const { role } = useSession();
  const { treeRootMemberId } = useSiteConfig();
  const twoDigits = new Intl.NumberFormat(locale, { useGrouping: false, minimumIntegerDigits: 2 });
  const lastUpdate = LAST_UPDATE.map((n) => twoDigits.format(n)).join('-');

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
      <Button
        variant="contained"
        size="large"
        component={RouterLink}
        to={`/family-tree/${encodeURIComponent(treeRootMemberId)}`}
        startIcon={<AccountTreeIcon />}
      >
        {t('pages.treeInstructions.open')}
      </Button>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 3 }}>
        {t('pages.treeInstructions.updates', { lastUpdate, nextUpdate: NEXT_UPDATE_YEAR })}
      </Typography>
    </PageSection>
  );
}

export const TreeInstructionsPage = withTexts(PAGE_TEXTS, TreeInstructions);
