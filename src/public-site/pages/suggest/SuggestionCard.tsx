// One of a member's suggestions as they follow it: about whom (a way to the person), what was proposed,
// when, and what became of it: waiting, accepted (with the way to a person it added), or rejected and why.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SuggestedResource, Suggestion, SuggestionState } from '../../../../common/generated/api.ts';
import { dateFormat } from '../../../../common/model/dateFormat.ts';
import { entityByResource } from '../../../../common/model/entities.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { useFieldValue } from '../../../ui/useFieldValue.tsx';
import { DetailRows } from '../family/DetailRows.tsx';

const STATE_COLOUR: Record<SuggestionState, 'default' | 'success' | 'error'> = {
  pending: 'default',
  accepted: 'success',
  rejected: 'error',
};

const recordPath = (resource: SuggestedResource, id: number) => `/${resource}/${id}`;

/** The resource whose fields a suggestion's changes are: a new partner's are a partner's, the rest the record's own. */
const changesResource = ({ kind, resource }: Suggestion): SuggestedResource => (kind === 'add-partner' ? 'family-partners' : resource);

export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { t, locale } = useI18n();
  const resource = changesResource(suggestion);
  const shown = useFieldValue(resource);
  const properties = entityByResource(resource).properties;
  const { kind, state, recordTitle, recordId, resultId, decisionReason, reason } = suggestion;
  // A mother chosen among the wives is a record's number: the person's name says more than it.
  const rows = Object.entries(suggestion.changes)
    .filter(([field]) => !properties[field]?.['x-reference'])
    .map(([field, value]) => ({
      label: field === 'memory' ? t('suggest.form.memory') : t(`resources.${resource}.fields.${field}`),
      value: field === 'memory' ? <UserText text={String(value)} /> : shown(field, value),
    }));
  const added = state === 'accepted' && resultId !== null && (kind === 'add-child' || kind === 'add-partner');
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-labelledby={`suggestion-${suggestion.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={`suggestion-${suggestion.id}`} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t(`suggest.kinds.${kind}`)}
          {' · '}
          {recordTitle === null ? (
            t('suggest.list.recordGone')
          ) : (
            <Link component={RouterLink} to={recordPath(suggestion.resource, recordId)}>
              <bdi>{recordTitle}</bdi>
            </Link>
          )}
        </Typography>
        <Chip label={t(`suggest.state.${state}`)} color={STATE_COLOUR[state]} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('suggest.list.sent', {
          date: dateFormat(locale, { calendar: 'gregory', dateStyle: 'medium' }).format(new Date(suggestion.createdAt)),
        })}
      </Typography>
      <DetailRows rows={rows} missing={t('suggest.list.cleared')} />
      {reason && (
        <Typography sx={{ mt: 1 }}>
          {t('suggest.list.yourReason')} <UserText text={reason} />
        </Typography>
      )}
      {state === 'rejected' && decisionReason && (
        <Typography sx={{ mt: 1 }} color="error.main">
          {t('suggest.list.rejectedBecause')} <UserText text={decisionReason} />
        </Typography>
      )}
      {added && (
        <Link component={RouterLink} to={recordPath(resource, resultId)} sx={{ display: 'inline-block', mt: 1 }}>
          {t('suggest.list.added')}
        </Link>
      )}
    </Paper>
  );
}
