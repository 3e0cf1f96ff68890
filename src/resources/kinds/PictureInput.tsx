// The upload of a record's picture, with the current one beside it so an edit shows what it replaces.
import Stack from '@mui/material/Stack';
import { ImageField, ImageInput, useRecordContext, type ImageInputProps } from 'react-admin';
import { thumbUrl } from './ImageLinkField.tsx';

export function PictureInput({ linkSource, ...props }: ImageInputProps & { linkSource: string }) {
  const link = useRecordContext()?.[linkSource];
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      {typeof link === 'string' && link !== '' && (
        <img src={thumbUrl(link)} alt="" style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 8, flexShrink: 0 }} />
      )}
      <ImageInput {...props} accept={{ 'image/*': [] }} sx={{ flexGrow: 1 }}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </Stack>
  );
}
