// The import card: a GEDCOM file, the member its branch joins under, a preview of what comes in (and
// what cannot be placed, and the problems found), then the import with its progress.
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
import { importGedcom, previewGedcom, type GedcomPreview, type ImportProgress } from '../../providers/gedcomApi.ts';
import { problemText } from './problemText.ts';
import { MemberChainPicker } from '../users/MemberChainPicker.tsx';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The file on its way, then the server reading it (no measure: indeterminate), then its steps written. */
function ProgressBar({ progress }: { progress: ImportProgress }) {
  const translate = useTranslate();
  const label =
    progress.step === 'upload'
      ? translate('gedcom.uploading')
      : translate('gedcom.writing', { done: progress.done, total: progress.total });
  const fraction = progress.step === 'upload' ? progress.fraction : progress.done / progress.total;
  return (
    <Stack spacing={1}>
      <Typography>{label}</Typography>
      <LinearProgress
        variant={progress.step === 'upload' && fraction >= 1 ? 'indeterminate' : 'determinate'}
        value={fraction * 100}
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
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  // The people already here: linked unless the admin says otherwise, for all or for one.
  const [matching, setMatching] = useState<'link' | 'none'>('link');
  const [separate, setSeparate] = useState<string[]>([]);

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
      setProblem(message(error));
    }
  };
  const runImport = async () => {
    setProgress({ step: 'upload', fraction: 0 });
    try {
      const done = await importGedcom(upload(), setProgress);
      const count = (what: 'members' | 'partners' | 'pictures') => translate(`gedcom.count.${what}`, { smart_count: done[what] });
      const linked = done.linked > 0 ? ` ${translate('gedcom.matches', { count: done.linked })}` : '';
      notify(
        `${translate('gedcom.imported', { members: count('members'), partners: count('partners'), pictures: count('pictures') })}${linked}`,
        { type: 'success' },
      );
      setPreview(null);
      setFile(null);
      setSeparate([]);
      refresh();
    } catch (error) {
      setProblem(translate('gedcom.failed', { message: message(error) }));
    } finally {
      setProgress(null);
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
          <Button variant="contained" disabled={!file || progress !== null} onClick={() => void runPreview()}>
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
              <Button
                variant="contained"
                color="primary"
                disabled={progress !== null}
                onClick={() => void runImport()}
                sx={{ alignSelf: 'flex-start' }}
              >
                {translate('gedcom.import')}
              </Button>
              {progress !== null && <ProgressBar progress={progress} />}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
