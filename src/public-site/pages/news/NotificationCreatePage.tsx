// A new notice (spec section 2, "Notification create"): subject and extra information (required, spec
// section 5), a picture with a preview, the upload's progress while it travels, then the list. Success
// says what happened: the spec's 'Uploaded Successfully !' when a picture went up with the notice, that it
// was published when nothing was uploaded; a failure without a message says 'Please Try Again!'.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { entityByResource } from '../../../../common/model/entities.ts';
import { HttpError } from '../../../providers/httpClient.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { errorText } from '../../../ui/errors.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { createNotice } from './newsApi.ts';
import { PicturePicker } from './PicturePicker.tsx';
import { withNewsTexts } from './newsTexts.ts';
import { UploadProgress } from '../../../ui/forms/UploadProgress.tsx';

const NOTICE = entityByResource('family-notification');
const lengths = (name: string) => ({ minLength: NOTICE.properties[name].minLength, maxLength: NOTICE.properties[name].maxLength });
// The schema's own rules for the two fields the form sends: required, and their length limits.
const RULES = formRules({
  $id: NOTICE.$id,
  required: ['subject', 'description'],
  properties: { subject: lengths('subject'), description: lengths('description') },
});

/** The message the server answered with, if it sent one. */
function serverMessage(error: unknown): string {
  const body = error instanceof HttpError ? error.body : undefined;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
}

function NotificationCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { user } = useSession();
  const form = useValidatedForm(RULES);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { show, dialog } = useMessage();
  const label = (name: 'subject' | 'description') => t(`resources.family-notification.fields.${name}`);

  const submit = form.handleSubmit(
    async ({ subject, description }) => {
      setProgress(0);
      try {
        await createNotice({ subject, description, file, createdBy: user?.id ?? 0 }, setProgress);
        show(t(file ? 'news.create.uploaded' : 'news.create.published'), () => navigate('/family-notification'));
      } finally {
        setProgress(null);
      }
      return null;
    },
    // Spec section 8: the server's message, and a failure the server said nothing about asks to try again.
    (error) => show(serverMessage(error) ? errorText(error, t) : t('news.create.tryAgain')),
  );

  const sending = progress !== null;
  return (
    <PageSection titleKey="portal.screens.NotificationCreate" title={t('portal.screens.NotificationCreate')} narrow>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('portal.screens.NotificationCreate')}>
        <Field {...form.field('subject')} label={label('subject')} autoComplete="off" readOnly={sending} />
        <Field {...form.field('description')} label={label('description')} multiline minRows={5} readOnly={sending} />
        <PicturePicker file={file} onChange={setFile} disabled={sending} />
        {sending && <UploadProgress fraction={progress} label={t('news.create.progress')} />}
        <ButtonRow sx={{ mt: 3, justifyContent: 'space-between' }}>
          <Button component={RouterLink} to="/adminboard/" variant="outlined" size="large">
            {t('news.create.adminBoard')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit} sx={{ minWidth: 140 }}>
            {t('news.create.submit')}
          </Button>
        </ButtonRow>
      </Box>
      {dialog}
    </PageSection>
  );
}

export const NotificationCreatePage = withNewsTexts(NotificationCreate);
