// The family's notices (spec section 2, "Notification list"): cards newest first, more loaded as the
// reader scrolls (or taps "Show more"), and for moderators a delete icon that asks first.
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LOCALES } from '../../../../common/model/languages.ts';
import { mayAccess } from '../../../providers/access.ts';
import { getLanguage } from '../../../providers/language.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useConfirm } from '../family/ConfirmDialog.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { deleteNotice, type Notice } from './newsApi.ts';
import { NoticeCard } from './NoticeCard.tsx';
import { preparePostedOn } from './noticeDate.ts';
import { PAGE_SIZE } from './firstNotices.ts';
import { useNoticePages, type NoticePages } from './useNoticePages.ts';
import { withNewsTexts } from './newsTexts.ts';

/** Calls `onVisible` when the returned element comes near the screen (a screen's height ahead). */
function useNearScreen(onVisible: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!active || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      rootMargin: '100% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [active, onVisible]);
  return ref;
}

function NotificationList({ pages }: { pages: NoticePages }) {
  const t = useTranslate();
  const { role } = useSession();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { show, dialog: messageDialog } = useMessage();
  const sentinel = useNearScreen(pages.more, pages.hasMore && !pages.loading && pages.error === undefined);
  const mayDelete = mayAccess(role, 'family-notification', 'delete');

  const remove = async (notice: Notice) => {
    if (!(await confirm(t('news.list.confirmDelete'), notice.subject))) return;
    try {
      await deleteNotice(notice.id);
      pages.drop(notice.id);
    } catch (error) {
      show(errorText(error, t));
    }
  };

  return (
    <PageSection titleKey="portal.screens.NotificationList" title={t('portal.screens.NotificationList')}>
      {mayOpen(role, '/family-notification/create') && (
        <Button component={RouterLink} to="/family-notification/create" variant="contained" sx={{ mb: 2 }}>
          {t('portal.screens.NotificationCreate')}
        </Button>
      )}
      {pages.notices.length === 0 && !pages.loading && pages.error === undefined && (
        <Typography color="text.secondary">{t('news.list.empty')}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {pages.notices.map((notice, index) => (
          <NoticeCard key={notice.id} notice={notice} eager={index < PAGE_SIZE} onDelete={mayDelete ? (n) => void remove(n) : undefined} />
        ))}
      </Box>
      {pages.error !== undefined && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorText(pages.error, t)}
        </Alert>
      )}
      <Box ref={sentinel} sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 48 }}>
        {pages.total > 0 && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('news.list.count', { shown: pages.notices.length, total: pages.total })}
          </Typography>
        )}
        {pages.loading ? (
          <CircularProgress size={28} aria-label={t('portal.common.loading')} />
        ) : (
          pages.hasMore && (
            <Button variant="outlined" onClick={pages.more}>
              {t('news.list.more')}
            </Button>
          )
        )}
      </Box>
      {confirmDialog}
      {messageDialog}
    </PageSection>
  );
}

const NotificationListWithTexts = withNewsTexts(NotificationList);

/** The first page is asked for at once, while the page's texts load, not after them. */
export function NotificationListPage() {
  return <NotificationListWithTexts pages={useNoticePages()} />;
}

/** Opened by its address: the dates' format is made while the first page is on its way (routing/firstReads.ts). */
export function prefetch(): void {
  preparePostedOn(LOCALES[getLanguage()]);
}
