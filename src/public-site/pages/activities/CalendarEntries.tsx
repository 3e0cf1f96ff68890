// The rows the calendar page lists: an activity (opens its page) and a family birthday (opens the
// member), each in its own style so the two never read alike.
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CakeOutlinedIcon from '@mui/icons-material/CakeOutlined';
import EventIcon from '@mui/icons-material/Event';
import type { ActivityRecord } from '../../../../common/generated/types.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import type { Birthday } from './activitiesApi.ts';
import { shortDate } from './calendarDates.ts';
import { UserText } from '../../../ui/UserText.tsx';

/** `withDates` when the list spans several days (the upcoming list); a day's own list leaves them out. */
export function ActivityEntries({
  activities,
  empty,
  withDates,
}: {
  activities: readonly ActivityRecord[];
  empty: string;
  withDates?: boolean;
}) {
  const { lang } = useI18n();
  if (activities.length === 0) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{empty}</Typography>;
  return (
    <List dense disablePadding>
      {activities.map((a) => (
        <li key={a.id}>
          <ListItemButton component={RouterLink} to={`/family-activities/${a.id}`} sx={{ borderRadius: 1, minHeight: 48 }}>
            <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
              <EventIcon />
            </ListItemIcon>
            <ListItemText
              primary={<UserText text={a.activityName} />}
              secondary={withDates ? shortDate(a.dateOfActivity, lang) : undefined}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } }, secondary: { sx: { color: 'text.secondary' } } }}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}

export function BirthdayEntries({ births, empty, withDates }: { births: readonly Birthday[]; empty: string; withDates?: boolean }) {
  const { lang } = useI18n();
  if (births.length === 0) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{empty}</Typography>;
  return (
    <List dense disablePadding>
      {births.map((b) => (
        <li key={`${b.id}-${b.date}`}>
          <ListItemButton
            component={RouterLink}
            to={`/family-members/${b.id}`}
            sx={{ borderRadius: 1, minHeight: 44, borderInlineStart: 3, borderColor: 'secondary.main', mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 36, color: 'secondary.main' }}>
              <CakeOutlinedIcon />
            </ListItemIcon>
            <ListItemText
              primary={<UserText text={b.name} />}
              secondary={withDates ? shortDate(b.date, lang) : undefined}
              slotProps={{ primary: { sx: { fontStyle: 'italic' } }, secondary: { sx: { color: 'text.secondary' } } }}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
