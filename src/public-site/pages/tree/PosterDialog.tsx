// "Print a poster": the whole tree shown, or the part on screen, as a PDF on A4 or A3 sheets (all on one,
// or at a readable size over several, each sheet labelled with its place on the wall) or on one large
// page for a print shop; the pictures of the members who have one on their cards. It says what each
// choice gives (how high the names print, how many sheets) before anything is drawn, and how far it is.
import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { visibleBox } from './drawTree.ts';
import { download, wholeFrame, withEdge, type ExportFrame } from './exportTree.ts';
import { posterPhotos } from './posterPhotos.ts';
import { MOST_SHEETS, PAPERS, posterPlan, type Paper, type PosterPlan, type Spread } from './posterPlan.ts';
import { nameHeightMm, treePdf } from './treePdf.ts';
import { PRINT_PALETTE } from './treePalette.ts';

type Part = 'whole' | 'screen';

interface PosterDialogProps {
  open: boolean;
  onClose: () => void;
  /** The tree as the screen shows it now. */
  frame: () => ExportFrame;
  fileName: string;
}

type Progress = { stage: 'pictures' } | { stage: 'drawing'; done: number; total: number };

/** Millimetres as a reader sizes them: to the tenth below 10, whole above. */
const mm = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));

export function PosterDialog({ open, onClose, frame, fileName }: PosterDialogProps) {
  const { t, dir } = useI18n();
  const [part, setPart] = useState<Part>('whole');
  const [paper, setPaper] = useState<Paper>('a3');
  const [spread, setSpread] = useState<Spread>('fit');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  const making = useRef<AbortController | null>(null);

  // What is printed, as the tree looked when the dialog opened.
  const source = useMemo(() => {
    if (!open) return undefined;
    const onScreen = frame();
    const chosen = part === 'whole' ? wholeFrame(onScreen) : onScreen;
    return {
      frame: { ...chosen, palette: PRINT_PALETTE, marked: [] },
      box: withEdge(visibleBox(chosen.transform, chosen.width, chosen.height)),
    };
  }, [open, frame, part]);
  const plans = useMemo(
    () =>
      source && {
        fit: posterPlan(source.box, paper, 'fit'),
        pages: posterPlan(source.box, paper, 'pages', source.frame.layout.mirrored),
      },
    [source, paper],
  );
  const tooManySheets = plans !== undefined && plans.pages.pages.length > MOST_SHEETS;
  /** What the PDF is made by: the sheets at the readable size when chosen and there are several (not too many), else one. */
  const plan =
    plans && (paper !== 'large' && spread === 'pages' && plans.pages.pages.length > 1 && !tooManySheets ? plans.pages : plans.fit);

  const close = () => {
    making.current?.abort();
    making.current = null;
    setProgress(null);
    onClose();
  };

  const make = async () => {
    if (!source || !plan) return;
    const controller = new AbortController();
    making.current = controller;
    setFailed(false);
    try {
      setProgress({ stage: 'pictures' });
      const shown = source.frame.index.within(source.box);
      const photos = await posterPhotos(source.frame.layout, shown, controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) throw error;
        return new Map(); // the poster is made without pictures rather than not at all
      });
      const pdf = await treePdf({ ...source.frame, photos }, plan, {
        direction: dir,
        pageLabel:
          plan.pages.length > 1
            ? (page, sheet) => t('tree.export.poster.sheet', { row: page.row, column: page.column, sheet, sheets: plan.pages.length })
            : undefined,
        onProgress: (done, total) => setProgress({ stage: 'drawing', done, total }),
        signal: controller.signal,
      });
      download(pdf, `${fileName}-${paper}.pdf`);
      close();
    } catch {
      if (!controller.signal.aborted) setFailed(true);
      setProgress(null);
    }
  };

  const describe = (option: PosterPlan) => ({ mm: mm(nameHeightMm(option)), sheets: option.pages.length });
  const fitText = (option: PosterPlan) =>
    nameHeightMm(option) > 0 ? t('tree.export.poster.fit', describe(option)) : t('tree.export.poster.fitDots');
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="poster-title">
      <DialogTitle id="poster-title">{t('tree.export.poster.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="poster-part">{t('tree.export.poster.what')}</FormLabel>
            <RadioGroup aria-labelledby="poster-part" value={part} onChange={(e) => setPart(e.target.value as Part)}>
              <FormControlLabel value="whole" control={<Radio />} label={t('tree.export.poster.whole')} />
              <FormControlLabel value="screen" control={<Radio />} label={t('tree.export.poster.screen')} />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="poster-paper">{t('tree.export.poster.paper')}</FormLabel>
            <RadioGroup aria-labelledby="poster-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
              {PAPERS.map((p) => (
                <FormControlLabel key={p} value={p} control={<Radio />} label={t(`tree.export.poster.${p}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {/* A family that fits one sheet at the readable size has nothing to choose. */}
          {plans && paper !== 'large' && plans.pages.pages.length > 1 && (
            <FormControl>
              <FormLabel id="poster-spread">{t('tree.export.poster.size')}</FormLabel>
              <RadioGroup
                aria-labelledby="poster-spread"
                value={plan === plans.pages ? 'pages' : 'fit'}
                onChange={(e) => setSpread(e.target.value as Spread)}
              >
                <FormControlLabel value="fit" control={<Radio />} label={fitText(plans.fit)} />
                <FormControlLabel
                  value="pages"
                  control={<Radio />}
                  disabled={tooManySheets}
                  label={t(tooManySheets ? 'tree.export.poster.tooManySheets' : 'tree.export.poster.pages', describe(plans.pages))}
                />
              </RadioGroup>
            </FormControl>
          )}
          {plans && paper !== 'large' && plans.pages.pages.length === 1 && <Typography variant="body2">{fitText(plans.fit)}</Typography>}
          {plans && paper === 'large' && (
            <Typography variant="body2">
              {t('tree.export.poster.largeSize', {
                width: Math.round(plans.fit.widthMm / 10),
                height: Math.round(plans.fit.heightMm / 10),
                mm: mm(nameHeightMm(plans.fit)),
              })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('tree.export.poster.note')}
          </Typography>
          {progress && (
            <Stack spacing={1} role="status">
              <Typography variant="body2">
                {progress.stage === 'pictures'
                  ? t('tree.export.poster.pictures')
                  : t('tree.export.poster.drawing', { done: progress.done, total: progress.total })}
              </Typography>
              <LinearProgress
                variant={progress.stage === 'pictures' ? 'indeterminate' : 'determinate'}
                value={progress.stage === 'drawing' ? (100 * progress.done) / progress.total : undefined}
              />
            </Stack>
          )}
          {failed && <Alert severity="error">{t('tree.export.poster.failed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('tree.export.poster.cancel')}</Button>
        <Button variant="contained" onClick={() => void make()} disabled={progress !== null}>
          {t('tree.export.poster.make')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
