// On the profile: a family member chooses to receive each new notice by e-mail, and the language of
// those mails. Plain users, who may not read the news, are not offered it.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { atLeast } from '../../../../common/model/roles.ts';
import { LANGUAGES, isLanguage } from '../../../../common/model/languages.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { NATIVE_NAMES } from '../../layout/LanguageBar.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { SavedChoiceOutcome } from '../family/SavedChoiceOutcome.tsx';
import { useSavedChoice } from '../family/useSavedChoice.ts';
import { getSubscription, setSubscription, type NewsSubscription } from './newsApi.ts';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { NEWS_TEXTS } from './newsTexts.ts';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: NATIVE_NAMES[value] }));

function Setting() {
  const t = useTranslate();
  const { shown, save, saved, failure } = useSavedChoice<NewsSubscription>('news-subscription', getSubscription, setSubscription);

  return (
    <Box component="section" aria-labelledby="news-by-mail-title">
      <Divider sx={{ my: 3 }} />
      <Typography id="news-by-mail-title" variant="h2" sx={{ mb: 1 }}>
        {t('news.subscription.title')}
      </Typography>
      {shown && (
        <>
          <FormControlLabel
            control={<Switch checked={shown.subscribed} onChange={(event) => void save({ ...shown, subscribed: event.target.checked })} />}
            label={t('news.subscription.label')}
            sx={{ minHeight: 48 }}
          />
          {shown.subscribed && (
            <Box sx={{ maxWidth: 320 }}>
              <SelectField
                id="news-mail-language"
                name="language"
                label={t('news.subscription.language')}
                value={shown.language}
                required={false}
                options={OPTIONS}
                onChange={(event) => isLanguage(event.target.value) && void save({ ...shown, language: event.target.value })}
                onBlur={() => undefined}
              />
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('news.subscription.hint')}
          </Typography>
        </>
      )}
      <SavedChoiceOutcome saved={saved} failure={failure} savedText={t('news.subscription.saved')} />
    </Box>
  );
}

function WithTexts() {
  return useTexts(NEWS_TEXTS) ? <Setting /> : null;
}

/** The setting for the roles that read the news, once its texts are in. */
export function NewsByMailSetting() {
  return atLeast(useSession().role, 'BISH') ? <WithTexts /> : null;
}
