// The contact form (spec sections 2, 5 and 7): name 3–20, subject at least 5, message at most 500,
// all required. A signed-in member writes from their account's e-mail; a visitor gives one to be answered at.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { httpClient } from '../../providers/httpClient.ts';
import { errorText } from '../errors.ts';
import { Field } from '../forms/Field.tsx';
import { FormResultMessage } from '../forms/FormResultMessage.tsx';
import { email, lengthBetween, maxLength, minLength, required } from '../forms/rules.ts';
import { useValidatedForm } from '../forms/useValidatedForm.ts';
import { useTranslate } from '../i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';
import { useSession } from '../session/SessionProvider.tsx';

// The spec's limits; the subject's upper bound is the server's, so a long one fails here, not there.
export const CONTACT_LIMITS = { nameMin: 3, nameMax: 20, subjectMin: 5, subjectMax: 200, messageMax: 500 } as const;

const RULES = {
  name: [required, lengthBetween(CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax)],
  mailFrom: [required, email],
  mailSubject: [required, minLength(CONTACT_LIMITS.subjectMin), maxLength(CONTACT_LIMITS.subjectMax)],
  mailContent: [required, maxLength(CONTACT_LIMITS.messageMax)],
};

export function ContactUsPage() {
  const t = useTranslate();
  const { user } = useSession();
  const accountMail = user?.email ?? '';
  const form = useValidatedForm(RULES, { mailFrom: accountMail, name: user?.name ?? '' });
  const length = [...form.values.mailContent].length;

  const submit = form.handleSubmit(async (values) => {
    try {
      await httpClient('/api/v1/mail/contactus', {
        method: 'POST',
        body: JSON.stringify({ ...values, name: values.name.trim(), mailFrom: values.mailFrom.trim() }),
      });
    } catch (error) {
      return { kind: 'error', message: errorText(error, t) };
    }
    form.reset();
    return { kind: 'success', message: t('portal.contact.sent') };
  });

  return (
    <PageSection titleKey="portal.contact.title" title={t('portal.contact.title')} narrow>
      <Typography sx={{ mb: 1 }}>{t('portal.contact.intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('portal.contact.title')}>
        <Field {...form.field('name')} label={t('portal.contact.name')} autoComplete="name" />
        <Field
          {...form.field('mailFrom')}
          type="email"
          label={t('portal.contact.mailFrom')}
          autoComplete="email"
          autoCapitalize="none"
          readOnly={accountMail !== ''}
        />
        <Field {...form.field('mailSubject')} label={t('portal.contact.subject')} />
        <Field
          {...form.field('mailContent')}
          label={t('portal.contact.message')}
          multiline
          minRows={5}
          helperText={form.field('mailContent').helperText ?? t('portal.contact.remaining', { count: CONTACT_LIMITS.messageMax - length })}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!form.canSubmit} sx={{ mt: 2 }}>
          {t('portal.contact.send')}
        </Button>
        <FormResultMessage result={form.result} />
      </Box>
    </PageSection>
  );
}
