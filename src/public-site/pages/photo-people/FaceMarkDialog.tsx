// Marking a named person's face on the photo: the whole photo, and a box dragged across the face with a
// finger or a mouse (drawn again to correct it); saved with the name, or left as it was. Full screen on a phone.
import { useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FaceBox } from '../../../../common/generated/api.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { boxBetween, pointOn, type Point } from './faceBox.ts';

const percent = (fraction: number) => `${fraction * 100}%`;

export interface FaceMarkDialogProps {
  /** The person's name, as the list shows it. */
  name: string;
  photo: { src: string; width: number; height: number };
  box: FaceBox | null;
  onSave: (box: FaceBox) => void;
  onClose: () => void;
}

export function FaceMarkDialog({ name, photo, box: start, onSave, onClose }: FaceMarkDialogProps) {
  const t = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [box, setBox] = useState<FaceBox | null>(start);
  const from = useRef<Point | null>(null);
  const drag = (event: PointerEvent<HTMLElement>) => {
    if (!from.current) return;
    const next = boxBetween(from.current, pointOn(event.currentTarget, event.clientX, event.clientY));
    if (next) setBox(next);
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="face-mark-title">
      <DialogTitle id="face-mark-title">{t('photoPeople.markTitle', { name })}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>{t('photoPeople.markHow')}</Typography>
        <Box
          role="img"
          aria-label={t('photoPeople.markTitle', { name })}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            from.current = pointOn(event.currentTarget, event.clientX, event.clientY);
          }}
          onPointerMove={drag}
          onPointerUp={(event) => {
            drag(event);
            from.current = null;
          }}
          // The photo whole, as large as the screen lets it be, its own proportions kept; the finger draws, it does not scroll.
          sx={{
            position: 'relative',
            mx: 'auto',
            aspectRatio: `${photo.width} / ${photo.height}`,
            width: `min(100%, 65vh * ${photo.width / photo.height})`,
            touchAction: 'none',
            cursor: 'crosshair',
            userSelect: 'none',
          }}
        >
          <Box
            component="img"
            src={photo.src}
            alt=""
            draggable={false}
            sx={{ display: 'block', width: '100%', height: '100%', pointerEvents: 'none' }}
          />
          {box && (
            <Box
              data-testid="face-box"
              // A place in the picture, not in the text: inline, so that right-to-left styling does not mirror it.
              style={{ left: percent(box.x), top: percent(box.y), width: percent(box.width), height: percent(box.height) }}
              sx={{ position: 'absolute', border: '2px solid #fff', boxShadow: '0 0 0 2px rgba(0,0,0,0.6)', borderRadius: 1 }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('family.common.cancel')}</Button>
        <Button variant="contained" disabled={!box || box === start} onClick={() => box && onSave(box)}>
          {t('photoPeople.markSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
