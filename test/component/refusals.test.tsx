// What the server refuses shows at the field it names, in the reader's language and digits, not as the
// server's text in a dialog; a refusal about nothing the form holds is said in a dialog, in the reader's words.
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import he from '../../i18n/he.json';
import { MemberEditPage } from '../../src/public-site/pages/members/MemberEditPage.tsx';
import { ACCOUNT_TEXTS } from '../../src/public-site/pages/account/accountTexts.ts';
import { RegisterForm } from '../../src/public-site/pages/account/RegisterForm.tsx';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { renderPortal, reply, signedIn, stubApi } from './render.tsx';

const Register = withTexts(ACCOUNT_TEXTS, RegisterForm);

/** The page at its route, which gives it the member's id. */
const EditPage = () => (
  <Routes>
    <Route path="/family-members/:id/edit" element={<MemberEditPage />} />
  </Routes>
);

const MEMBER = {
  id: 12,
  name: 'سليم',
  fatherName: 'حسن',
  familyName: 'حداد',
  gender: 'male',
  isMarried: 'no',
  isAlive: 'yes',
  birthdate: '03-02-1895',
};

function memberEdit(answer: unknown) {
  return stubApi({
    'GET /api/auth/users/session': signedIn('MODERATOR'),
    'GET /api/v1/members/12': MEMBER,
    'GET /api/v1/members/12/getpartners': [],
    'GET /api/v1/members/12/getchildren': [],
    'PUT /api/v1/members/12': answer,
  });
}

describe('a refused member edit', () => {
  test('the field the server names says the fault in Arabic, with Arabic digits, and takes the focus', async () => {
    const api = memberEdit(
      reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Name: At most 60 characters',
        fields: [{ field: 'name', rule: 'maxLength', limit: 60 }],
      }),
    );
    const screen = await renderPortal(<EditPage />, { lang: 'ar', path: '/family-members/12/edit', user: signedIn('MODERATOR') });
    const name = screen.getByRole('textbox', { name: ar.resources['family-members'].fields.name });
    await name.fill('سليم'.repeat(16));
    await screen.getByRole('button', { name: ar.family.common.submit }).click();

    await expect.element(screen.getByText('٦٠ حرفًا على الأكثر')).toBeVisible();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveFocus();
    // No dialog with the server's English.
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    // Changed, the field no longer says the server's fault.
    await name.fill('سليم');
    await expect.element(screen.getByText('٦٠ حرفًا على الأكثر')).not.toBeInTheDocument();
  });

  test('a refusal about nothing the form holds is said in the dialog, in the reader’s words', async () => {
    memberEdit(reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'The server could not complete the request' }));
    const screen = await renderPortal(<EditPage />, { lang: 'ar', path: '/family-members/12/edit', user: signedIn('MODERATOR') });
    await screen.getByRole('button', { name: ar.family.common.submit }).click();
    await expect.element(screen.getByRole('alertdialog')).toHaveTextContent(`${ar.family.edit.errorPrefix}${ar.portal.errors.generic}`);
  });
});

test('a registration the server refuses for its username shows at the username, in Hebrew', async () => {
  stubApi({
    'POST /api/auth/users/signup': reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Username could not contain spaces',
      fields: [{ field: 'username', rule: 'pattern', message: 'Username could not contain spaces' }],
    }),
  });
  const screen = await renderPortal(<Register onRegistered={() => {}} />, { lang: 'he' });
  await screen.getByLabelText(he.account.fields.name).fill('Salim Haddad');
  await screen.getByLabelText(he.account.fields.username).fill('salim_h');
  await screen.getByLabelText(he.account.fields.email).fill('salim@example.org');
  await screen.getByLabelText(he.account.fields.password).fill('a good password');
  await screen.getByLabelText(he.account.fields.phone).fill('0501234567');
  await screen.getByRole('button', { name: he.account.register.submit }).click();

  const username = screen.getByLabelText(he.account.fields.username);
  await expect.element(username).toHaveAttribute('aria-invalid', 'true');
  await expect.element(screen.getByText(he.portal.validation.usernameSpaces)).toBeVisible();
  await expect.element(screen.getByText(he.portal.validation.checkFields)).toBeVisible();
});
