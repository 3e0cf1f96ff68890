// One notice in the list: its picture's thumbnail, subject, date and the start of its text, a button to
// the whole notice, and for moderators a delete icon that asks first.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import { pictureAt } from '../../../providers/familyApi.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import type { Notice } from './newsApi.ts';
import { postedOn } from './noticeDate.ts';

const THUMB = { xs: 88, sm: 128 };

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
  const text = [notice.content, notice.description].filter(Boolean).join('\n');
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 'none', width: THUMB, height: THUMB, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}>
        {notice.imageLink ? (
          <Box
            component="img"
            src={pictureAt(notice.imageLink, 'thumb')}
            alt=""
            width={128}
            height={128}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box
            role="img"
            aria-label={t('news.list.noPicture')}
            sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'grey.600' }}
          >
            <ImageIcon fontSize="large" />
          </Box>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={headingId} dir="auto" variant="h2" sx={{ fontSize: '1.15rem', flex: 1, overflowWrap: 'anywhere' }}>
            {notice.subject}
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
        <Typography
          dir="auto"
          sx={{
            mt: 0.5,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {text}
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
