// A record page's way to its history: the changes of this record, for the roles that read them.
import HistoryIcon from '@mui/icons-material/History';
import { Button, useBasename, usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import { Link } from 'react-router';
import { historyResources } from '../../../common/model/history.ts';
import { SERVER_ID_SOURCE } from '../../providers/recordShape.ts';
import type { Role } from '../../../common/model/roles.ts';

export function HistoryButton() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const basename = useBasename();
  const { permissions } = usePermissions<Role>();
  if (!resource || !record || !permissions || !historyResources(permissions).includes(resource)) return null;
  // A keyed record (a user, addressed by username) keeps the server's numeric id aside.
  const id = SERVER_ID_SOURCE in record ? record[SERVER_ID_SOURCE] : record.id;
  return (
    <Button component={Link} to={`${basename}/changes?resource=${resource}&recordId=${String(id)}`} label="admin.changes.history">
      <HistoryIcon />
    </Button>
  );
}
