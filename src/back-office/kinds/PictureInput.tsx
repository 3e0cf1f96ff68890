// The upload of a record's picture, with the current one beside it so an edit shows what it replaces.
import Stack from '@mui/material/Stack';
import { ImageField, ImageInput, useRecordContext, useTranslate, type ImageInputProps } from 'react-admin';
import { thumbUrl } from './ImageLinkField.tsx';

export function PictureInput({ linkSource, ...props }: ImageInputProps & { linkSource: string }) {
  const link = useRecordContext()?.[linkSource];
  const translate = useTranslate();
  // The drop zone's file input is hidden from sight but not from screen readers: it needs its own name.
  const name = typeof props.label === 'string' ? translate(props.label) : undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      {typeof link === 'string' && link !== '' && (
        <img src={thumbUrl(link)} alt="" style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 8, flexShrink: 0 }} />
      )}
      <ImageInput {...props} accept={{ 'image/*': [] }} inputProps={{ 'aria-label': name }} sx={{ flexGrow: 1 }}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </Stack>
  );
}
