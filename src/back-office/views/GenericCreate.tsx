// Any resource's create page.
import { Create } from 'react-admin';
import { EntityForm } from './EntityForm.tsx';

export function GenericCreate() {
  return (
    <Create redirect="show">
      <EntityForm />
    </Create>
  );
}
