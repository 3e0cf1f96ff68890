// Choosing the notice's picture on a phone: the chooser, a preview of the chosen picture before it is
// sent, and a way to take it back.
import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function PicturePicker({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}) {
  const t = useTranslate();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <Box sx={{ mt: 2 }}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={t('news.create.preview')}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, mb: 2, borderRadius: 1, bgcolor: 'grey.200' }}
        />
      )}
      <ButtonRow>
        <Button component="label" variant="outlined" size="large" disabled={disabled} sx={{ flex: '1 1 12rem' }}>
          {t(file ? 'news.create.change' : 'news.create.choose')}
          <input
            type="file"
            name="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              // The same file chosen again after a removal must still count as a change.
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Button variant="text" color="error" size="large" disabled={disabled} onClick={() => onChange(null)}>
            {t('news.create.remove')}
          </Button>
        )}
      </ButtonRow>
      <Box component="p" sx={{ m: 0, mt: 1, color: 'text.secondary', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
        {file ? <bdi>{file.name}</bdi> : t('news.create.optional')}
      </Box>
    </Box>
  );
}
