// One suggestion in the queue: what kind, about whom (linked to the person's record page), who suggested it and
// when, their reason, what it would change, and either the decisions (while it waits) or who decided and why.
import { useId } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCreatePath, useLocale, useTranslate } from 'react-admin';
import { UserText } from '../../ui/UserText.tsx';
import { momentFormat } from '../kinds/LocalDateTimeField.tsx';
import { QuotedText } from './QuotedText.tsx';
import { SuggestionActions } from './SuggestionActions.tsx';
import { SuggestionDiff } from './SuggestionDiff.tsx';
import type { Suggestion } from '../../../common/generated/api.ts';

function Person({ suggestion }: { suggestion: Suggestion }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (suggestion.recordTitle === null) return translate('admin.suggestions.recordGone');
  return (
    <Link component={RouterLink} to={createPath({ resource: suggestion.resource, id: suggestion.recordId, type: 'show' })}>
      <UserText text={suggestion.recordTitle} />
    </Link>
  );
}

export function SuggestionCard({ suggestion, onDecided }: { suggestion: Suggestion; onDecided: () => void }) {
  const translate = useTranslate();
  const when = momentFormat(useLocale());
  const at = (moment: string) => when.format(new Date(moment));
  const headingId = useId();
  const { state, decidedBy, decidedAt, decisionReason } = suggestion;
  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="overline" color="primary">
          {translate(`admin.suggestions.kind.${suggestion.kind}`)}
        </Typography>
        <Typography variant="h6" component="h2" id={headingId}>
          <Person suggestion={suggestion} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('admin.suggestions.byAt', { user: suggestion.suggestedBy, when: at(suggestion.createdAt) })}
        </Typography>
        {suggestion.reason && <QuotedText caption={translate('admin.suggestions.reason')} text={suggestion.reason} />}
        <SuggestionDiff suggestion={suggestion} />
        {state !== 'pending' && decidedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(state === 'accepted' ? 'admin.suggestions.acceptedBy' : 'admin.suggestions.rejectedBy', {
              user: decidedBy ?? '—',
              when: at(decidedAt),
            })}
          </Typography>
        )}
        {decisionReason && <QuotedText caption={translate('admin.suggestions.decisionReason')} text={decisionReason} />}
      </CardContent>
      {state === 'pending' && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <SuggestionActions suggestion={suggestion} onDecided={onDecided} />
        </CardActions>
      )}
    </Card>
  );
}
