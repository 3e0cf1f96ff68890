// Any resource's record page: every property the role receives, read-only ones included. A property
// the server did not send (a computed tree, a private field) is left out rather than shown empty.
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { fieldsOf } from '../kinds/registry.tsx';
import { useEntityView } from './useEntityView.ts';

function SentFields() {
  const view = useEntityView();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <SimpleShowLayout>
      {fieldsOf(
        view.fields.filter((field) => record[field.source] !== undefined),
        'show',
      )}
    </SimpleShowLayout>
  );
}

export function GenericShow() {
  return (
    <Show>
      <SentFields />
    </Show>
  );
}
