// The import card: a GEDCOM file, the member its branch joins under, a preview of what comes in (and
// what cannot be placed, and the problems found), then the import with its progress, which a reload finds again,
// and the recent imports with their reports.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Member } from '../../../common/generated/types.ts';
import { previewGedcom, type GedcomImportJob, type GedcomPreview } from '../../providers/gedcomApi.ts';
import { errorText } from '../../ui/errors.ts';
import { GedcomImportList } from './GedcomImportList.tsx';
import { importReportText, importStepText } from './importReportText.ts';
import { problemText } from './problemText.ts';
import { useGedcomImports } from './useGedcomImports.ts';
import { MemberChainPicker } from '../users/MemberChainPicker.tsx';

/** The file on its way, then the server reading its records, then its steps written (each measured once known). */
function ProgressBar({ sending, job }: { sending: number | null; job: GedcomImportJob | null }) {
  const translate = useTranslate();
  const step = sending === null && job ? importStepText(translate, job) : null;
  const label = step?.text ?? translate('gedcom.uploading');
  const fraction = step ? step.fraction : sending;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
      <Typography>{label}</Typography>
      <LinearProgress
        variant={fraction === null || fraction >= 1 ? 'indeterminate' : 'determinate'}
        value={(fraction ?? 0) * 100}
        aria-label={label}
      />
    </Stack>
  );
}

export function GedcomImport() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [under, setUnder] = useState<Member | null>(null);
  const [ancestor, setAncestor] = useState<string | undefined>();
  const [preview, setPreview] = useState<GedcomPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The people already here: linked unless the admin says otherwise, for all or for one.
  const [matching, setMatching] = useState<'link' | 'none'>('link');
  const [separate, setSeparate] = useState<string[]>([]);
  const imports = useGedcomImports((job) => {
    if (job.report) {
      notify(importReportText(translate, job.report), { type: 'success' });
      setPreview(null);
      setFile(null);
      setSeparate([]);
      refresh();
    } else setProblem(translate('gedcom.failed', { message: errorText(job.error?.message, translate) }));
  });
  const busy = imports.sending !== null || imports.running !== null;

  const upload = (chosen = ancestor, how = { matching, separate }) => ({
    file: file!,
    ancestor: chosen,
    underId: under?.id ?? undefined,
    ...how,
  });
  const runPreview = async (chosen?: string, how?: { matching: 'link' | 'none'; separate: string[] }) => {
    setProblem(null);
    setPreview(null);
    if (how) {
      setMatching(how.matching);
      setSeparate(how.separate);
    }
    try {
      const answer = await previewGedcom(upload(chosen, how));
      setPreview(answer);
      setAncestor(answer.ancestor);
    } catch (error) {
      setProblem(errorText(error, translate));
    }
  };
  const runImport = async () => {
    setProblem(null);
    try {
      await imports.start(upload());
    } catch (error) {
      setProblem(translate('gedcom.failed', { message: errorText(error, translate) }));
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {translate('gedcom.importTitle')}
          </Typography>
          <Typography>{translate('gedcom.importHelp')}</Typography>
          <Button variant="outlined" component="label">
            {file ? file.name : translate('gedcom.chooseFile')}
            <input
              hidden
              type="file"
              accept=".ged,.GED,.gdz,.GDZ,text/plain,application/zip"
              aria-label={translate('gedcom.chooseFile')}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setAncestor(undefined);
              }}
            />
          </Button>
          <Stack sx={{ width: '100%', maxWidth: 560 }}>
            <MemberChainPicker label={translate('gedcom.underMember')} value={under} onChange={setUnder} />
          </Stack>
          <Button variant="contained" disabled={!file || busy} onClick={() => void runPreview()}>
            {translate('gedcom.preview')}
          </Button>
          {problem && <Alert severity="error">{problem}</Alert>}
          {preview && (
            <Stack spacing={1} sx={{ width: '100%' }} aria-live="polite">
              <TextField
                select
                size="small"
                sx={{ maxWidth: 560 }}
                label={translate('gedcom.ancestor')}
                value={preview.ancestor}
                onChange={(e) => void runPreview(e.target.value)}
              >
                {preview.candidates.map((c) => (
                  <MenuItem key={c.xref} value={c.xref}>
                    {`${c.name} (${translate('gedcom.descendants', { count: c.descendants, smart_count: c.descendants })})`}
                  </MenuItem>
                ))}
              </TextField>
              {/* The people of the file, each counted once: members, partners from outside the family, not placed. */}
              <Typography>{translate('gedcom.inFile', { count: preview.inFile })}</Typography>
              <Typography>{translate('gedcom.people', { count: preview.people })}</Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={matching === 'link'}
                    onChange={(e) => void runPreview(ancestor, { matching: e.target.checked ? 'link' : 'none', separate: [] })}
                  />
                }
                label={translate('gedcom.linkFound')}
              />
              {matching === 'link' && <Typography>{translate('gedcom.matches', { count: preview.matches.count })}</Typography>}
              {(preview.matches.list.length > 0 || separate.length > 0) && matching === 'link' && (
                <List dense>
                  {preview.matches.list.map((m) => (
                    <ListItem key={m.xref}>
                      <FormControlLabel
                        control={
                          <Checkbox checked onChange={() => void runPreview(ancestor, { matching, separate: [...separate, m.xref] })} />
                        }
                        label={translate('gedcom.samePerson', { name: m.name, id: m.memberId })}
                      />
                    </ListItem>
                  ))}
                  {separate.map((xref) => (
                    <ListItem key={xref}>
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={false}
                            onChange={() => void runPreview(ancestor, { matching, separate: separate.filter((x) => x !== xref) })}
                          />
                        }
                        label={translate('gedcom.addedAnew', { xref: `@${xref}@` })}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              <Typography>{translate('gedcom.partners', { count: preview.spouses })}</Typography>
              <Typography>{translate('gedcom.pictures', { count: preview.pictures })}</Typography>
              <Typography>{translate('gedcom.unplaced', { count: preview.unplaced.count })}</Typography>
              {preview.unplaced.people.length > 0 && (
                <List dense>
                  {preview.unplaced.people.map((p) => (
                    <ListItem key={p.xref}>
                      <ListItemText primary={p.name} secondary={translate(`gedcom.unplacedReason.${p.reason}`)} />
                    </ListItem>
                  ))}
                </List>
              )}
              <Typography>{translate('gedcom.problems', { count: preview.problems.count })}</Typography>
              {preview.problems.list.length > 0 && (
                <List dense>
                  {preview.problems.list.map((p, i) => (
                    <ListItem key={i}>{problemText(translate, p)}</ListItem>
                  ))}
                </List>
              )}
              <Button variant="contained" color="primary" disabled={busy} onClick={() => void runImport()} sx={{ alignSelf: 'flex-start' }}>
                {translate('gedcom.import')}
              </Button>
            </Stack>
          )}
          {busy && <ProgressBar sending={imports.sending} job={imports.running} />}
          <GedcomImportList jobs={imports.recent} />
        </Stack>
      </CardContent>
    </Card>
  );
}
