// A photo suggestion's own fields: the album it goes to, and its name and description as the gallery's upload
// form asks them (schema/image.json).
import Alert from '@mui/material/Alert';
import { isolate } from '../../../../common/model/bidi.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import type { FieldProps } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getAlbums } from '../gallery/galleryApi.ts';

/** The image's fields a photo suggestion proposes. */
export const PHOTO_FIELDS = ['name', 'description', 'album'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

export function PhotoFields({ field }: { field: (name: PhotoField) => FieldProps }) {
  const t = useTranslate();
  const albums = useLoaded(getAlbums, 'albums');
  const album = field('album');
  return (
    <>
      <RecordState loaded={albums}>
        {(list) =>
          list.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('gallery.noAlbums')}
            </Alert>
          ) : (
            <SelectField
              {...album}
              label={t('resources.images.fields.album')}
              options={[
                ...(album.value === '' ? [{ value: '', label: t('gallery.upload.pickAlbum') }] : []),
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
