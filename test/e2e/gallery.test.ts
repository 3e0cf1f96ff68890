// The gallery screens of spec section 2 with the demo accounts: the looping slider in a left-to-right
// and a right-to-left language (buttons, keys, swipe, thumbnails, full screen with zoom), an empty
// album, and a moderator's album and image management with uploads and deletes.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALES, type Language } from '../../common/model/languages.ts';
import { isolate } from '../../common/model/bidi.ts';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';
import { newAlbum, noisyJpeg, unique } from './gallery-setup.ts';

/** The photo the slider shows: its name under the slider. */
const shownName = (page: Page) => page.locator('main h2').first();

async function expectShown(page: Page, name: string) {
  await page.locator('main h2', { hasText: name }).first().waitFor();
  expect(await shownName(page).textContent()).toBe(name);
}

/** Drags across the shown photo, as a finger swipes: toward the inline start or end of the page. */
async function swipe(page: Page, towards: 'left' | 'right') {
  const box = (await page.locator('.yarl__container').boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    towards === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move((from + to) / 2, y, { steps: 5 });
  await page.mouse.move(to, y, { steps: 5 });
  await page.mouse.up();
}

describe('family gallery', () => {
  const portal = usePortal();

  test.each<[Language, 'ltr' | 'rtl']>([
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ])(
    'in %s the slider loops at both ends, follows the %s keys and swipes, jumps from a thumbnail, and opens full screen with zoom',
    async (lang, direction) => {
      const tr = (key: string, values?: Record<string, string | number>) => text(lang, key, values);
      const digits = (n: number) => new Intl.NumberFormat(LOCALES[lang]).format(n);
      const { album } = await newAlbum(portal.url, ['First', 'Second', 'Third']);
      const page = await portal.page(lang, { viewport: { width: 375, height: 800 } });
      await signInAs(page, portal.url, 'BISH');
      await page.goto(`${portal.url}/family-gallery`);
      await page.getByRole('button', { name: album.name }).click();
      await expectShown(page, 'First');
      expect(await page.getByRole('button', { name: album.name }).getAttribute('aria-pressed')).toBe('true');

      const previous = page.getByRole('button', { name: tr('gallery.lightbox.previous') });
      const next = page.getByRole('button', { name: tr('gallery.lightbox.next') });
      // Before the first comes the last, after the last the first.
      await previous.click();
      await expectShown(page, 'Third');
      await next.click();
      await expectShown(page, 'First');
      await next.click();
      await expectShown(page, 'Second');
      expect(await page.getByText(tr('gallery.position', { index: digits(2), count: digits(3) }), { exact: true }).count()).toBe(1);

      // The next photo waits on the side the text runs to: the right in English, the left in Arabic.
      const nextX = (await next.boundingBox())!.x;
      const previousX = (await previous.boundingBox())!.x;
      expect(direction === 'ltr' ? nextX > previousX : nextX < previousX).toBe(true);
      const forward = direction === 'ltr' ? 'ArrowRight' : 'ArrowLeft';
      const back = direction === 'ltr' ? 'ArrowLeft' : 'ArrowRight';
      await page.locator('.yarl__container').focus();
      await page.keyboard.press(forward);
      await expectShown(page, 'Third');
      await page.keyboard.press(forward);
      await expectShown(page, 'First');
      await page.keyboard.press(back);
      await expectShown(page, 'Third');

      // A finger pulling the photo toward the start of the line brings the next one.
      await swipe(page, direction === 'ltr' ? 'left' : 'right');
      await expectShown(page, 'First');
      await swipe(page, direction === 'ltr' ? 'right' : 'left');
      await expectShown(page, 'Third');

      await page.getByRole('button', { name: tr('gallery.show', { index: digits(2), name: 'Second' }) }).click();
      await expectShown(page, 'Second');
      expect(await page.getByText('About Second', { exact: true }).count()).toBe(1);

      await page.getByRole('button', { name: tr('gallery.fullScreen') }).click();
      const view = page.getByRole('dialog', { name: tr('gallery.lightbox.view') });
      await view.waitFor();
      const viewport = page.viewportSize()!;
      const box = (await view.boundingBox())!;
      expect([box.width, box.height]).toEqual([viewport.width, viewport.height]);
      expect(await view.locator('.yarl__slide_current img').getAttribute('alt')).toBe('Second');
      await view.getByRole('button', { name: tr('gallery.lightbox.zoomIn') }).click();
      await view
        .getByRole('button', { name: tr('gallery.lightbox.zoomOut') })
        .and(page.locator(':enabled'))
        .waitFor();
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });
      await page.context().close();
    },
    60_000,
  );

  test('an album with no photo says so', async () => {
    const { album } = await newAlbum(portal.url, []);
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-gallery?album=${album.id}`);
    await page.getByText(text('en', 'gallery.emptyAlbum'), { exact: true }).waitFor();
    await page.context().close();
  }, 60_000);

  test('a moderator creates an album, uploads two photos with progress, sees a refused file, and deletes with confirmations', async () => {
    const tr = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    const page = await portal.page('en', { viewport: { width: 375, height: 800 } });
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/family-gallery/gallery-management`);
    const name = `Feast ${unique()}`;
    const createForm = page.getByRole('form', { name: tr('gallery.manage.createAlbum') });
    await createForm.getByLabel(text('en', 'resources.albums.fields.name')).fill(name);
    const create = createForm.getByRole('button', { name: tr('gallery.manage.create') });
    expect(await create.isDisabled()).toBe(true);
    await createForm.getByLabel(text('en', 'resources.albums.fields.description')).fill('The village feast');
    await create.click();
    await createForm.getByRole('status').getByText(tr('gallery.manage.albumCreated')).waitFor();
    await page.getByRole('button', { name: `${tr('gallery.manage.showImages')}: ${name}` }).click();

    // Slow the upload line, so that each photo's bar is seen between empty and full.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });
    const upload = page.getByRole('form', { name: tr('gallery.manage.uploadImages') });
    await upload.getByLabel(text('en', 'resources.images.fields.name')).fill('Dabke');
    await upload.getByLabel(text('en', 'resources.images.fields.description')).fill('Dancing in the square');
    // The album chosen is filled in once the album's page has loaded.
    await expect.poll(() => upload.getByLabel(text('en', 'resources.images.fields.album')).inputValue()).toBe(name);
    const [one, two] = await Promise.all([noisyJpeg(1200, 900), noisyJpeg(1200, 900)]);
    await upload.locator('input[type=file]').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: one },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: two },
    ]);
    await upload.getByRole('button', { name: tr('gallery.upload.send') }).click();
    const firstBar = upload.getByRole('progressbar', { name: tr('gallery.upload.progress', { name: 'one.jpg' }) });
    await page.waitForFunction(
      (label) => {
        const bar = document.querySelector(`[role=progressbar][aria-label="${label}"]`);
        const value = Number(bar?.getAttribute('aria-valuenow'));
        return value > 0 && value < 100;
      },
      tr('gallery.upload.progress', { name: 'one.jpg' }),
    );
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Uploaded Successfully !', { exact: true }).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: tr('family.common.ok') }).click();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await firstBar.getAttribute('aria-valuenow')).toBe('100');
    expect(
      await upload.getByRole('progressbar', { name: tr('gallery.upload.progress', { name: 'two.jpg' }) }).getAttribute('aria-valuenow'),
    ).toBe('100');
    const images = page.getByRole('table', { name: tr('gallery.manage.imagesOf', { album: isolate(name) }) });
    await images.getByText('Dabke 2', { exact: true }).waitFor();
    expect(await images.getByText('Dabke 1', { exact: true }).count()).toBe(1);

    // The second photo becomes the album's cover.
    await images.getByRole('button', { name: `${tr('gallery.manage.makeCover')}: Dabke 2` }).click();
    await images.getByRole('button', { name: `${tr('gallery.manage.isCover')}: Dabke 2`, pressed: true }).waitFor();

    // A file that is not a photo is refused with the server's reason, on its own line.
    await upload.getByLabel(text('en', 'resources.images.fields.name')).fill('Notes');
    await upload.getByLabel(text('en', 'resources.images.fields.description')).fill('Not a photo');
    await upload.locator('input[type=file]').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just text') });
    await upload.getByRole('button', { name: tr('gallery.upload.send') }).click();
    await upload.getByRole('alert').getByText(text('en', 'portal.validation.notAnImage')).waitFor();

    // Deleting an image asks first; cancelling keeps it.
    await images.getByRole('button', { name: `${tr('gallery.manage.delete')}: Dabke 1` }).click();
    await page
      .getByRole('dialog')
      .getByText(tr('gallery.manage.confirmDeleteImage', { name: isolate('Dabke 1') }))
      .waitFor();
    await page.getByRole('button', { name: tr('family.common.cancel') }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await images.getByText('Dabke 1', { exact: true }).count()).toBe(1);
    await images.getByRole('button', { name: `${tr('gallery.manage.delete')}: Dabke 1` }).click();
    await page.getByRole('button', { name: tr('family.common.confirmDelete') }).click();
    await images.getByText('Dabke 1', { exact: true }).waitFor({ state: 'detached' });

    // Deleting the album says how many images go with it.
    await page.getByRole('button', { name: `${tr('gallery.manage.delete')}: ${name}` }).click();
    const question = `${tr('gallery.manage.confirmDeleteAlbum', { name: isolate(name) })} ${text('en', 'gallery.manage.imagesGoToo').split(' |||| ')[0].replace('%{smart_count}', '1')}`;
    await page.getByRole('dialog').getByText(question, { exact: true }).waitFor();
    await page.getByRole('button', { name: tr('family.common.confirmDelete') }).click();
    await dialog.getByText('Album Deleted Successfully !', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: tr('family.common.ok') }).click();
    await page.getByRole('button', { name: `${tr('gallery.manage.delete')}: ${name}` }).waitFor({ state: 'detached' });
    const api = await apiAs(portal.url, 'MODERATOR');
    expect((await api('GET', `/api/v1/albums/name/${encodeURIComponent(name)}`)).status).toBe(404);
    expect((await api<Array<{ album: string }>>('GET', '/api/v1/images')).json.filter((i) => i.album === name)).toEqual([]);
    await page.context().close();
  }, 90_000);

  test('the image create page uploads with the spec success text and has a back button', async () => {
    const tr = (key: string, values?: Record<string, string | number>) => text('he', key, values);
    const { album } = await newAlbum(portal.url, []);
    const page = await portal.page('he');
    await signInAs(page, portal.url, 'MODERATOR');
    await page.goto(`${portal.url}/family-gallery/create`);
    const form = page.getByRole('form', { name: tr('gallery.manage.uploadImages') });
    await form.getByLabel(tr('resources.images.fields.name')).fill('סבא');
    await form.getByLabel(tr('resources.images.fields.description')).fill('בכפר');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'grandpa.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg(200, 150) });
    const send = form.getByRole('button', { name: tr('gallery.upload.send') });
    // The album is required: nothing goes before one is chosen.
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel(tr('resources.images.fields.album')).selectOption(album.name);
    await send.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(tr('gallery.upload.uploaded'), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: tr('family.common.ok') }).click();
    await dialog.waitFor({ state: 'detached' });
    // The photo just sent is shown as uploaded, with its picture, not as one still to choose.
    expect(await form.getByText(tr('gallery.upload.noFile')).count()).toBe(0);
    expect(await form.getByRole('status').getByText(tr('gallery.upload.done')).count()).toBe(1);
    expect(
      await form
        .getByRole('list', { name: tr('gallery.upload.chosen') })
        .locator('img[src^="blob:"]')
        .count(),
    ).toBe(1);
    expect(await form.getByRole('button', { name: tr('family.common.back') }).count()).toBe(1);
    const api = await apiAs(portal.url, 'BISH');
    const images = (await api<Array<{ name: string }>>('GET', `/api/v1/albums/${album.id}/images`)).json;
    expect(images.map((i) => i.name)).toEqual(['סבא']);
    await page.context().close();
  }, 60_000);

  test('a phone downloads a photo at the width it shows, thumbnails wait until seen, and the album opens at its cover', async () => {
    const { album, images, token } = await newAlbum(portal.url, ['Dawn', 'Noon', 'Dusk'], 1600);
    const cover = images.find((i) => i.name === 'Noon')!;
    const set = await fetch(`${portal.url}/api/v1/albums/${album.id}/cover`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ coverImageId: cover.id }),
    });
    expect(set.status).toBe(200);
    const page = await portal.page('en', { viewport: { width: 375, height: 800 } });
    await signInAs(page, portal.url, 'BISH');
    const photoRequests: string[] = [];
    page.on('request', (request) => {
      // The photos' downloads, not the other calls about a photo (who is in it).
      if (/\/api\/v1\/images\/\d+\/download/.test(request.url()))
        photoRequests.push(new URL(request.url()).searchParams.get('size') ?? 'full');
    });
    await page.goto(`${portal.url}/family-gallery?album=${album.id}`, { waitUntil: 'networkidle' });
    await expectShown(page, 'Noon');
    const shown = page.locator('.yarl__slide_current img');
    const srcset = (await shown.getAttribute('srcset')) ?? '';
    for (const width of [320, 640, 1280]) expect(srcset).toContain(`size=w${width} ${width}w`);
    expect(srcset).not.toContain('size=w2048');
    // The phone's 375 px wide slider takes the 640 px copy at most, never the full photo.
    const current = await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get('size'));
    expect(['w320', 'w640']).toContain(current);
    expect(photoRequests).not.toContain('full');
    expect(await page.locator(`main ul[aria-label="${text('en', 'gallery.thumbnails')}"] img[loading=lazy]`).count()).toBe(3);
    await page.context().close();
  }, 60_000);
});
