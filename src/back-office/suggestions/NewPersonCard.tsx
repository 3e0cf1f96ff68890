// The child or partner a suggestion would add, as their record's page would show them: their name, then each
// proposed field through the back office's own display of its kind (a date as said, a choice by its label).
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { RecordContextProvider, ResourceContextProvider, SimpleShowLayout, useTranslate } from 'react-admin';
import { entityByResource } from '../../../common/model/entities.ts';
import { fieldsOf } from '../kinds/registry.tsx';
import { recordRepresentation } from '../viewModel.ts';
import { useEntityView } from '../views/useEntityView.ts';
import { changedFields, valuesResource } from './suggestedValues.ts';
import type { Suggestion } from '../../../common/generated/api.ts';

/** Needs the new person's resource as its context, for the view of what the signed-in role may read. */
function ProposedFields({ names }: { names: string[] }) {
  const view = useEntityView();
  return (
    <SimpleShowLayout>
      {fieldsOf(
        view.fields.filter((field) => names.includes(field.name)),
        'show',
      )}
    </SimpleShowLayout>
  );
}

export function NewPersonCard({ suggestion }: { suggestion: Suggestion }) {
  const translate = useTranslate();
  const resource = valuesResource(suggestion);
  return (
    <Card variant="outlined" component="section" aria-label={translate('admin.suggestions.newPerson')}>
      <CardHeader
        title={recordRepresentation(entityByResource(resource))(suggestion.changes)}
        subheader={translate('admin.suggestions.newPerson')}
        slotProps={{ title: { variant: 'h6', component: 'p' } }}
        sx={{ pb: 0 }}
      />
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={suggestion.changes}>
          <ProposedFields names={changedFields(suggestion)} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </Card>
  );
}
