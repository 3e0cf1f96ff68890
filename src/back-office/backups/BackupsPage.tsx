// /adminboard/backups (ADMIN): the backups the server keeps (scheduled by BACKUP_SCHEDULE or taken here),
// newest first, each downloadable, and a button that takes one now.
import { useCallback, useEffect, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { fileSize } from '../../../common/model/fileSize.ts';
import { localeOf, momentFormat } from '../kinds/LocalDateTimeField.tsx';
import { downloadBackup, listBackups, takeBackup, type BackupFile } from './backupsApi.ts';

export function BackupsPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const [backups, setBackups] = useState<BackupFile[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    listBackups().then(
      (list) => {
        setBackups(list);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  const takeNow = async () => {
    setBusy(true);
    try {
      await takeBackup();
      notify('admin.backups.taken', { type: 'success' });
      load();
    } catch {
      notify('admin.backups.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const download = (name: string) => downloadBackup(name).catch(() => notify('admin.backups.failed', { type: 'error' }));
  const when = momentFormat(locale);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="admin.backups.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('admin.backups.title')}
        </Typography>
        <Button variant="contained" disabled={busy} onClick={() => void takeNow()}>
          {translate(busy ? 'admin.backups.taking' : 'admin.backups.takeNow')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('admin.backups.explain')}
      </Typography>
      {failed && <Alert severity="error">{translate('admin.backups.failed')}</Alert>}
      {backups && backups.length === 0 && <Alert severity="info">{translate('admin.backups.empty')}</Alert>}
      {backups && backups.length > 0 && (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.backups.createdAt')}</TableCell>
                <TableCell>{translate('admin.backups.size')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {backups.map((b) => (
                <TableRow key={b.name}>
                  <TableCell>{when.format(new Date(b.createdAt))}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{fileSize(b.bytes, localeOf(locale))}</TableCell>
                  <TableCell align="right">
                    <Button
                      startIcon={<DownloadIcon />}
                      onClick={() => void download(b.name)}
                      aria-label={`${translate('admin.backups.download')} ${when.format(new Date(b.createdAt))}`}
                    >
                      {translate('admin.backups.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}
