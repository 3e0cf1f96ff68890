// A waiting suggestion's decisions: accept as proposed in one tap, edit the proposed values then accept, or
// reject with a reason the suggester reads. Each says how it went; a refusal shows the server's reason.
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { ResourceContextProvider, TextInput } from 'react-admin';
import type { PropertySchema } from '../../../common/model/entities.ts';
import suggestionContracts from '../../../schema/api/suggestions.json';
import { ActionButton } from '../accounts/ActionButton.tsx';
import { inputsOf } from '../kinds/registry.tsx';
import { toValidators } from '../kinds/validators.ts';
import { useAccountAction } from '../users/useAccountAction.ts';
import { validatorsOf } from '../viewModel.ts';
import { useEntityView } from '../views/useEntityView.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { valuesResource } from '../../../common/model/suggestionValues.ts';
import { changedFields } from './suggestedValues.ts';
import type { SuggestedChanges, Suggestion } from '../../../common/generated/api.ts';
import { acceptSuggestion, rejectSuggestion } from '../../providers/suggestionsApi.ts';

// The reason's rules are the reject call's own (a JSON import types `type` as any string, hence the cast).
const REASON_RULES = toValidators(validatorsOf(suggestionContracts.definitions.rejectBody.properties.reason as PropertySchema, true));
const REQUIRED = toValidators([{ rule: 'required' }]);

/** The proposed values' inputs, each of its property's kind (a date as remembered typed in the reader's words). */
function ProposedInputs({ names }: { names: string[] }) {
  const view = useEntityView();
  return <>{inputsOf(view.inputs.filter((input) => names.includes(input.name)))}</>;
}

/** A memory is no property of the record, but text added to its story. */
function EditedValues({ suggestion }: { suggestion: Suggestion }) {
  if (suggestion.kind === 'memory')
    return <TextInput source="memory" label="admin.suggestions.memory" multiline minRows={3} validate={REQUIRED} />;
  return (
    <ResourceContextProvider value={valuesResource(suggestion)}>
      <ProposedInputs names={changedFields(suggestion)} />
    </ResourceContextProvider>
  );
}

export function SuggestionActions({ suggestion, onDecided }: { suggestion: Suggestion; onDecided: () => void }) {
  const [open, setOpen] = useState<'edit' | 'reject' | null>(null);
  const { run, busy } = useAccountAction(() => {
    setOpen(null);
    onDecided();
  });
  const accept = (changes?: SuggestedChanges) => run(() => acceptSuggestion(suggestion.id, changes), 'admin.suggestions.accepted');
  const reject = (reason: string) => run(() => rejectSuggestion(suggestion.id, reason), 'admin.suggestions.rejected');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ActionButton label="admin.suggestions.accept" variant="contained" disabled={busy} onClick={() => void accept()} />
      <ActionButton label="admin.suggestions.editAccept" disabled={busy} onClick={() => setOpen('edit')} />
      <ActionButton label="admin.suggestions.reject" color="error" disabled={busy} onClick={() => setOpen('reject')} />
      {open === 'edit' && (
        <DecisionDialog
          title="admin.suggestions.editTitle"
          submitLabel="admin.suggestions.accept"
          values={suggestion.changes}
          busy={busy}
          onSubmit={(changes) => void accept(changes)}
          onClose={() => setOpen(null)}
        >
          <EditedValues suggestion={suggestion} />
        </DecisionDialog>
      )}
      {open === 'reject' && (
        <DecisionDialog
          title="admin.suggestions.rejectTitle"
          submitLabel="admin.suggestions.reject"
          values={{ reason: '' }}
          busy={busy}
          onSubmit={({ reason }) => void reject(String(reason))}
          onClose={() => setOpen(null)}
        >
          <TextInput source="reason" label="admin.suggestions.rejectReason" multiline minRows={3} validate={REASON_RULES} />
        </DecisionDialog>
      )}
    </Stack>
  );
}
