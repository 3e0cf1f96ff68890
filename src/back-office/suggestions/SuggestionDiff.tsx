// What a suggestion would change: each field's current value struck through beside the proposed one (a
// correction, a death), the person it would add (a child, a partner), the photo it would add to an album, or
// the memory it would add to the story.
import { useTranslate } from 'react-admin';
import { FieldTable } from '../FieldTable.tsx';
import { NewRecordCard } from './NewRecordCard.tsx';
import { QuotedText } from './QuotedText.tsx';
import { changedFields } from './suggestedValues.ts';
import type { Suggestion } from '../../../common/generated/api.ts';

const STRUCK = { color: 'text.secondary', textDecoration: 'line-through' } as const;

function FieldChanges({ suggestion }: { suggestion: Suggestion }) {
  const translate = useTranslate();
  const { before, changes } = suggestion;
  return (
    <FieldTable
      resource={suggestion.resource}
      fields={changedFields(suggestion).map((name) => ({ name }))}
      columns={[
        { heading: translate('admin.changes.before'), value: ({ name }) => before[name], sx: STRUCK },
        { heading: translate('admin.changes.after'), value: ({ name }) => changes[name] },
      ]}
    />
  );
}

function MemoryText({ suggestion }: { suggestion: Suggestion }) {
  const translate = useTranslate();
  const { memory } = suggestion.changes;
  return <QuotedText caption={translate('admin.suggestions.memory')} text={typeof memory === 'string' ? memory : ''} />;
}

export function SuggestionDiff({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case 'update':
    case 'death':
      return <FieldChanges suggestion={suggestion} />;
    case 'add-child':
    case 'add-partner':
    case 'photo':
      return <NewRecordCard suggestion={suggestion} />;
    case 'memory':
      return <MemoryText suggestion={suggestion} />;
  }
}
