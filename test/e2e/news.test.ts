// The notification screens of spec section 2 with the demo accounts: a moderator creates a notice with a
// picture (preview, upload progress, the spec's texts) and deletes one after the confirmation; a family
// member reads the list and the detail in Arabic; the news by mail and, in the back office, how its mails went;
// a plain user gets the no-access view.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { outboxMail } from '../support/outbox.ts';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const tr = (key: string, values?: Record<string, string>) => text('en', key, values);
const unique = () => Math.random().toString(36).slice(2, 8);

/** Closes the message dialog after checking its text. */
async function dismiss(page: Page, message: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: tr('family.common.ok') }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A photo big enough (noise does not compress) for its upload to take a moment on a slow line. */
const noisyPhoto = () => {
  const width = 700;
  const height = 500;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
};

describe('notification screens', () => {
  const portal = usePortal();

  test('a moderator creates a notice with a picture: preview, progress, the spec texts, then the list with it first', async () => {
    const subject = `Family day ${unique()}`;
    const page = await portal.page('en', { viewport: { width: 375, height: 800 } });
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/family-notification`);
    await page.getByRole('link', { name: tr('portal.screens.NotificationCreate') }).click();
    await page.waitForURL(`${portal.url}/family-notification/create`);
    expect(await page.getByRole('link', { name: tr('news.create.adminBoard') }).getAttribute('href')).toBe('/adminboard/');

    // Submit waits for both required fields.
    const submit = page.getByRole('button', { name: tr('news.create.submit') });
    await page.locator('#field-subject').fill(subject);
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('#field-description').fill('Friday in the village square.\nBring the children.');
    await page.locator('input[type=file]').setInputFiles({ name: 'square.jpg', mimeType: 'image/jpeg', buffer: await noisyPhoto() });
    await page.getByRole('img', { name: tr('news.create.preview') }).waitFor();

    // A slow upload line, so that the progress shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 100_000 });
    await submit.click();
    await page.getByRole('progressbar', { name: tr('news.create.progress') }).waitFor();
    await dismiss(page, 'Uploaded Successfully !');
    await page.waitForURL(`${portal.url}/family-notification`);
    const first = page.locator('main article').first();
    await first.getByRole('heading', { name: subject }).waitFor();
    expect(await first.locator('img').getAttribute('src')).toMatch(/\/api\/v1\/notifications\/\d+\/download\?.*size=thumb/);

    await first.getByRole('link', { name: tr('news.list.moreDetails') }).click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    await page.getByText('Bring the children.').waitFor();
    const picture = page.getByRole('img', { name: subject });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(700);
    await page.context().close();
  }, 60_000);

  test('a failure shows the server message, and one without a message asks to try again', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/family-notification/create`);
    await page.locator('#field-subject').fill('Not a picture');
    await page.locator('#field-description').fill('A document in disguise');
    await page.locator('input[type=file]').setInputFiles({ name: 'letter.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4') });
    const submit = page.getByRole('button', { name: tr('news.create.submit') });
    await submit.click();
    await dismiss(page, tr('portal.validation.notAnImage'));

    await page.route('**/api/v1/notifications', (route) => route.fulfill({ status: 502, body: '' }));
    await submit.click();
    await dismiss(page, 'Please Try Again!');
    expect(page.url()).toBe(`${portal.url}/family-notification/create`);
    await page.context().close();
  });

  test('opened by its address, the list asks for its first notices once, and brings the rest as the reader scrolls, newest first', async () => {
    const api = await apiAs(portal.url, 'MODERATOR');
    const tag = unique();
    const subjects = Array.from({ length: 14 }, (_, n) => `Scroll ${tag} ${n + 1}`);
    for (const subject of subjects)
      expect((await api('POST', '/api/v1/notifications', { subject, description: 'Read on' })).status).toBe(201);
    const total = (await api<unknown[]>('GET', '/api/v1/notifications')).json.length;

    const page = await portal.page('en', { viewport: { width: 375, height: 800 } });
    await signInAs(page, portal.url, 'BISH');
    const firstPageReads: string[] = [];
    page.on('request', (request) => {
      const range = new URL(request.url()).searchParams.get('range');
      if (request.url().includes('/api/v1/notifications?') && range?.startsWith('[0,')) firstPageReads.push(range);
    });
    await page.goto(`${portal.url}/family-notification`);
    const headings = page.locator('main article h2');
    await headings.first().waitFor();
    await expect
      .poll(async () => {
        await page.locator('main article').last().scrollIntoViewIfNeeded();
        return headings.count();
      })
      .toBe(total);
    const shown = await headings.allTextContents();
    expect(new Set(shown).size).toBe(total);
    expect(shown.filter((subject) => subject.startsWith(`Scroll ${tag}`))).toEqual([...subjects].reverse());
    await page.getByText(tr('news.list.count', { shown: String(total), total: String(total) })).waitFor();
    expect(firstPageReads).toHaveLength(1);
    await page.context().close();
  }, 60_000);

  test('a moderator deletes a notice after the confirmation', async () => {
    const api = await apiAs(portal.url, 'MODERATOR');
    const subject = `Old news ${unique()}`;
    const { json } = await api<{ id: number }>('POST', '/api/v1/notifications', { subject, description: 'No longer true' });
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/family-notification`);
    await page.getByRole('button', { name: tr('news.list.delete', { subject }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this notification?').waitFor();
    await dialog.getByRole('button', { name: tr('family.common.confirmDelete') }).click();
    // While the dialog is open the page behind it is hidden from the accessibility tree: the card is looked for once it has closed.
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { name: subject }).count()).toBe(0);
    expect((await api('GET', `/api/v1/notifications/${json.id}`)).status).toBe(404);
    await page.context().close();
  });

  test('a family member reads in Arabic, with the date in Arabic, and is offered no delete or create', async () => {
    const api = await apiAs(portal.url, 'MODERATOR');
    const subject = `عرس ${unique()}`;
    const { json } = await api<{ id: number; createdDate: string }>('POST', '/api/v1/notifications', {
      subject,
      description: 'في ساحة القرية',
    });
    const page = await portal.page('ar');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-notification`);
    await page.getByRole('heading', { name: subject }).waitFor();
    expect(await page.getByRole('button', { name: text('ar', 'news.list.delete', { subject }) }).count()).toBe(0);
    expect(await page.getByRole('link', { name: text('ar', 'portal.screens.NotificationCreate') }).count()).toBe(0);

    await page.goto(`${portal.url}/family-notification/${json.id}`);
    const date = page.locator('main time');
    await date.waitFor();
    expect(await date.getAttribute('datetime')).toBe(json.createdDate);
    // The year in Arabic-Indic digits, the month by its Arabic name.
    const year = new Date(json.createdDate).getFullYear().toLocaleString('ar-SA', { useGrouping: false });
    const month = new Date(json.createdDate).toLocaleString('ar-SA', { month: 'long', calendar: 'gregory' });
    expect(await date.textContent()).toContain(year);
    expect(await date.textContent()).toContain(month);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.context().close();
  });

  test('a family member chooses the news by mail in Hebrew on the profile, receives the next notice, and stops it from the mail', async () => {
    const page = await portal.page('en', { viewport: { width: 375, height: 800 } });
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/profile`);
    const setting = page.getByRole('region', { name: tr('news.subscription.title') });
    await setting.getByRole('switch', { name: tr('news.subscription.label') }).check();
    await setting.getByText(tr('news.subscription.saved')).waitFor();
    await setting.getByLabel(tr('news.subscription.language')).selectOption('he');
    await setting.getByText(tr('news.subscription.saved')).waitFor();
    const email = (await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email)) as string;

    const api = await apiAs(portal.url, 'MODERATOR');
    const subject = `Picnic ${unique()}`;
    const { json } = await api<{ id: number }>('POST', '/api/v1/notifications', { subject, description: 'Saturday at the spring' });
    const mail = await outboxMail(portal.dataDir, email);
    expect(mail.subject).toBe(text('he', 'news.mail.subject', { subject }));
    expect(mail.text).toContain('Saturday at the spring');
    expect(mail.text).toContain(`/family-notification/${json.id}`);

    // The notice's page in the back office tells the admin how its mails went.
    const board = await portal.page('en');
    await signInAs(board, portal.url, 'ADMIN');
    await board.goto(`${portal.url}/adminboard/family-notification/${json.id}/show`);
    await board
      .getByRole('region', { name: tr('admin.deliveries.title') })
      .getByText(tr('admin.deliveries.sent', { count: '1' }))
      .waitFor();
    await board.context().close();

    const unsubscribe = new URL(mail.text.match(/https?:\/\/\S+\/api\/v1\/news\/unsubscribe\/\S+/)![0]);
    await page.goto(`${portal.url}${unsubscribe.pathname}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: text('he', 'news.mail.unsubscribeButton') }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toContain(email);

    await page.goto(`${portal.url}/profile`);
    const after = page
      .getByRole('region', { name: tr('news.subscription.title') })
      .getByRole('switch', { name: tr('news.subscription.label') });
    await after.waitFor();
    expect(await after.isChecked()).toBe(false);
    await page.context().close();
  }, 60_000);

  test('a plain user gets the no-access view on the list; a family member on the create screen', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'USER');
    await page.goto(`${portal.url}/family-notification`);
    await page.getByText(tr('portal.guard.entranceFamilyOnly')).waitFor();
    expect(await page.locator('main article').count()).toBe(0);
    await page.context().close();

    const member = await portal.page('en');
    await signInAs(member, portal.url, 'BISH');
    await member.goto(`${portal.url}/family-notification/create`);
    await member.getByText(tr('portal.guard.staffOnly')).waitFor();
    expect(await member.locator('#field-subject').count()).toBe(0);
    await member.context().close();
  });
});
