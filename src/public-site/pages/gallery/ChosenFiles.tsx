// The photos chosen for an upload, each seen as a small picture with its name and size, with its own
// progress bar while it travels and its own outcome: uploaded, or the server's reason for refusing it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { fileSize } from '../../../../common/model/fileSize.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { UploadProgress } from '../../../ui/forms/UploadProgress.tsx';
import { PhotoPreview } from './PhotoPreview.tsx';

export interface ChosenFile {
  key: string;
  file: File;
  /** 0 to 1 while it uploads; null before. */
  progress: number | null;
  outcome: { kind: 'success' | 'error'; message: string } | null;
}

export function ChosenFiles({ files, onRemove, busy }: { files: readonly ChosenFile[]; onRemove: (key: string) => void; busy: boolean }) {
  const { t, locale } = useI18n();
  if (files.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('gallery.upload.chosen')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {files.map(({ key, file, progress, outcome }) => (
        <Box component="li" key={key} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PhotoPreview file={file} />
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} dir="auto">
              {file.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {fileSize(file.size, locale)}
            </Typography>
            {!busy && outcome?.kind !== 'success' && (
              <IconButton onClick={() => onRemove(key)} aria-label={t('gallery.upload.remove', { name: file.name })}>
                <CloseIcon />
              </IconButton>
            )}
          </Box>
          {progress !== null && <UploadProgress fraction={progress} label={t('gallery.upload.progress', { name: file.name })} mt={1} />}
          {outcome && (
            <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
              {outcome.message}
            </Alert>
          )}
        </Box>
      ))}
    </Box>
  );
}
