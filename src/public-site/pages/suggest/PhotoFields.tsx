// A photo suggestion's fields: the picture (one, from the phone's camera or its files), seen before it is
// sent and with its progress while it travels, then the album it goes to and its name and description as
// the gallery's own upload form asks them (schema/image.json).
import Alert from '@mui/material/Alert';
import { isolate } from '../../../../common/model/bidi.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import type { FieldProps } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { ChosenFiles, type ChosenFile } from '../gallery/ChosenFiles.tsx';
import { FileDrop } from '../gallery/FileDrop.tsx';
import { getAlbums } from '../gallery/galleryApi.ts';
import { GALLERY_TEXTS } from '../gallery/galleryTexts.ts';

/** The image's fields a photo suggestion proposes. */
export const PHOTO_FIELDS = ['name', 'description', 'album'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

export interface PhotoFieldsProps {
  field: (name: PhotoField) => FieldProps;
  photo: ChosenFile | null;
  onPhoto: (file: File | null) => void;
  busy: boolean;
}

export function PhotoFields({ field, photo, onPhoto, busy }: PhotoFieldsProps) {
  const t = useTranslate();
  const ready = useTexts(GALLERY_TEXTS);
  const albums = useLoaded(getAlbums, 'albums');
  if (!ready) return null;
  return (
    <>
      {photo ? (
        <ChosenFiles files={[photo]} busy={busy} onRemove={() => onPhoto(null)} />
      ) : (
        <FileDrop multiple={false} disabled={busy} onFiles={([first]) => onPhoto(first ?? null)} />
      )}
      <RecordState loaded={albums}>
        {(list) =>
          list.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('gallery.noAlbums')}
            </Alert>
          ) : (
            <SelectField
              {...field('album')}
              label={t('resources.images.fields.album')}
              options={[
                ...(field('album').value === '' ? [{ value: '', label: t('gallery.upload.pickAlbum') }] : []),
                ...list.map((a) => ({ value: a.name, label: isolate(a.name) })),
              ]}
            />
          )
        }
      </RecordState>
      <Field {...field('name')} label={t('resources.images.fields.name')} />
      <Field {...field('description')} label={t('resources.images.fields.description')} multiline minRows={2} />
    </>
  );
}
