// The rows the calendar page lists: an activity (opens its page), a family birthday and the anniversary
// of a death (open the member), each in its own style so that they never read alike.
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CakeOutlinedIcon from '@mui/icons-material/CakeOutlined';
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
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

/** How a person's yearly day is drawn: the icon and colour of a birthday or of a death's anniversary. */
const PERSON_DAY = {
  birth: { Icon: CakeOutlinedIcon, color: 'secondary.main' },
  death: { Icon: LocalFloristOutlinedIcon, color: 'text.secondary' },
} as const;

/** Birthdays or death anniversaries: each opens the member; `detail` says more than the name (the year of the death). */
export function PersonDayEntries<P extends Birthday>({
  kind,
  people,
  empty,
  withDates,
  detail,
}: {
  kind: keyof typeof PERSON_DAY;
  people: readonly P[];
  empty: string;
  withDates?: boolean;
  detail?: (person: P) => string;
}) {
  const { lang } = useI18n();
  const { Icon, color } = PERSON_DAY[kind];
  if (people.length === 0) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{empty}</Typography>;
  return (
    <List dense disablePadding>
      {people.map((p) => (
        <li key={`${p.id}-${p.date}`}>
          <ListItemButton
            component={RouterLink}
            to={`/family-members/${p.id}`}
            sx={{ borderRadius: 1, minHeight: 44, borderInlineStart: 3, borderColor: color, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 36, color }}>
              <Icon />
            </ListItemIcon>
            <ListItemText
              primary={<UserText text={p.name} />}
              secondary={withDates ? shortDate(p.date, lang) : detail?.(p)}
              slotProps={{ primary: { sx: { fontStyle: 'italic' } }, secondary: { sx: { color: 'text.secondary' } } }}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
