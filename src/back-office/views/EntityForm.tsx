// The form of a resource's create and edit pages. As the spec's forms do, a field shows its error once
// it has been changed and left, and saving is disabled while any error remains.
import { useFormState } from 'react-hook-form';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { EntityInputs } from './EntityInputs.tsx';

function FormToolbar() {
  // Errors, not isValid: subscribing to isValid re-renders the toolbar while inputs register.
  const { errors } = useFormState();
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={Object.keys(errors).length > 0} />
      {record && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

export function EntityForm() {
  return (
    <SimpleForm mode="onBlur" reValidateMode="onChange" toolbar={<FormToolbar />}>
      <EntityInputs />
    </SimpleForm>
  );
}
