// A family member adds photos: from the gallery, to the album they look at, told beforehand whether it shows
// them at once or after a moderator's look, and told after which it was; from a person's page, a photo of
// them with the album chosen, sent as a suggestion with its picture, and a newborn with hers. On a phone, in Arabic.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import type { Album } from '../../src/public-site/pages/gallery/galleryApi.ts';
import { GalleryPage } from '../../src/public-site/pages/gallery/GalleryPage.tsx';
import { MemberDetailPage } from '../../src/public-site/pages/members/MemberDetailPage.tsx';
import type { Member } from '../../src/providers/familyApi.ts';
import { Route, Routes } from 'react-router';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const sent = vi.hoisted(() => ({ image: vi.fn(), photo: vi.fn() }));

// Photos travel by XMLHttpRequest (for their upload progress), which the fetch stub does not see.
vi.mock('../../src/public-site/pages/gallery/galleryApi.ts', async (original) => ({
  ...(await original<object>()),
  uploadImage: sent.image,
}));
vi.mock('../../src/providers/suggestionsApi.ts', async (original) => ({
  ...(await original<object>()),
  suggestWithPicture: sent.photo,
}));

const ALBUMS: Album[] = [
  { id: 1, name: 'أعراس', description: 'أعراس العائلة', coverImageId: null, openToMembers: false },
  { id: 2, name: 'أطفالنا', description: 'صور الصغار', coverImageId: null, openToMembers: true },
];

const picture = () => new File([new Uint8Array(2048)], 'dabke.jpg', { type: 'image/jpeg' });
const fileInput = (within: Element) => within.querySelector('input[type=file]') as HTMLInputElement;
const imageFields = ar.resources.images.fields;

async function gallery(album: number) {
  const user = signedIn('BISH');
  const api = stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/albums': ALBUMS,
    'GET /api/v1/albums/:id/images': [],
  });
  const screen = await renderPortal(<GalleryPage />, { lang: 'ar', path: `/family-gallery?album=${album}`, user });
  const reads = () => api.calls.filter((c) => c.path === `/api/v1/albums/${album}/images`).length;
  await expect.poll(reads).toBeGreaterThan(0);
  // The album's photos as read when the page opened (twice in development's strict mode): later reads are new.
  const opened = reads();
  return { screen, imageReads: () => reads() - opened };
}

async function addPhoto(screen: Awaited<ReturnType<typeof gallery>>['screen']) {
  await screen.getByRole('button', { name: ar.gallery.add.button }).click();
  const dialog = screen.getByRole('dialog', { name: ar.gallery.add.title });
  await expect.element(dialog).toBeVisible();
  await dialog.getByLabelText(imageFields.name).fill('دبكة العرس');
  await dialog.getByLabelText(imageFields.description).fill('في ساحة البيت');
  await userEvent.upload(fileInput(dialog.element()), picture());
  return dialog;
}

const SALIM: Member = { id: 5, name: 'سليم', fatherName: 'حسن', familyName: 'حداد', gender: 'male', lifeStatus: 'living' };

/** Salim's page, its "Suggest a change" open at the kind named. */
async function suggestOnSalim(kind: 'photo' | 'add-child') {
  const user = signedIn('BISH');
  stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/5': SALIM,
    'GET /api/v1/members/5/getpartners': [],
    'GET /api/v1/members/5/getchildren': [],
    'GET /api/v1/members/5/lineage': [],
    'GET /api/v1/members/5/photos': [],
    'GET /api/v1/members/places': [],
    'GET /api/v1/albums': ALBUMS,
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { lang: 'ar', path: '/family-members/5', user },
  );
  await screen.getByRole('button', { name: ar.suggest.button }).click();
  const dialog = screen.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(ar.suggest.kinds[kind]) }).click();
  return { screen, dialog };
}

