// A family member's "Add photos" beside the album they look at: the upload form in a dialog (the whole screen
// on a phone), opened at that album. Whether the photos show at once or after a moderator's look is said under
// the album chosen; photos added at once appear in the album behind the dialog.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { atLeast } from '../../../../common/model/roles.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import type { Album } from './galleryApi.ts';
import { ImageUploadForm } from './ImageUploadForm.tsx';

export interface AddPhotosProps {
  albums: readonly Album[];
  album: Album;
  /** Called after each photo added to an album at once. */
  onAdded: () => void;
}

export function AddPhotos({ albums, album, onAdded }: AddPhotosProps) {
  const t = useTranslate();
  const { role } = useSession();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => setOpen(true)}>
        {t('gallery.add.button')}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="add-photos-title">
          <DialogTitle id="add-photos-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
            <Box component="span" sx={{ flex: 1 }}>
              {t('gallery.add.title')}
            </Box>
            <IconButton onClick={() => setOpen(false)} aria-label={t('family.common.cancel')} edge="end">
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <ImageUploadForm albums={albums} album={album.name} onUploaded={onAdded} byMember={!atLeast(role, 'MODERATOR')} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
