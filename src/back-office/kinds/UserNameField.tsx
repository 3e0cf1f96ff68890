// Who wrote a record (uploaded a photo, published a notice), by username; linked to the account's
// details for the roles that may open them.
import { Link, TextField, useCanAccess, useCreatePath, useRecordContext, type TextFieldProps } from 'react-admin';

export function UserNameField(props: TextFieldProps & { source: string }) {
  const username = useRecordContext()?.[props.source];
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const createPath = useCreatePath();
  if (!canAccess || typeof username !== 'string') return <TextField {...props} />;
  return (
    <Link to={createPath({ resource: 'users', id: username, type: 'edit' })} variant="body2">
      {username}
    </Link>
  );
}
