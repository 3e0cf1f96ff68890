// The upload-image form of the management page, of the image create page (spec sections 2 and 5) and of a
// family member's "Add photos" in the gallery: name, description and album required, several photos at once,
// each sent on its own with its own progress bar, so one refused photo does not stop the others and says why
// it was refused. A family member's photo may wait for a moderator: it says so, and the album is unchanged.
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../ButtonRow.tsx';
import { errorText } from '../../../ui/errors.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { FormResultMessage } from '../../../ui/forms/FormResultMessage.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useLocalNumber } from '../../../ui/numbers.ts';
import { BackButton } from '../family/BackButton.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { ChosenFiles, type ChosenFile } from './ChosenFiles.tsx';
import { entityFormRules } from './entityFormRules.ts';
import { FileDrop } from './FileDrop.tsx';
import { uploadImage, type Album } from './galleryApi.ts';
import { isolate } from '../../../../common/model/bidi.ts';

const NAMES = ['name', 'description', 'album'] as const;

export interface ImageUploadFormProps {
  albums: readonly Album[];
  /** The album chosen to start with (the one whose images the management page shows). */
  album?: string;
  /** Called after each photo the server stored. */
  onUploaded?: () => void;
  /** Where the back button leads when the page was opened directly; no back button without it. */
  backTo?: string;
  /** A family member's upload: says under the album whether it shows their photos at once or after a moderator's look. */
  byMember?: boolean;
}

let counter = 0;

export function ImageUploadForm({ albums, album = '', onUploaded, backTo, byMember = false }: ImageUploadFormProps) {
  const t = useTranslate();
  const number = useLocalNumber();
  const rules = useMemo(() => entityFormRules('images', NAMES), []);
  const form = useValidatedForm(rules, { album });
  const { setValue } = form;
  // The album the page shows is the one the photos go to, once it is known and whenever another is shown;
  // what was typed and the photos chosen stay.
  useEffect(() => {
    if (album) setValue('album', album);
  }, [album, setValue]);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const { show, dialog } = useMessage();
  const update = (key: string, change: Partial<ChosenFile>) => setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const submit = form.handleSubmit(async (values) => {
    const pending = files.filter((f) => f.outcome?.kind !== 'success');
    let refused = 0;
    let held = 0;
    // One after the other: a phone's upload line is shared, and each bar then moves at full speed.
    for (const [index, item] of pending.entries()) {
      const name = pending.length > 1 ? `${values.name} ${number(index + 1)}` : values.name;
      update(item.key, { progress: 0, outcome: null });
      try {
        const outcome = await uploadImage({ name, description: values.description, album: values.album }, item.file, (progress) =>
          update(item.key, { progress }),
        );
        const message = t(outcome === 'held' ? 'gallery.upload.held' : 'gallery.upload.done');
        update(item.key, { progress: 1, outcome: { kind: 'success', message } });
        if (outcome === 'held') held += 1;
        else onUploaded?.();
      } catch (error) {
        refused += 1;
        update(item.key, { progress: null, outcome: { kind: 'error', message: errorText(error, t) } });
      }
    }
    // The list stays, each photo marked uploaded, until new photos are chosen.
    if (refused === 0) {
      show(t(held > 0 ? 'gallery.upload.sentForReview' : 'gallery.upload.uploaded'));
      form.reset();
    }
    return null;
  });

  // Its own ids: the management page holds the create-album form too, with fields of the same names.
  const field = (name: (typeof NAMES)[number]) => ({ ...form.field(name), id: `image-${name}` });
  const options = [
    ...(form.values.album === '' ? [{ value: '', label: t('gallery.upload.pickAlbum') }] : []),
    ...albums.map((a) => ({ value: a.name, label: isolate(a.name) })),
  ];
  const waiting = files.some((f) => f.outcome?.kind !== 'success');
  const chosenAlbum = albums.find((a) => a.name === form.values.album);
  const albumField = field('album');
  const whenShown =
    byMember && chosenAlbum ? t(chosenAlbum.openToMembers ? 'gallery.upload.atOnce' : 'gallery.upload.reviewed') : undefined;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('gallery.manage.uploadImages')}>
      <Field
        {...field('name')}
        label={t('resources.images.fields.name')}
        hint={files.length > 1 ? t('gallery.upload.severalNamed') : undefined}
      />
      <Field {...field('description')} label={t('resources.images.fields.description')} multiline minRows={2} />
      <SelectField
        {...albumField}
        helperText={albumField.helperText ?? whenShown}
        label={t('resources.images.fields.album')}
        options={options}
      />
      <FileDrop
        disabled={form.submitting}
        onFiles={(chosen) =>
          setFiles((all) => [
            ...all.filter((f) => f.outcome?.kind !== 'success'),
            ...chosen.map((file) => ({ key: `f${(counter += 1)}`, file, progress: null, outcome: null })),
          ])
        }
      />
      <ChosenFiles files={files} busy={form.submitting} onRemove={(key) => setFiles((all) => all.filter((f) => f.key !== key))} />
      {/* Said only while nothing is chosen: photos just uploaded are shown as such, not as missing. */}
      {files.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('gallery.upload.noFile')}
        </Typography>
      )}
      <FormResultMessage result={form.result} />
      <ButtonRow sx={{ mt: 2, justifyContent: backTo ? 'space-between' : 'flex-end' }}>
        {backTo && <BackButton fallback={backTo} size="large" />}
        <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit || !waiting} sx={{ minWidth: 140 }}>
          {t('gallery.upload.send')}
        </Button>
      </ButtonRow>
      {dialog}
    </Box>
  );
}
