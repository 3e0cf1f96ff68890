// My suggestions: the changes a family member proposed, newest first, each with what became of it (a
// moderator's own too: the queue of everyone's is the back office's).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { getOwnSuggestions } from '../../../providers/suggestionsApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';
import { SUGGEST_TEXTS } from './suggestTexts.ts';

function MySuggestions() {
  const t = useTranslate();
  const { user } = useSession();
  const suggestions = useLoaded((signal) => getOwnSuggestions(signal), user?.username ?? '');
  return (
    <PageSection titleKey="portal.screens.MySuggestions" title={t('portal.screens.MySuggestions')} narrow>
      <RecordState loaded={suggestions}>
        {(mine) =>
          mine.length === 0 ? (
            <Alert severity="info">{t('suggest.list.empty')}</Alert>
          ) : (
            <Stack spacing={2}>
              {mine.map((s) => (
                <SuggestionCard key={s.id} suggestion={s} />
              ))}
            </Stack>
          )
        }
      </RecordState>
    </PageSection>
  );
}

export const MySuggestionsPage = withFamilyTexts(MySuggestions, SUGGEST_TEXTS);
