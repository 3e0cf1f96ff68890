// One of a member's suggestions as they follow it: about whom (a way to the person or the album), what was
// proposed (the photo itself for a photo), when, and what became of it: waiting, accepted (with the way to a
// person or a photo it added), or rejected and why.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SuggestedResource, Suggestion, SuggestionState } from '../../../../common/generated/api.ts';
import { dateFormat } from '../../../../common/model/dateFormat.ts';
import { entityByResource } from '../../../../common/model/entities.ts';
import { galleryPhotoAddress } from '../../../../common/model/galleryAddress.ts';
import { valuesResource } from '../../../../common/model/suggestionValues.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { useFieldValue } from '../../../ui/useFieldValue.tsx';
import { DetailRows } from '../family/DetailRows.tsx';

const STATE_COLOUR: Record<SuggestionState, 'default' | 'success' | 'error'> = {
  pending: 'default',
  accepted: 'success',
  rejected: 'error',
};

/** The public page of a record: a person's, or an album's in the gallery. */
const recordPath = (resource: SuggestedResource, id: number) =>
  resource === 'albums' ? `/family-gallery?album=${id}` : `/${resource}/${id}`;

/** Where an accepted suggestion's addition is seen: the person added, or the photo (in its album, or on the page of the person in it). */
function addedPath({ kind, resource, recordId, resultId }: Suggestion): string | null {
  if (resultId === null) return null;
  if (kind === 'photo') return resource === 'albums' ? galleryPhotoAddress(recordId, resultId) : recordPath(resource, recordId);
  if (kind === 'add-child') return recordPath('family-members', resultId);
  return kind === 'add-partner' ? recordPath('family-partners', resultId) : null;
}

export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { t, locale } = useI18n();
  const resource = valuesResource(suggestion);
  const shown = useFieldValue(resource);
  const properties = entityByResource(resource).properties;
  const { kind, state, recordTitle, recordId, decisionReason, reason } = suggestion;
  // A mother chosen among the wives is a record's number: the person's name says more than it. An album is named.
  const rows = Object.entries(suggestion.changes)
    .filter(([field]) => !properties[field]?.['x-reference'] || properties[field]['x-reference'].by)
    .map(([field, value]) => ({
      label: field === 'memory' ? t('suggest.form.memory') : t(`resources.${resource}.fields.${field}`),
      value: field === 'memory' ? <UserText text={String(value)} /> : shown(field, value),
    }));
  const added = state === 'accepted' ? addedPath(suggestion) : null;
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
      {suggestion.photo && (
        <Box
          component="img"
          src={`${suggestion.photo.link}&size=w320`}
          alt=""
          width={suggestion.photo.width}
          height={suggestion.photo.height}
          sx={{ display: 'block', width: 160, maxWidth: '100%', height: 'auto', borderRadius: 1, mb: 1 }}
        />
      )}
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
        <Link component={RouterLink} to={added} sx={{ display: 'inline-block', mt: 1 }}>
          {t(kind === 'photo' ? 'suggest.list.photoAdded' : 'suggest.list.added')}
        </Link>
      )}
    </Paper>
  );
}
