// One notice in full (spec section 2, "Notification detail"): its picture large, its date in the
// reader's language, and its whole text as written.
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { BackButton } from '../family/BackButton.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getNotice } from './newsApi.ts';
import { postedOn } from './noticeDate.ts';
import { withNewsTexts } from './newsTexts.ts';
import { UserText } from '../../../ui/UserText.tsx';

function NotificationDetail() {
  const { t, locale } = useI18n();
  const { id = '' } = useParams();
  const notice = useLoaded((signal) => getNotice(id, signal), id);
  return (
    <PageSection titleKey="portal.screens.NotificationDetail" title={notice.data?.subject ?? t('portal.screens.NotificationDetail')}>
      <RecordState loaded={notice}>
        {(n) => (
          <Box component="article">
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <time dateTime={n.createdDate}>{t('news.list.posted', { date: postedOn(n.createdDate, locale, 'long') })}</time>
            </Typography>
            {n.imageLink && (
              <Box
                component="img"
                src={pictureAt(n.imageLink, 'full')}
                alt={n.subject}
                sx={{
                  display: 'block',
                  width: 'auto',
                  maxWidth: '100%',
                  maxHeight: '75vh',
                  mx: 'auto',
                  mb: 3,
                  borderRadius: 1,
                  bgcolor: 'grey.200',
                }}
              />
            )}
            {[n.content, n.description].filter(Boolean).map((text, i) => (
              <Typography key={i} sx={{ overflowWrap: 'anywhere', mb: 2, fontSize: '1.1rem' }}>
                <UserText text={text} />
              </Typography>
            ))}
          </Box>
        )}
      </RecordState>
      <ButtonRow sx={{ mt: 3 }}>
        <BackButton fallback="/family-notification" size="large" />
      </ButtonRow>
    </PageSection>
  );
}

export const NotificationDetailPage = withNewsTexts(NotificationDetail);
