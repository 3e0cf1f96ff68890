// On the profile: a family member chooses the reminders of their kin's birthdays, of the anniversaries of their
// deaths (on the Hijri day too, if they wish) and of newcomers to the tree (each on or off, by mail, by a notification on
// their phone or none, how far in the family) and whether their own birthday is told to their kin, the weekly digest of
// the family's news, new notices by notification, and this phone's notifications. Saved at each change. Plain users,
// who do not see the family, are not offered it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { atLeast } from '../../../../common/model/roles.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { SavedChoiceOutcome } from '../family/SavedChoiceOutcome.tsx';
import { useSavedChoice } from '../family/useSavedChoice.ts';
import { PhoneNotifications } from './PhoneNotifications.tsx';
import { getReminderSettings, setReminderSettings, type ReminderSettings as Settings } from './remindersApi.ts';

const CHANNELS: ReadonlyArray<Settings['channel']> = ['mail', 'push', 'none'];
const DEGREES = [1, 2, 3, 4, 5, 6] as const;

function Choices({ linked }: { linked: boolean }) {
  const t = useTranslate();
  const { shown, save, saved, failure } = useSavedChoice<Settings>('reminder-settings', getReminderSettings, setReminderSettings);
  const wanted = shown !== undefined && (shown.birthdays || shown.anniversaries || shown.newcomers);
  const sending = wanted && shown.channel !== 'none';

  return (
    <Box component="section" aria-labelledby="reminders-title">
      <Divider sx={{ my: 3 }} />
      <Typography id="reminders-title" variant="h2" sx={{ mb: 1 }}>
        {t('account.reminders.title')}
      </Typography>
      {!linked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('account.reminders.noRecord')}
        </Alert>
      )}
      {shown && (
        <>
          <FormControlLabel
            control={<Switch checked={shown.birthdays} onChange={(event) => void save({ ...shown, birthdays: event.target.checked })} />}
            label={t('account.reminders.birthdays')}
            sx={{ minHeight: 48 }}
          />
          <FormControlLabel
            control={
              <Switch checked={shown.anniversaries} onChange={(event) => void save({ ...shown, anniversaries: event.target.checked })} />
            }
            label={t('account.reminders.anniversaries')}
            sx={{ minHeight: 48 }}
          />
          {shown.anniversaries && (
            <FormControlLabel
              control={
                <Switch
                  checked={shown.hijriAnniversaries}
                  onChange={(event) => void save({ ...shown, hijriAnniversaries: event.target.checked })}
                />
              }
              label={t('account.reminders.hijri')}
              // Under the anniversaries it belongs to, set in by the size of a switch.
              sx={{ minHeight: 48, display: 'flex', marginInlineStart: 4 }}
            />
          )}
          <FormControlLabel
            control={<Switch checked={shown.newcomers} onChange={(event) => void save({ ...shown, newcomers: event.target.checked })} />}
            label={t('account.reminders.newcomers')}
            sx={{ minHeight: 48 }}
          />
          {wanted && (
            <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
              <SelectField
                id="reminders-channel"
                name="channel"
                label={t('account.reminders.channel')}
                value={shown.channel}
                required={false}
                options={CHANNELS.map((value) => ({ value, label: t(`account.reminders.channels.${value}`) }))}
                onChange={(event) => void save({ ...shown, channel: event.target.value as Settings['channel'] })}
                onBlur={() => undefined}
              />
              {sending && (
                <SelectField
                  id="reminders-degree"
                  name="degree"
                  label={t('account.reminders.degree')}
                  value={String(shown.degree)}
                  required={false}
                  options={DEGREES.map((degree) => ({ value: String(degree), label: t(`account.reminders.degrees.${degree}`) }))}
                  onChange={(event) => void save({ ...shown, degree: Number(event.target.value) })}
                  onBlur={() => undefined}
                />
              )}
              {sending && (
                <Typography variant="body2" color="text.secondary">
                  {t(shown.channel === 'push' ? 'account.reminders.pushHint' : 'account.reminders.hint')}
                </Typography>
              )}
            </Box>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={shown.hideOwnBirthday}
                onChange={(event) => void save({ ...shown, hideOwnBirthday: event.target.checked })}
              />
            }
            label={t('account.reminders.hideOwn')}
            sx={{ minHeight: 48, display: 'flex' }}
          />
          <FormControlLabel
            control={<Switch checked={shown.digest} onChange={(event) => void save({ ...shown, digest: event.target.checked })} />}
            label={t('account.reminders.digest')}
            sx={{ minHeight: 48, display: 'flex' }}
          />
          <FormControlLabel
            control={<Switch checked={shown.notices} onChange={(event) => void save({ ...shown, notices: event.target.checked })} />}
            label={t('account.reminders.notices')}
            sx={{ minHeight: 48, display: 'flex' }}
          />
          <PhoneNotifications />
        </>
      )}
      <SavedChoiceOutcome saved={saved} failure={failure} savedText={t('account.reminders.saved')} />
    </Box>
  );
}

/** The reminders' choices for the roles that see the family. */
export function ReminderSettings() {
  const { role, user } = useSession();
  return atLeast(role, 'BISH') ? <Choices linked={user?.memberId != null} /> : null;
}
