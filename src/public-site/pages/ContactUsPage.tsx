// The contact form (spec sections 2, 5 and 7), its rules those of schema/forms/contact-us.json, which
// the server checks too. A signed-in member writes from their account's e-mail; a visitor gives one to be answered at.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { httpClient } from '../../providers/httpClient.ts';
import { Field } from '../../ui/forms/Field.tsx';
import { EmailField } from '../../ui/forms/EmailField.tsx';
import { FormResultMessage } from '../../ui/forms/FormResultMessage.tsx';
import contactUs from '../../../schema/forms/contact-us.json';
import { formRules } from '../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';
import { useSession } from '../session/SessionProvider.tsx';

const RULES = formRules(contactUs);
/** The message's limit, counted down under it. */
const MESSAGE_MAX = RULES.limits.mailContent.max ?? 0;

export function ContactUsPage() {
  const t = useTranslate();
  const { user } = useSession();
  const accountMail = user?.email ?? '';
  const form = useValidatedForm(RULES, { mailFrom: accountMail, name: user?.name ?? '' });
  const length = [...form.values.mailContent].length;

  const submit = form.handleSubmit(async (values) => {
    await httpClient('/api/v1/mail/contactus', {
      method: 'POST',
      body: JSON.stringify(values),
    });
    form.reset();
    return { kind: 'success', message: t('portal.contact.sent') };
  });

  return (
    <PageSection titleKey="portal.contact.title" title={t('portal.contact.title')} narrow>
      <Typography sx={{ mb: 1 }}>{t('portal.contact.intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('portal.contact.title')}>
        <Field {...form.field('name')} label={t('portal.contact.name')} autoComplete="name" />
        <EmailField {...form.field('mailFrom')} label={t('portal.contact.mailFrom')} readOnly={accountMail !== ''} />
        <Field {...form.field('mailSubject')} label={t('portal.contact.subject')} />
        <Field
          {...form.field('mailContent')}
          label={t('portal.contact.message')}
          multiline
          minRows={5}
          helperText={form.field('mailContent').helperText ?? t('portal.contact.remaining', { count: MESSAGE_MAX - length })}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!form.canSubmit} sx={{ mt: 2 }}>
          {t('portal.contact.send')}
        </Button>
        <FormResultMessage result={form.result} />
      </Box>
    </PageSection>
  );
}
