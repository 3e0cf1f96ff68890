// /adminboard/suggestions (MODERATOR): the family members' suggestions, the waiting ones unless another state is
// chosen (?state=accepted), newest first; suggestions of one fact stand together, to be weighed side by side.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { groupBySameFact } from './sameFact.ts';
import { SuggestionCard } from './SuggestionCard.tsx';
import type { Suggestion, SuggestionState } from '../../../common/generated/api.ts';
import { listSuggestions } from '../../providers/suggestionsApi.ts';
import { readWaiting } from '../waitingCount.ts';

const STATES: readonly SuggestionState[] = ['pending', 'accepted', 'rejected'];

const stateOf = (asked: string | null): SuggestionState => STATES.find((state) => state === asked) ?? 'pending';

export function SuggestionsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const [suggestions, setSuggestions] = useState<Suggestion[] | undefined>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    () =>
      listSuggestions(state).then(
        (list) => {
          setSuggestions(list);
          // The menu's count follows the decisions taken here (the list shows a page of them, the count all).
          if (state === 'pending') readWaiting('suggestions');
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [state],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const reload = () => void load();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="admin.suggestions.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('admin.suggestions.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('admin.suggestions.show')}
          value={state}
          onChange={(e) => setParams(e.target.value === 'pending' ? {} : { state: e.target.value })}
        >
          {STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`admin.suggestions.state.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {failed && <Alert severity="error">{translate('admin.suggestions.failed')}</Alert>}
      {suggestions?.length === 0 && <Alert severity="info">{translate('admin.suggestions.empty')}</Alert>}
      <Stack spacing={2}>
        {groupBySameFact(suggestions ?? []).map((group) =>
          group.length === 1 ? (
            <SuggestionCard key={group[0].id} suggestion={group[0]} onDecided={reload} />
          ) : (
            <Paper
              key={group[0].id}
              component="section"
              variant="outlined"
              aria-label={translate('admin.suggestions.sameFact')}
              sx={{ p: 1, bgcolor: 'action.hover' }}
            >
              <Typography variant="subtitle2" sx={{ px: 1, pb: 1 }}>
                {translate('admin.suggestions.sameFact')}
              </Typography>
              <Stack spacing={1}>
                {group.map((suggestion) => (
                  <SuggestionCard key={suggestion.id} suggestion={suggestion} onDecided={reload} />
                ))}
              </Stack>
            </Paper>
          ),
        )}
      </Stack>
    </Box>
  );
}
