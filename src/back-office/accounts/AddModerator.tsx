// /adminboard/addmoderators/ (spec sections 2 and 5): username 3 to 20, e-mail, password 6 to 40, with
// the portal's form behaviour and its own messages. The moderator's account is active at once.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { accountApi } from '../../providers/accountApi.ts';
import { Field } from '../../ui/forms/Field.tsx';
import moderator from '../../../schema/forms/moderator.json';
import { formRules } from '../../ui/forms/schemaRules.ts';
import { useValidatedForm } from '../../ui/forms/useValidatedForm.ts';
import { AccountForm } from '../../ui/forms/AccountForm.tsx';

const RULES = formRules(moderator);

export function AddModerator() {
  const translate = useTranslate();
  const form = useValidatedForm(RULES, {}, translate);

  const submit = form.handleSubmit(async (values) => {
    await accountApi.signupModerator(values);
    form.reset();
    return { kind: 'success', message: translate('admin.moderator.created', { username: values.username }) };
  });

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="portal.screens.AddModerator" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('portal.screens.AddModerator')}
        </Typography>
        <AccountForm
          label={translate('portal.screens.AddModerator')}
          submitLabel={translate('admin.moderator.submit')}
          canSubmit={form.canSubmit}
          onSubmit={submit}
          result={form.result}
        >
          <Field
            {...form.field('username')}
            label={translate('account.fields.username')}
            hint={translate('account.hints.username', form.limits.username)}
            autoComplete="off"
            autoCapitalize="none"
          />
          <Field {...form.field('email')} type="email" label={translate('account.fields.email')} autoComplete="off" inputMode="email" />
          <Field
            {...form.field('password')}
            type="password"
            label={translate('account.fields.password')}
            hint={translate('account.hints.length', form.limits.password)}
            autoComplete="new-password"
          />
        </AccountForm>
      </CardContent>
    </Card>
  );
}
