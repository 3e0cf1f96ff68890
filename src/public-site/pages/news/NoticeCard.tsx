// One notice in the list: its picture, subject, date and the start of its text, a button to the whole
// notice, and for moderators a delete icon that asks first. A picture sits beside the text from a
// tablet's width up and above it on a phone, where beside it would leave the text a narrow column; a
// notice without a picture gives its text the card's whole width.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { excerpt, noticeText } from './excerpt.ts';
import type { Notice } from './newsApi.ts';
import { postedOn } from './noticeDate.ts';
import { UserText } from '../../../ui/UserText.tsx';

const THUMB = 128;
/** About four lines of a phone's card: enough to know what the notice is about. */
const EXCERPT_CHARACTERS = 180;

export interface NoticeCardProps {
  notice: Notice;
  /** Given to the roles that may delete: the card then shows the delete icon. */
  onDelete?: (notice: Notice) => void;
  /** The first cards are in the first screen: their pictures load at once, the others when scrolled to. */
  eager: boolean;
}

export function NoticeCard({ notice, onDelete, eager }: NoticeCardProps) {
  const { t, locale } = useI18n();
  const headingId = `notice-${notice.id}-subject`;
  const text = excerpt(noticeText(notice.content, notice.description), EXCERPT_CHARACTERS);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, p: 2, alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {notice.imageLink && (
        <Box
          component="img"
          src={pictureAt(notice.imageLink, 'thumb')}
          alt=""
          width={THUMB}
          height={THUMB}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sx={{
            display: 'block',
            flex: 'none',
            width: { xs: '100%', sm: THUMB },
            height: { xs: 'auto', sm: THUMB },
            aspectRatio: { xs: '2 / 1', sm: '1' },
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'grey.200',
          }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', flex: 1, overflowWrap: 'anywhere' }}>
            <UserText text={notice.subject} />
          </Typography>
          {onDelete && (
            <IconButton
              aria-label={t('news.list.delete', { subject: notice.subject })}
              onClick={() => onDelete(notice)}
              sx={{ mt: -1, marginInlineEnd: -1 }}
              color="error"
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" component="p">
          {t('news.list.posted', { date: postedOn(notice.createdDate, locale, 'medium') })}
        </Typography>
        <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <UserText text={text} />
        </Typography>
        <Button
          component={RouterLink}
          to={`/family-notification/${notice.id}`}
          aria-describedby={headingId}
          size="small"
          sx={{ mt: 1, marginInlineStart: -1, minHeight: 40 }}
        >
          {t('news.list.moreDetails')}
        </Button>
      </Box>
    </Card>
  );
}
