// The child, partner or photo a suggestion would add, as its record's page would show it: its name (and the
// picture of a photo), then each proposed field through the back office's own display of its kind (a date as
// said, a choice by its label).
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import { RecordContextProvider, ResourceContextProvider, SimpleShowLayout, useTranslate } from 'react-admin';
import { entityByResource } from '../../../common/model/entities.ts';
import { fieldsOf } from '../kinds/registry.tsx';
import { recordRepresentation } from '../viewModel.ts';
import { useEntityView } from '../views/useEntityView.ts';
import { valuesResource } from '../../../common/model/suggestionValues.ts';
import { changedFields } from './suggestedValues.ts';
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

export function NewRecordCard({ suggestion }: { suggestion: Suggestion }) {
  const translate = useTranslate();
  const resource = valuesResource(suggestion);
  const what = translate(suggestion.kind === 'photo' ? 'admin.suggestions.newPhoto' : 'admin.suggestions.newPerson');
  const title = recordRepresentation(entityByResource(resource))(suggestion.changes);
  return (
    <Card variant="outlined" component="section" aria-label={what}>
      {suggestion.photo && (
        // Its own proportions, at most a phone screen's height: the moderator sees the whole photo.
        <CardMedia
          component="img"
          src={`${suggestion.photo.link}&size=w640`}
          alt={title}
          width={suggestion.photo.width}
          height={suggestion.photo.height}
          sx={{ width: '100%', height: 'auto', maxHeight: { xs: '60vh', sm: 360 }, objectFit: 'contain', bgcolor: 'grey.900' }}
        />
      )}
      <CardHeader title={title} subheader={what} slotProps={{ title: { variant: 'h6', component: 'p' } }} sx={{ pb: 0 }} />
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={suggestion.changes}>
          <ProposedFields names={changedFields(suggestion)} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </Card>
  );
}
