// The public frame as a family member meets it: languages and direction, the menu at the spec's
// breakpoints, unknown paths, and a first visit that leaves the back office undownloaded.
import { describe, expect, test } from 'vitest';
import { usePortal } from './fixtures/suite.ts';

describe('public frame', () => {
  const portal = usePortal();

  test('Arabic by default, right to left; the language bar switches and remembers', async () => {
    const page = await portal.browser.newPage();
    await page.goto(`${portal.url}/`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('أهلًا وسهلًا في بوابة العائلة');
    // The footer's year in the Arabic digits the page writes every number in.
    const year = String(new Date().getFullYear());
    expect(await page.locator('footer').innerText()).toContain(`© ${year.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])}`);

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Welcome to the family portal');
    expect(await page.locator('footer').innerText()).toContain(`© ${year}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');

    await page.getByRole('button', { name: 'עברית' }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.reload();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('ברוכים הבאים לפורטל המשפחה');
    expect(await page.locator('html').getAttribute('lang')).toBe('he');
    await page.context().close();
  });

  test('an unknown path shows Page Not Found inside the frame', async () => {
    const page = await portal.page('en');
    await page.goto(`${portal.url}/family-members/1/nonsense`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Page Not Found');
    expect(await page.getByRole('button', { name: 'English' }).isVisible()).toBe(true);
    await page.context().close();
  });

  test('the menu collapses below 1170 px; the footer links hide below 380 px; padding 50 px, 30 px at 991 px', async () => {
    const page = await portal.page('en', { viewport: { width: 1170, height: 800 } });
    await page.goto(`${portal.url}/`);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const aboutLink = page.getByRole('link', { name: 'About us', exact: true }).first();
    await aboutLink.waitFor();
    expect(await menuButton.isVisible()).toBe(false);
    const padding = () => page.locator('main').evaluate((m) => getComputedStyle(m).paddingLeft);
    expect(await padding()).toBe('50px');

    await page.setViewportSize({ width: 1169, height: 800 });
    await expect.poll(() => menuButton.isVisible()).toBe(true);
    await expect.poll(() => page.locator('#portal-menu').isVisible()).toBe(false);
    await menuButton.click();
    await page.locator('#portal-menu').getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('About our village');
    expect(await page.locator('#portal-menu').isVisible()).toBe(false);

    await page.setViewportSize({ width: 992, height: 800 });
    expect(await padding()).toBe('50px');
    await page.setViewportSize({ width: 991, height: 800 });
    expect(await padding()).toBe('30px');

    const social = page.locator('footer ul');
    await page.setViewportSize({ width: 380, height: 800 });
    expect(await social.isVisible()).toBe(true);
    await page.setViewportSize({ width: 379, height: 800 });
    expect(await social.isVisible()).toBe(false);
    await page.context().close();
  });

  test('a first visit of the home page downloads no back-office code', async () => {
    const page = await portal.page('ar');
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${portal.url}/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /AdminApp|react-admin/.test(s))).toEqual([]);
    await page.context().close();
  });

  test('without a payment page the home page has no donation box', async () => {
    const page = await portal.page('en');
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { name: 'About this portal' }).waitFor();
    expect(await page.locator('#donate-title').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/donation/i);
    await page.context().close();
  });

  test('static pages: tree instructions link to the root member, with no update date this install did not configure', async () => {
    const page = await portal.page('en');
    await page.goto(`${portal.url}/family-tree-instruction`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('How to use the family tree');
    expect(await page.getByRole('link', { name: 'Open the family tree' }).getAttribute('href')).toBe('/family-tree/1');
    expect(await page.locator('main').innerText()).not.toMatch(/update/i);
    await page.goto(`${portal.url}/family-aboutus`);
    await page.getByText('About 12 km west of the nearby city').waitFor();
    await page.getByText('270 m above sea level').waitFor();
    await page.goto(`${portal.url}/donationsuccess`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Thank you for your donation');
    await page.context().close();
  });
});
