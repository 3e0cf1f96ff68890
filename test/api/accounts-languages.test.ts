// A family member reads the portal's mail and SMS in the language they use the portal in: the browser
// sends it as Accept-Language, and a request naming none of the portal's languages gets Arabic.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMail, outboxSms } from '../support/outbox.ts';
import { activeAccount, call, newAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const LANGUAGE_OF: Array<[string | undefined, 'ar' | 'en' | 'he']> = [
  [undefined, 'ar'],
  ['fr-FR,fr;q=0.9', 'ar'],
  ['ar', 'ar'],
  ['en-US,en;q=0.9', 'en'],
  ['he-IL', 'he'],
  ['de;q=0.9, he;q=0.8', 'he'],
];

const EXPECTED = {
  ar: {
    activation: 'فعّل حسابك في بوابة العائلة',
    reset: 'إعادة تعيين كلمة المرور في بوابة العائلة',
    // The code as it is typed; the minutes and hours in Arabic digits, as the Arabic pages write numbers.
    sms: /^بوابة العائلة: رمزك هو \d{6}، وهو صالح لمدة ١٠ دقائق\.$/,
    hours: '٤٨',
  },
  en: {
    activation: 'Activate your account on the family portal',
    reset: 'Reset your family portal password',
    sms: /^Family portal: your code is \d{6}\. It is valid for 10 minutes\.$/,
    hours: '48',
  },
  he: {
    activation: 'הפעלת החשבון שלך בפורטל המשפחה',
    reset: 'איפוס הסיסמה בפורטל המשפחה',
    sms: /^פורטל המשפחה: הקוד שלך הוא \d{6}\. הוא בתוקף 10 דקות\.$/,
    hours: '48',
  },
};

describe('the language of mail and SMS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite' });
  });
  afterAll(async () => t?.close());

  const headers = (acceptLanguage: string | undefined) => (acceptLanguage ? { 'accept-language': acceptLanguage } : {});

  test.each(LANGUAGE_OF)(
    'Accept-Language %s: the activation mail is in %s, with its greeting, link and time limit',
    async (acceptLanguage, lang) => {
      const account = newAccount({ name: 'Salma Nasser' });
      const signup = await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account, headers: headers(acceptLanguage) });
      expect(signup.statusCode, signup.body).toBe(201);
      const mail = await outboxMail(t.config.dataDir, account.email);
      expect(mail.subject).toBe(EXPECTED[lang].activation);
      expect(mail.text).toContain('Salma Nasser');
      expect(mail.text).toContain(EXPECTED[lang].hours);
      expect(mail.link).toMatch(new RegExp(`/activate/${account.username}/[A-Za-z0-9_-]{43}$`));
    },
  );

  test.each(LANGUAGE_OF)('Accept-Language %s: the password reset mail is in %s', async (acceptLanguage, lang) => {
    const account = await activeAccount(t);
    const reset = await call(t, {
      method: 'POST',
      url: `/api/auth/users/resetpasswordoruser/${account.email}`,
      headers: headers(acceptLanguage),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const mail = await outboxMail(t.config.dataDir, account.email);
    expect(mail.subject).toBe(EXPECTED[lang].reset);
    expect(mail.link).toMatch(new RegExp(`/users/${account.username}/resetpassword/[A-Za-z0-9_-]{43}$`));
  });

  test.each(LANGUAGE_OF)('Accept-Language %s: the permission code and the new-number code come in %s', async (acceptLanguage, lang) => {
    const account = await activeAccount(t);
    const request = await call(
      t,
      { method: 'POST', url: `/api/auth/users/${account.username}/requestnow`, headers: headers(acceptLanguage) },
      account.token,
    );
    expect(request.statusCode, request.body).toBe(200);
    expect(await outboxSms(t.config.dataDir, account.phoneNumber)).toMatch(EXPECTED[lang].sms);

    const newNumber = newAccount().phoneNumber;
    const change = await call(
      t,
      { method: 'POST', url: `/api/auth/users/modifynumber/${account.username}/${newNumber}`, headers: headers(acceptLanguage) },
      account.token,
    );
    expect(change.statusCode, change.body).toBe(200);
    expect(await outboxSms(t.config.dataDir, newNumber)).toMatch(EXPECTED[lang].sms);
  });
});
