// The form of one kind of suggestion inside the dialog: the record's fields as the moderators' forms show
// them (RecordFields), a photo with its album, name and description, or a memory's text, then the optional
// reason. Sending creates the suggestion and nothing else; a field the server refuses says why at the field,
// anything else above the buttons.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { SuggestionKind } from '../../../../common/generated/api.ts';
import contract from '../../../../schema/api/suggestions.json';
import { directoryName } from '../../../../common/model/personName.ts';
import { SUGGESTION_PICTURE } from '../../../../common/model/suggestionValues.ts';
import { suggestChange, suggestWithPicture } from '../../../providers/suggestionsApi.ts';
import { errorText } from '../../../ui/errors.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { formRules, type FormRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { RecordFields } from '../family/RecordFields.tsx';
import { recordRules } from '../family/recordForm.ts';
import type { ChosenFile } from '../gallery/ChosenFiles.tsx';
import { entityFormRules } from '../gallery/entityFormRules.ts';
import { PHOTO_FIELDS, PhotoFields } from './PhotoFields.tsx';
import { PicturePicker } from './PicturePicker.tsx';
import { kindForm, proposedChanges, type Subject } from './suggestionForms.ts';

/** The reason every suggestion may give, as long as the contract takes it. */
const REASON = formRules({
  $id: 'suggestionReason',
  properties: { reason: { maxLength: contract.definitions.newSuggestion.properties.reason.maxLength, 'x-trim': true } },
});

/** A memory's one field, instead of a record's, as long as the contract takes it. */
const MEMORY = formRules({
  $id: 'suggestionMemory',
  required: ['memory'],
  properties: { memory: { maxLength: contract.definitions.memoryChanges.properties.memory.maxLength, 'x-trim': true } },
});

/** A photo's fields, as the gallery's upload asks them. */
const PHOTO = entityFormRules('images', PHOTO_FIELDS);

/** A photo of the person is named after them (as the directory names them) to start with, as long as an image's name may be. */
const photoStart = (subject: Subject) => ({ name: directoryName(subject.record).slice(0, PHOTO.limits.name.max) });

/** Two forms' rules as one. */
const joined = (a: FormRules<string>, b: FormRules<string>): FormRules<string> => ({
  rules: { ...a.rules, ...b.rules },
  trimmed: [...a.trimmed, ...b.trimmed],
  limits: { ...a.limits, ...b.limits },
  follows: a.follows,
});

export interface SuggestionFormProps {
  kind: SuggestionKind;
  subject: Subject;
  onBack: (() => void) | undefined;
  onSent: () => void;
}

export function SuggestionForm({ kind, subject, onBack, onSent }: SuggestionFormProps) {
  const { t, lang } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const record = useMemo(() => kindForm(kind, subject), [kind, subject]);
  const isPhoto = kind === 'photo';
  const takesPicture = SUGGESTION_PICTURE[kind] !== 'none';
  const rules = useMemo(
    () => joined(record ? recordRules(record.resource, record.names, lang, record.required) : isPhoto ? PHOTO : MEMORY, REASON),
    [record, isPhoto, lang],
  );
  const form = useValidatedForm(rules, record?.start ?? (isPhoto ? photoStart(subject) : undefined));
  // The picture the suggestion brings: the photo itself, or a new child's.
  const [photo, setPhoto] = useState<ChosenFile | null>(null);
  const picker = takesPicture && (
    <PicturePicker
      picture={photo}
      onPicture={(file) => setPhoto(file && { key: 'picture', file, progress: null, outcome: null })}
      busy={form.submitting}
      caption={isPhoto ? undefined : t('suggest.form.picture')}
    />
  );
  const changes = record
    ? proposedChanges(kind, record, form.values)
    : isPhoto
      ? Object.fromEntries(PHOTO_FIELDS.map((name) => [name, form.values[name].trim()]))
      : { memory: form.values.memory.trim() };
  const nothing = isPhoto ? photo === null : Object.values(changes).every((value) => value === '');

  const submit = form.handleSubmit(
    async ({ reason }) => {
      const suggestion = { resource: subject.resource, recordId: subject.record.id, kind, changes, ...(reason ? { reason } : {}) };
      if (photo) await suggestWithPicture(suggestion, photo.file, (progress) => setPhoto({ ...photo, progress }));
      else await suggestChange(suggestion);
      onSent();
      return null;
    },
    // A day's suggestions spent (429) or earlier ones still waiting: the server's text, in the reader's words.
    (error) => {
      if (photo) setPhoto({ ...photo, progress: null });
      setFailure(errorText(error, t));
    },
  );

  const hint = (name: 'memory' | 'reason') => t('portal.validation.maxLength', form.limits[name]);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t(`suggest.kinds.${kind}`)}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent dividers>
        <Typography variant="h6" component="h3">
          {t(`suggest.kinds.${kind}`)}
        </Typography>
        <Typography color="text.secondary">{t(`suggest.intro.${kind}`)}</Typography>
        {record ? (
          <>
            <RecordFields
              resource={record.resource}
              names={record.names}
              field={form.field}
              setValue={form.setValue}
              suggestions={record.suggestions}
              choices={record.choices}
            />
            {picker}
          </>
        ) : isPhoto ? (
          <>
            {picker}
            <PhotoFields field={form.field} />
          </>
        ) : (
          <Field {...form.field('memory')} label={t('suggest.form.memory')} hint={hint('memory')} multiline minRows={5} />
        )}
        <Field {...form.field('reason')} label={t('suggest.form.reason')} hint={hint('reason')} multiline minRows={2} />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ gap: 1, p: 2, flexWrap: 'wrap' }}>
        {onBack && (
          <Button onClick={onBack} size="large" sx={{ marginInlineEnd: 'auto' }}>
            {t('family.common.back')}
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit || nothing}>
          {t('suggest.form.send')}
        </Button>
      </DialogActions>
    </Box>
  );
}
