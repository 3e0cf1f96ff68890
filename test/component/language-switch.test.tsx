// The language bar of every page (spec section 1): each language named in its own script, the one in use
// marked, and a choice that turns the page on screen (its own texts too) into that language and
// direction, and is remembered for the next visit.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import { PortalLayout } from '../../src/public-site/layout/PortalLayout.tsx';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from '../../src/public-site/pages/account/accountTexts.ts';
import { RegisterForm } from '../../src/public-site/pages/account/RegisterForm.tsx';
import { LoginForm } from '../../src/public-site/pages/login/LoginForm.tsx';
import { renderPortal, stubApi } from './render.tsx';

const Register = withTexts(ACCOUNT_TEXTS, RegisterForm);

describe('language switch', () => {
  test('the reader switches from Arabic to English and on to Hebrew: texts, direction and the marked language follow', async () => {
    stubApi({});
    const screen = await renderPortal(
      <PortalLayout>
        <LoginForm />
      </PortalLayout>,
      { lang: 'ar', path: '/login' },
    );
    const bar = screen.getByRole('navigation', { name: ar.portal.language.label });
    await expect.element(bar.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(bar.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    // Each name is marked with its own language, so a screen reader reads it right.
    await expect.element(bar.getByRole('button', { name: 'עברית' })).toHaveAttribute('lang', 'he');
    await expect.element(screen.getByLabelText(ar.portal.login.username)).toBeVisible();

    await bar.getByRole('button', { name: 'English' }).click();
    await expect.element(screen.getByLabelText(en.portal.login.username)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: en.portal.login.submit })).toBeVisible();
    await expect
      .element(screen.getByRole('navigation', { name: en.portal.language.label }).getByRole('button', { name: 'English' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    // Remembered for the next visit, and told to the server, which sends that language's texts with the page.
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
    expect(document.cookie).toContain('selectedLanguage=en');

    await screen.getByRole('button', { name: 'עברית' }).click();
    await expect.element(screen.getByLabelText(he.portal.login.username)).toBeVisible();
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('selectedLanguage')).toBe('he');
  });

  test("a page's own texts change language with the frame's, without a key or a reload on the way: what was typed stays", async () => {
    stubApi({});
    const screen = await renderPortal(
      <PortalLayout>
        <Register onRegistered={() => {}} />
      </PortalLayout>,
      { lang: 'he', path: '/register' },
    );
    await screen.getByLabelText(he.account.fields.name).fill('Salma Haddad');
    // Every text on screen while the language changes: a key (`account.fields.name`) would be seen.
    const keysSeen = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const key of document.body.textContent?.match(/\b(?:account|portal)\.[\w.]+/g) ?? []) keysSeen.add(key);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });

    await screen.getByRole('button', { name: 'English' }).click();
    await expect.element(screen.getByLabelText(en.account.fields.name)).toHaveValue('Salma Haddad');
    await expect.element(screen.getByRole('button', { name: en.account.register.submit })).toBeVisible();
    observer.disconnect();
    expect([...keysSeen]).toEqual([]);
  });
});
