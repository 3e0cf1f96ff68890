// Any resource's edit page. Pessimistic: the server validates and may refuse, and an upload cannot be undone.
import { Edit } from 'react-admin';
import { EntityForm } from './EntityForm.tsx';

export function GenericEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <EntityForm />
    </Edit>
  );
}
