// The one code field of the SMS pages (spec sections 2, 4 and 9). Each submit takes one of the
// `verifytry` tries; when they run out after a wrong code the stored user is cleared and the user
// sent home, where the page says why. `confirm` sends the code; `onConfirmed` gets the server's success message.
import { useNavigate } from 'react-router';
import { clearStoredUser } from '../../../providers/session.ts';
import { errorText } from '../../../ui/errors.ts';
import { landingNotice } from '../../layout/LandingNotice.tsx';
import { Field } from '../../../ui/forms/Field.tsx';
import smsCode from '../../../../schema/forms/sms-code.json';
import { formRules } from '../../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { resetTries, takeTry } from './verifyTries.ts';

interface CodeEntryFormProps {
  confirm: (code: string) => Promise<{ message: string }>;
  onConfirmed: (message: string) => string;
}

const RULES = formRules(smsCode);

export function CodeEntryForm({ confirm, onConfirmed }: CodeEntryFormProps) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const form = useValidatedForm(RULES);
  const confirmed = form.result?.kind === 'success';

  const submit = form.handleSubmit(async ({ code }) => {
    const { left, exhausted } = takeTry();
    try {
      const { message } = await confirm(code);
      resetTries();
      return { kind: 'success', message: onConfirmed(message) };
    } catch (error) {
      if (exhausted) {
        clearStoredUser();
        refresh();
        navigate('/', { state: landingNotice('portal.errors.signedOutAfterTries') });
        return null;
      }
      // Says how many remain, since running out ends the session.
      return { kind: 'error', message: `${errorText(error, t)} ${t('account.code.triesLeft', { smart_count: left - 1 })}` };
    }
  });

  return (
    <AccountForm
      label={t('account.code.formLabel')}
      submitLabel={t('account.code.submit')}
      canSubmit={form.canSubmit && !confirmed}
      onSubmit={submit}
      result={form.result}
    >
      <Field
        {...form.field('code')}
        label={t('account.code.code')}
        hint={t('account.code.hint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        readOnly={confirmed}
      />
    </AccountForm>
  );
}
