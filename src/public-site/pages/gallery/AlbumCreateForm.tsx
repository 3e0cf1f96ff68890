// The create-album form (spec section 5: name and description required); the answer's message shows
// under it, green or red.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ButtonRow } from '../../ButtonRow.tsx';
import { Field } from '../../../ui/forms/Field.tsx';
import { FormResultMessage } from '../../../ui/forms/FormResultMessage.tsx';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { entityFormRules } from './entityFormRules.ts';
import { createAlbum, type Album } from './galleryApi.ts';

const NAMES = ['name', 'description'] as const;

export function AlbumCreateForm({ onCreated }: { onCreated: (album: Album) => void }) {
  const t = useTranslate();
  const rules = useMemo(() => entityFormRules('albums', NAMES), []);
  const form = useValidatedForm(rules);
  const submit = form.handleSubmit(async (values) => {
    // The answer's message is the server's English; the reader gets the same in their language.
    const { message: _english, ...album } = await createAlbum(values);
    form.reset();
    onCreated(album);
    return { kind: 'success', message: t('gallery.manage.albumCreated') };
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('gallery.manage.createAlbum')}>
      <Field {...form.field('name')} label={t('resources.albums.fields.name')} />
      <Field {...form.field('description')} label={t('resources.albums.fields.description')} multiline minRows={2} />
      <FormResultMessage result={form.result} />
      <ButtonRow sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit} sx={{ minWidth: 140 }}>
          {t('gallery.manage.create')}
        </Button>
      </ButtonRow>
    </Box>
  );
}
