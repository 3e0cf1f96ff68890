// The one picture a suggestion brings (a photo, a new child's): chosen from the phone's camera or its files,
// seen before it is sent, with its progress while it travels.
import Typography from '@mui/material/Typography';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { ChosenFiles, type ChosenFile } from '../gallery/ChosenFiles.tsx';
import { FileDrop } from '../gallery/FileDrop.tsx';
import { GALLERY_TEXTS } from '../gallery/galleryTexts.ts';

export interface PicturePickerProps {
  picture: ChosenFile | null;
  onPicture: (file: File | null) => void;
  busy: boolean;
  /** What the picture is, said above it (a new child's, optional); none for a photo, which is the suggestion itself. */
  caption?: string;
}

export function PicturePicker({ picture, onPicture, busy, caption }: PicturePickerProps) {
  // The picker's words are the gallery's.
  const ready = useTexts(GALLERY_TEXTS);
  if (!ready) return null;
  return (
    <>
      {caption && (
        <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
          {caption}
        </Typography>
      )}
      {picture ? (
        <ChosenFiles files={[picture]} busy={busy} onRemove={() => onPicture(null)} />
      ) : (
        <FileDrop multiple={false} disabled={busy} onFiles={([first]) => onPicture(first ?? null)} />
      )}
    </>
  );
}
