// Any resource's record page: every property the role receives, read-only ones included. A property
// the server did not send (a computed tree, a private field) is left out rather than shown empty.
import type { ReactNode } from 'react';
import { EditButton, Show, SimpleShowLayout, TopToolbar, useRecordContext, useResourceDefinition } from 'react-admin';
import { HistoryButton } from '../history/HistoryButton.tsx';
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

/** The record's actions: its history, and edit where the resource has an edit page (react-admin's default). */
function ShowActions() {
  const { hasEdit } = useResourceDefinition();
  return (
    <TopToolbar>
      <HistoryButton />
      {hasEdit && <EditButton />}
    </TopToolbar>
  );
}

/** `children`: what a resource's page shows below its fields (a notice's mails). */
export function GenericShow({ children }: { children?: ReactNode }) {
  return (
    <Show actions={<ShowActions />}>
      <SentFields />
      {children}
    </Show>
  );
}
