// /adminboard/changes: the family's recent changes, newest first, or one record's history
// (?resource=…&recordId=…, the "History" button of a record's page). MODERATOR reads the family content's,
// ADMIN the accounts' roles too and undoes a change from its details.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Title, useLocale, usePermissions, useTranslate } from 'react-admin';
import { historyResources } from '../../../common/model/history.ts';
import type { Role } from '../../../common/model/roles.ts';
import { momentFormat } from '../kinds/LocalDateTimeField.tsx';
import { ChangeDialog } from './ChangeDialog.tsx';
import { actorOf, changeHeadline, fieldLabel, resourceLabel } from './changeTexts.ts';
import { listChanges, type Change } from './historyApi.ts';

const ALL = 'all';

export function ChangesPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const { permissions } = usePermissions<Role>();
  const [params, setParams] = useSearchParams();
  const resource = params.get('resource') ?? undefined;
  const recordId = params.get('recordId') ? Number(params.get('recordId')) : undefined;
  const [changes, setChanges] = useState<Change[] | undefined>();
  const [next, setNext] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<number | undefined>();

  const load = useCallback(
    (before?: number) =>
      listChanges({ resource, recordId }, before).then(
        (page) => {
          setChanges((loaded) => (before === undefined ? page.changes : [...(loaded ?? []), ...page.changes]));
          setNext(page.next);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [resource, recordId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const when = momentFormat(locale);
  const heading =
    recordId !== undefined && resource && changes?.[0]
      ? translate('admin.changes.recordTitle', { title: `${resourceLabel(translate, resource)} ${changes[0].title}` })
      : translate('admin.changes.title');
  const choose = (value: string) => setParams(value === ALL ? {} : { resource: value });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={heading} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {recordId === undefined && permissions && (
          <TextField
            select
            size="small"
            label={translate('admin.changes.show')}
            value={resource ?? ALL}
            onChange={(e) => choose(e.target.value)}
          >
            <MenuItem value={ALL}>{translate('admin.changes.all')}</MenuItem>
            {historyResources(permissions).map((name) => (
              <MenuItem key={name} value={name}>
                {translate(`resources.${name}.name`, { smart_count: 2, _: name })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {failed && <Alert severity="error">{translate('admin.changes.failed')}</Alert>}
      {changes?.length === 0 && <Alert severity="info">{translate('admin.changes.empty')}</Alert>}
      {changes && changes.length > 0 && (
        <Card>
          <List disablePadding aria-label={heading}>
            {changes.map((change) => (
              <li key={change.id}>
                <ListItemButton divider onClick={() => setShown(change.id)}>
                  <ListItemText
                    primary={changeHeadline(translate, change)}
                    secondary={[
                      when.format(new Date(change.at)),
                      actorOf(translate, change),
                      change.action === 'update' &&
                        change.fields.map((f) => fieldLabel(translate, change.resource, f.name)).join(translate('admin.changes.separator')),
                      change.followers > 0 && translate('admin.changes.followers', { smart_count: change.followers }),
                      change.undoneBy !== null && translate('admin.changes.undone'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Card>
      )}
      {next !== null && (
        <Button sx={{ mt: 2 }} onClick={() => void load(next)}>
          {translate('admin.changes.older')}
        </Button>
      )}
      {shown !== undefined && (
        <ChangeDialog
          id={shown}
          onClose={() => setShown(undefined)}
          onUndone={() => {
            setShown(undefined);
            void load();
          }}
        />
      )}
    </Box>
  );
}
