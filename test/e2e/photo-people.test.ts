// Two cousins in one photo: a family member names both from the gallery, with the directory's search, and
// each cousin's page then shows the photo among the photos of them.
import { describe, expect, test } from 'vitest';
import { newAlbum, unique } from './gallery-setup.ts';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

describe('people in photos', () => {
  const portal = usePortal();

  test('a photo named with two people shows on both their pages', async () => {
    const gallery = await newAlbum(portal.url, ['At the olive harvest']);
    const [photo] = gallery.images;
    const moderator = await apiAs(portal.url, 'MODERATOR');
    const cousins = [`Rami${unique()}`, `Hala${unique()}`];
    const ids: number[] = [];
    for (const [i, name] of cousins.entries()) {
      const created = await moderator<{ id: number }>('POST', '/api/v1/members', { name, gender: i === 0 ? 'male' : 'female' });
      expect(created.status).toBe(201);
      ids.push(created.json.id);
    }

    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-gallery?album=${gallery.album.id}&photo=${photo.id}`);
    const people = page.getByRole('region', { name: text('en', 'photoPeople.inPhoto') });
    for (const name of cousins) {
      await people.getByRole('button', { name: text('en', 'photoPeople.name') }).click();
      const dialog = page.getByRole('dialog', { name: text('en', 'photoPeople.nameTitle') });
      await dialog.getByRole('searchbox').fill(name);
      await dialog.getByRole('button', { name: new RegExp(name) }).click();
      await people.getByRole('link', { name }).waitFor();
    }

    for (const [i, name] of cousins.entries()) {
      await page.goto(`${portal.url}/family-members/${ids[i]}`);
      const photos = page.getByRole('region', { name: text('en', 'photoPeople.photosOf', { name }) });
      const link = photos.getByRole('link', { name: text('en', 'photoPeople.openPhoto', { name: photo.name }) });
      expect(await link.getAttribute('href')).toBe(`/family-gallery?album=${gallery.album.id}&photo=${photo.id}`);
    }
    await page.context().close();
  });
});
