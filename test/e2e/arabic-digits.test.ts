// One digit style per language: an Arabic page writes every number it shows (dates, counts, ids, years,
// a list's step numbers) in Arabic-Indic digits; only what a person typed (a phone number, a link) stays
// as typed. Walks the public pages and the back office in Arabic, with records whose dates and numbers
// are known, and finds no Latin digit outside them.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { noisyJpeg } from './gallery-setup.ts';
import { text } from './fixtures/texts.ts';

/** What a person typed into the records below: it is shown as typed. */
const TYPED = ['0521234567', '318273645'];

/** The texts on screen (and the names a screen reader hears) that hold a Latin digit outside typed data. */
function latinDigits(page: Page): Promise<string[]> {
  return page.evaluate((typed) => {
    const found: string[] = [];
    const check = (text: string, where: string) => {
      let rest = text;
      for (const value of typed) rest = rest.split(value).join('');
      // A link is typed data too (an activity's link, a calendar address).
      rest = rest.replace(/https?:\/\/\S+/g, '');
      if (/[0-9]/.test(rest)) found.push(`${where}: ${text.trim().slice(0, 80)}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (element.closest('script, style, input, textarea') || element.getClientRects().length === 0) continue;
      check(node.textContent ?? '', element.tagName.toLowerCase());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt]'))
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) check(value, `@${name}`);
      }
    // A numbered list's step numbers are the list's own, drawn by the browser.
    for (const item of document.body.querySelectorAll('ol > li'))
      if (getComputedStyle(item).listStyleType === 'decimal') found.push(`ol: ${item.textContent?.slice(0, 40)}`);
    return found;
  }, TYPED);
}

describe('Arabic pages write numbers in Arabic-Indic digits', () => {
  const portal = usePortal();
  const ids = { member: 0, partner: 0, activity: 0, notice: 0 };

  beforeAll(async () => {
    const api = await apiAs(portal.url, 'ADMIN');
    const post = async (path: string, body: Record<string, unknown>) => {
      const { status, json } = await api<{ id: number }>('POST', path, body);
      expect(status, path).toBe(201);
      return json.id;
    };
    ids.member = await post('/api/v1/members', {
      name: 'رامي',
      fatherName: 'سليم',
      gender: 'male',
      birthdate: '18-06-1860',
      phoneNumber: TYPED[0],
      identity: TYPED[1],
    });
    ids.partner = await post(`/api/v1/members/${ids.member}/addpartner`, { name: 'ليلى', gender: 'female', birthdate: '02-03-1865' });
    ids.activity = await post('/api/v1/activities', {
      activityName: 'نزهة العائلة',
      dateOfActivity: '25-11-2026',
      activityLink: 'https://example.org/2026',
    });
    ids.notice = await post('/api/v1/notifications', {
      notificationSubject: 'لقاء العائلة',
      notificationDescription: 'نلتقي في الساحة.',
      notificationcreatedBy: 1,
    });
  });

  test('signed out: the home, login, registration and contact pages', async () => {
    const page = await portal.page('ar');
    for (const path of ['/', '/login', '/register', '/contact-us', '/family-tree-instruction', '/family-history']) {
      await page.goto(`${portal.url}${path}`);
      await page.locator('main h1, main form').first().waitFor();
      expect(await latinDigits(page), path).toEqual([]);
    }
  });

  test('a moderator’s family pages, records and calendar', async () => {
    const page = await portal.page('ar');
    await signInAs(page, portal.url, 'ADMIN');
    const paths = [
      `/family-members/${ids.member}`,
      `/family-partners/${ids.partner}`,
      `/family-activities/${ids.activity}`,
      '/family-activities',
      `/family-notification/${ids.notice}`,
      '/family-notification',
      '/family-gallery',
      '/family-gallery/gallery-management',
      '/family-members/familystats',
      '/family-tree-instruction',
      '/profile',
    ];
    for (const path of paths) {
      await page.goto(`${portal.url}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await latinDigits(page), path).toEqual([]);
    }
    // The directory with the member chosen: the card's birth date.
    await page.goto(`${portal.url}/family-members`);
    await page.locator('#member-search').fill('رامي');
    await page.getByRole('button', { name: 'رامي سليم' }).click();
    await page.getByRole('region').getByText('١٨-٠٦-١٨٦٠').waitFor();
    expect(await latinDigits(page), '/family-members').toEqual([]);
  });

  test('photos chosen for an upload show their sizes, and several are named with their numbers, in Arabic digits', async () => {
    const api = await apiAs(portal.url, 'MODERATOR');
    // Letters only: a digit in the album's name would be typed data on the page.
    const album = `رحلة ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 5)}`;
    expect((await api('POST', '/api/v1/albums', { name: album, description: 'صور الرحلة' })).status).toBe(201);
    const page = await portal.page('ar');
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/family-gallery/gallery-management`);
    await page.getByRole('button', { name: `${text('ar', 'gallery.manage.showImages')}: ${album}` }).click();
    const upload = page.getByRole('form', { name: text('ar', 'gallery.manage.uploadImages') });
    await upload.getByLabel(text('ar', 'resources.images.fields.name')).fill('لقاء العائلة');
    await upload.getByLabel(text('ar', 'resources.images.fields.description')).fill('في الساحة');
    await expect.poll(() => upload.getByLabel(text('ar', 'resources.images.fields.album')).inputValue()).toBe(album);
    const [one, two] = await Promise.all([noisyJpeg(300, 200), noisyJpeg(300, 200)]);
    await upload.locator('input[type=file]').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: one },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: two },
    ]);
    await upload.getByRole('list', { name: text('ar', 'gallery.upload.chosen') }).waitFor();
    // The file names are the reader's own; the sizes beside them are ours.
    expect((await latinDigits(page)).filter((found) => !/one\.jpg|two\.jpg/.test(found))).toEqual([]);
    await upload.getByRole('button', { name: text('ar', 'gallery.upload.send') }).click();
    await page.getByRole('alertdialog').waitFor({ timeout: 30_000 });
    const { json: images } = await api<Array<{ name: string; album: string }>>('GET', '/api/v1/images');
    expect(
      images
        .filter((image) => image.album === album)
        .map((image) => image.name)
        .sort(),
    ).toEqual(['لقاء العائلة ١', 'لقاء العائلة ٢']);
    // Two photos resized and stored one after the other, on a busy machine, take longer than a page's look.
  }, 60_000);

  test('the back office: lists, a record, the GEDCOM picker', async () => {
    const page = await portal.page('ar');
    await signInAs(page, portal.url, 'ADMIN');
    for (const path of [
      '/adminboard/family-members',
      `/adminboard/family-members/${ids.member}/show`,
      '/adminboard/family-activities',
      '/adminboard/users',
      '/adminboard/changes',
    ]) {
      await page.goto(`${portal.url}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await latinDigits(page), path).toEqual([]);
    }
    await page.goto(`${portal.url}/adminboard/gedcom`);
    await page.getByRole('combobox', { name: text('ar', 'gedcom.underMember') }).fill('رامي');
    await page.getByRole('option', { name: /رامي/ }).first().waitFor();
    expect(await latinDigits(page), 'GEDCOM picker').toEqual([]);
  });
});
