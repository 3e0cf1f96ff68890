// The family member's home (issue 28): what is new since their last visit, in blocks that each lead to
// their page. Its code, texts and answer load after the home page's first paint (HomePage.tsx), so a
// visitor's first download is unchanged.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FamilyHome as FamilyHomeAnswer } from '../../../../../common/generated/api.ts';
import { useI18n } from '../../../../ui/i18n/I18nProvider.tsx';
import { withTexts } from '../../../../ui/i18n/withTexts.tsx';
import { PageLoading } from '../../../../ui/PageLoading.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { postedOn } from '../../news/noticeDate.ts';
import { familyHome } from './familyHomeApi.ts';
import { FAMILY_HOME_TEXTS } from './familyHomeTexts.ts';
import { MineBlock, WaitingBlock } from './MyPlaceBlocks.tsx';
import { ActivityBlock, BirthsBlock, GalleryBlock, NoticesBlock, PeopleBlock } from './WhatsNewBlocks.tsx';

function Blocks({ home }: { home: FamilyHomeAnswer }) {
  const { t, locale } = useI18n();
  return (
    <Box component="section" aria-labelledby="whats-new-title">
      <Typography id="whats-new-title" variant="h2">
        {t('familyHome.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('familyHome.since', { date: postedOn(home.since, locale, 'medium') })}
      </Typography>
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          [theme.breakpoints.down('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        })}
      >
        <WaitingBlock waitingSuggestions={home.waitingSuggestions} permissionRequests={home.permissionRequests} />
        <NoticesBlock notices={home.notices} />
        <BirthsBlock births={home.births} />
        <ActivityBlock nextActivity={home.nextActivity} />
        <GalleryBlock gallery={home.gallery} />
        <PeopleBlock people={home.people} />
        <MineBlock myMember={home.myMember} mySuggestions={home.mySuggestions} />
      </Box>
    </Box>
  );
}

function FamilyHomeBlocks() {
  const { t } = useI18n();
  const userId = useSession().user!.id;
  const [home, setHome] = useState<FamilyHomeAnswer | 'failed'>();
  const show = useCallback((answer: Promise<FamilyHomeAnswer>) => answer.then(setHome, () => setHome('failed')), []);
  useEffect(() => void show(familyHome()), [show, userId]);
  const retry = () => {
    setHome(undefined);
    void show(familyHome());
  };
  if (home === undefined) return <PageLoading />;
  if (home === 'failed')
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('familyHome.retry')}
          </Button>
        }
      >
        {t('familyHome.failed')}
      </Alert>
    );
  return <Blocks home={home} />;
}

export const FamilyHome = withTexts(FAMILY_HOME_TEXTS, FamilyHomeBlocks);
