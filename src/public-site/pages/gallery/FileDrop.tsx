// Where photos are chosen: a large button that opens the phone's picker (several at once, unless one is
// asked), and on a computer an area the photos can be dropped on.
import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function FileDrop({
  onFiles,
  disabled,
  multiple = true,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  multiple?: boolean;
}) {
  const t = useTranslate();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        mt: 2,
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <Button component="label" variant="outlined" size="large" startIcon={<AddPhotoAlternateIcon />} disabled={disabled}>
        {t(multiple ? 'gallery.upload.choose' : 'gallery.upload.chooseOne')}
        <input
          type="file"
          name="file"
          accept="image/*,.heic,.heif"
          multiple={multiple}
          hidden
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // The same photo may be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('gallery.upload.drop')}
      </Typography>
    </Box>
  );
}
