// Right-to-left for Arabic and Hebrew (spec section 1): the document reads right to left and the theme's
// styles are mirrored (components are written once, left to right), so what starts on the left in
// English starts on the right; English stays left to right.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import type { Language } from '../../common/model/languages.ts';
import { PortalLayout } from '../../src/public-site/layout/PortalLayout.tsx';
import { LoginPage } from '../../src/public-site/pages/login/LoginPage.tsx';
import { renderPortal, stubApi } from './render.tsx';

const TEXTS = { ar, en, he };

/** The login screen a signed-out visitor gets on a family page: a notice above the form. */
async function loginScreen(lang: Language) {
  stubApi({});
  const screen = await renderPortal(
    <PortalLayout>
      <LoginPage />
    </PortalLayout>,
    { lang, path: '/family-tree' },
  );
  await expect.element(screen.getByText(TEXTS[lang].portal.login.requiredHere)).toBeVisible();
  return screen;
}

const box = (element: Element) => element.getBoundingClientRect();

describe.each([
  { lang: 'ar', dir: 'rtl' },
  { lang: 'he', dir: 'rtl' },
  { lang: 'en', dir: 'ltr' },
] as const)('$lang reads $dir', ({ lang, dir }) => {
  const rtl = dir === 'rtl';

  test('the document and its text run in the language direction', async () => {
    const screen = await loginScreen(lang);
    expect(document.documentElement.dir).toBe(dir);
    expect(document.documentElement.lang).toBe(lang);
    const main = screen.getByRole('main').element();
    expect(getComputedStyle(main).direction).toBe(dir);
    // The page's title starts where the reader's lines start.
    const title = screen.getByRole('heading', { level: 1 }).element();
    const section = title.parentElement!;
    const words = document.createRange();
    words.selectNodeContents(title);
    const text = words.getBoundingClientRect();
    if (rtl) expect(box(section).right - text.right).toBeLessThan(1);
    else expect(text.left - box(section).left).toBeLessThan(1);
    expect(Math.abs(box(section).width - text.width)).toBeGreaterThan(50);
  });

  test("the theme's left and right are mirrored: a notice's icon keeps its gap toward the text", async () => {
    const screen = await loginScreen(lang);
    const notice = screen.getByRole('alert').filter({ hasText: TEXTS[lang].portal.login.requiredHere });
    const icon = notice.element().querySelector('.MuiAlert-icon')!;
    const message = notice.element().querySelector('.MuiAlert-message')!;
    const style = getComputedStyle(icon);
    // MUI writes `margin-right: 12px`; mirrored for Arabic and Hebrew it is the left margin.
    expect(rtl ? style.marginLeft : style.marginRight).toBe('12px');
    expect(rtl ? style.marginRight : style.marginLeft).toBe('0px');
    // So the icon stands at the start of the line, before the text, 12 px from it.
    const gap = rtl ? box(icon).left - box(message).right : box(message).left - box(icon).right;
    expect(gap).toBeCloseTo(12, 0);
  });

  test("a field's label sits at the start of its box, and the language bar at the line's end", async () => {
    const screen = await loginScreen(lang);
    const input = screen.getByLabelText(TEXTS[lang].portal.login.username).element();
    const outline = input.closest('.MuiOutlinedInput-root')!;
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    const fromStart = rtl ? box(outline).right - box(label).right : box(label).left - box(outline).left;
    expect(fromStart).toBeGreaterThan(5);
    expect(fromStart).toBeLessThan(20);
    // The language buttons go to the end of the bar: the left in Arabic and Hebrew, the right in English.
    const bar = screen.getByRole('navigation', { name: TEXTS[lang].portal.language.label }).element();
    const buttons = [...bar.querySelectorAll('button')].map(box);
    if (rtl) expect(Math.min(...buttons.map((b) => b.left)) - box(bar).left).toBeLessThan(40);
    else expect(box(bar).right - Math.max(...buttons.map((b) => b.right))).toBeLessThan(40);
  });
});
