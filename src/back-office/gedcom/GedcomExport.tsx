// The export card: the whole family as GEDCOM 5.5.1 or 7.0, with private fields only when asked for.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useLocalNumber } from '../useLocalNumber.ts';
import { downloadGedcom, type GedcomVersion } from '../../providers/gedcomApi.ts';

export function GedcomExport() {
  const translate = useTranslate();
  const notify = useNotify();
  const local = useLocalNumber();
  const [version, setVersion] = useState<GedcomVersion | 'gdz'>('5.5.1');
  const [withPrivate, setWithPrivate] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGedcom({ version, withPrivate });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {translate('gedcom.exportTitle')}
          </Typography>
          <Typography>{translate('gedcom.exportHelp')}</Typography>
          <TextField
            select
            size="small"
            label={translate('gedcom.version')}
            value={version}
            onChange={(e) => setVersion(e.target.value as GedcomVersion | 'gdz')}
          >
            <MenuItem value="5.5.1">{local('5.5.1')}</MenuItem>
            <MenuItem value="7.0">{local('7.0')}</MenuItem>
            <MenuItem value="gdz">{translate('gedcom.gedzip')}</MenuItem>
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={withPrivate} onChange={(e) => setWithPrivate(e.target.checked)} />}
            label={translate('gedcom.withPrivate')}
          />
          <Button variant="contained" disabled={busy} onClick={() => void download()}>
            {translate('gedcom.download')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