describe('a family member’s photos, on a phone in Arabic', () => {
  afterEach(() => page.viewport(1280, 900));

  test('in an album the moderators look after, the photo waits: said before and after, and the album is not read again', async () => {
    await page.viewport(375, 700);
    sent.image.mockResolvedValue('held');
    const { screen, imageReads } = await gallery(1);
    const dialog = await addPhoto(screen);
    expect(dialog.element().getBoundingClientRect().width).toBe(375);
    await expect.element(dialog.getByText(ar.gallery.upload.reviewed)).toBeVisible();
    await dialog.getByRole('button', { name: ar.gallery.upload.send }).click();

    await expect.element(screen.getByRole('alertdialog')).toHaveTextContent(ar.gallery.upload.sentForReview);
    // The photo itself is marked as waiting, in the list of those chosen.
    await expect.element(screen.getByText(ar.gallery.upload.held)).toBeVisible();
    expect(sent.image).toHaveBeenCalledWith(
      { name: 'دبكة العرس', description: 'في ساحة البيت', album: 'أعراس' },
      expect.any(File),
      expect.any(Function),
    );
    expect(imageReads()).toBe(0);
  });

  test('in an album open to members, the photo is there at once: said before, and the album shows it', async () => {
    await page.viewport(375, 700);
    sent.image.mockResolvedValue('added');
    const { screen, imageReads } = await gallery(2);
    const dialog = await addPhoto(screen);
    await expect.element(dialog.getByText(ar.gallery.upload.atOnce)).toBeVisible();
    await dialog.getByRole('button', { name: ar.gallery.upload.send }).click();

    await expect.element(screen.getByRole('alertdialog')).toHaveTextContent(ar.gallery.upload.uploaded);
    await expect.poll(imageReads).toBeGreaterThan(0);
  });

  test('a photo of a person, from their page, is a suggestion with its picture, named after them, to the album chosen', async () => {
    await page.viewport(375, 700);
    sent.photo.mockResolvedValue({});
    const { screen, dialog } = await suggestOnSalim('photo');
    const send = dialog.getByRole('button', { name: ar.suggest.form.send });
    // Nothing to send before a picture is chosen.
    await expect.element(send).toBeDisabled();
    await userEvent.upload(fileInput(dialog.element()), picture());
    await expect.element(dialog.getByText('dabke.jpg')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText(imageFields.album).element() as HTMLSelectElement, 'أعراس');
    await expect.element(dialog.getByLabelText(imageFields.name)).toHaveValue('سليم حسن حداد');
    await dialog.getByLabelText(imageFields.description).fill('جدي في عرسي');
    await send.click();

    await expect.element(screen.getByRole('status')).toHaveTextContent(ar.suggest.thanks);
    expect(sent.photo).toHaveBeenCalledWith(
      {
        resource: 'family-members',
        recordId: 5,
        kind: 'photo',
        changes: { name: 'سليم حسن حداد', description: 'جدي في عرسي', album: 'أعراس' },
      },
      expect.objectContaining({ name: 'dabke.jpg' }),
      expect.any(Function),
    );
  });

  test('a newborn suggested with her picture is sent with it', async () => {
    await page.viewport(375, 700);
    sent.photo.mockResolvedValue({});
    const { screen, dialog } = await suggestOnSalim('add-child');
    const fields = ar.resources['family-members'].fields;
    await dialog.getByLabelText(new RegExp(`^${fields.name}`)).fill('ليلى');
    await userEvent.selectOptions(dialog.getByLabelText(new RegExp(`^${fields.gender}`)).element() as HTMLSelectElement, 'female');
    await expect.element(dialog.getByText(ar.suggest.form.picture)).toBeVisible();
    await userEvent.upload(fileInput(dialog.element()), picture());
    await dialog.getByRole('button', { name: ar.suggest.form.send }).click();

    await expect.element(screen.getByRole('status')).toHaveTextContent(ar.suggest.thanks);
    expect(sent.photo).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'add-child', recordId: 5, changes: expect.objectContaining({ name: 'ليلى', gender: 'female' }) }),
      expect.objectContaining({ name: 'dabke.jpg' }),
      expect.any(Function),
    );
  });
});
