// The users list's details button: /adminboard/users/{username}, the record's details page.
import Button from '@mui/material/Button';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Link } from 'react-router';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';

export function DetailsButton(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={createPath({ resource: 'users', id: record.id, type: 'edit' })}
      startIcon={<InfoOutlinedIcon />}
    >
      {translate('admin.users.details')}
    </Button>
  );
}
