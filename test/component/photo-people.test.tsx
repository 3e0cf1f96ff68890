// The people named in a gallery photo: under the photo, each name links to the person's page; naming
// someone picks them with the directory's search and sends the photo's whole list, the names already
// there kept with their boxes; a name the reader added shows a way to take it off, another's does not; a face
// is marked by dragging across it.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { PhotoPeopleBody, PhotoPerson } from '../../common/generated/api.ts';
import { AlbumSlider } from '../../src/public-site/pages/gallery/AlbumSlider.tsx';
import { withGalleryTexts } from '../../src/public-site/pages/gallery/galleryTexts.ts';
import type { Album, Image } from '../../src/public-site/pages/gallery/galleryApi.ts';
import { filled, listReply, renderPortal, signedIn, stubApi, type ApiCall } from './render.tsx';

const Slider = withGalleryTexts(AlbumSlider);

const ALBUM = { id: 4, name: 'Feast', description: 'The village feast', coverImageId: 12 } as Album;
const PHOTO = {
  id: 12,
  name: 'Dabke',
  description: 'Dancing',
  album: 'Feast',
  imageLink: '/api/v1/images/12/download?v=a&sig=s',
  width: 1600,
  height: 1200,
} as Image;

const SALIM: PhotoPerson = {
  memberId: 3,
  name: 'Salim Ahmad Nasser',
  box: { x: 0.1, y: 0.2, width: 0.2, height: 0.3 },
  taggedBy: 'moderator',
};
const HUDA: PhotoPerson = { memberId: 5, name: 'Huda Salim Ahmad', box: null, taggedBy: 'salma' };

describe('people in a photo', () => {
  test('the names link to the people’s pages; only a name the reader added can be taken off', async () => {
    const user = signedIn('BISH');
    stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/images/12/people': [SALIM, HUDA] });
    const screen = await renderPortal(<Slider album={ALBUM} images={[PHOTO]} />, { lang: 'en', user });
    const people = screen.getByRole('region', { name: en.photoPeople.inPhoto });
    await expect.element(people.getByRole('link', { name: SALIM.name })).toHaveAttribute('href', '/family-members/3');
    await expect.element(people.getByRole('link', { name: HUDA.name })).toHaveAttribute('href', '/family-members/5');
    await expect.element(people.getByRole('button', { name: filled(en.photoPeople.remove, { name: HUDA.name }) })).toBeVisible();
    expect(people.getByRole('button', { name: filled(en.photoPeople.remove, { name: SALIM.name }) }).query()).toBeNull();
  });

  test('naming a person sends the photo’s list with them added, the others kept with their boxes', async () => {
    const user = signedIn('BISH');
    const sent: unknown[] = [];
    stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/images/12/people': [SALIM],
      'GET /api/v1/members': listReply('family-members', [{ id: 8, name: 'Omar', fatherName: 'Yusuf', familyName: 'Haddad' }]),
      'PUT /api/v1/images/12/people': ({ body }: ApiCall) => {
        sent.push(body);
        return [SALIM, { memberId: 8, name: 'Omar Yusuf Haddad', box: null, taggedBy: 'salma' }];
      },
    });
    const screen = await renderPortal(<Slider album={ALBUM} images={[PHOTO]} />, { lang: 'en', user });
    await screen.getByRole('button', { name: en.photoPeople.name }).click();
    const dialog = screen.getByRole('dialog', { name: en.photoPeople.nameTitle });
    await dialog.getByRole('searchbox').fill('Omar');
    await dialog.getByRole('button', { name: /Omar Yusuf/ }).click();
    await expect.poll(() => sent).toEqual([{ people: [{ memberId: 3, box: SALIM.box! }, { memberId: 8 }] } satisfies PhotoPeopleBody]);
    await expect.element(screen.getByRole('link', { name: 'Omar Yusuf Haddad' })).toHaveAttribute('href', '/family-members/8');
  });

  test('the person linked to a member may untag themselves, and the faces are boxed on the photo when asked', async () => {
    const user = signedIn('BISH', { memberId: 3 });
    stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/images/12/people': [SALIM, HUDA] });
    const screen = await renderPortal(<Slider album={ALBUM} images={[PHOTO]} />, { lang: 'en', user });
    await expect.element(screen.getByRole('button', { name: en.photoPeople.removeSelf })).toBeVisible();
    expect(document.querySelector('[data-member="3"]')).toBeNull();
    await screen.getByRole('button', { name: en.photoPeople.showFaces }).click();
    await expect.poll(() => document.querySelector('[data-member="3"]')).not.toBeNull();
  });

  test('a face is marked by dragging across it on the photo, and sent as that person’s box, in the picture’s own fractions', async () => {
    const user = signedIn('BISH');
    const sent: unknown[] = [];
    stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/images/12/people': [SALIM, HUDA],
      'PUT /api/v1/images/12/people': ({ body }: ApiCall) => {
        sent.push(body);
        return [SALIM, { ...HUDA, box: (body as PhotoPeopleBody).people[1].box ?? null }];
      },
      // The photo itself: a picture of the stored photo's proportions.
      'GET /api/v1/images/12/download': async () => {
        const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 120 });
        canvas.getContext('2d')!.fillRect(0, 0, 160, 120);
        return new Response(await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png')));
      },
    });
    const screen = await renderPortal(<Slider album={ALBUM} images={[PHOTO]} />, { lang: 'ar', user });
    await screen.getByRole('button', { name: filled(ar.photoPeople.mark, { name: HUDA.name }) }).click();
    const dialog = screen.getByRole('dialog', { name: filled(ar.photoPeople.markTitle, { name: HUDA.name }) });
    const save = dialog.getByRole('button', { name: ar.photoPeople.markSave });
    await expect.element(save).toBeDisabled();

    // From a quarter across and a fifth down to half across and half down, on the right-to-left page as on any.
    const area = dialog.getByRole('img', { name: filled(ar.photoPeople.markTitle, { name: HUDA.name }) }).element();
    const rect = area.getBoundingClientRect();
    const at = (x: number, y: number) => ({
      clientX: rect.left + x * rect.width,
      clientY: rect.top + y * rect.height,
      pointerId: 1,
      bubbles: true,
    });
    area.dispatchEvent(new PointerEvent('pointerdown', at(0.25, 0.2)));
    area.dispatchEvent(new PointerEvent('pointermove', at(0.4, 0.35)));
    area.dispatchEvent(new PointerEvent('pointerup', at(0.5, 0.5)));
    await save.click();

    await expect.poll(() => sent.length).toBe(1);
    const [{ people }] = sent as PhotoPeopleBody[];
    expect(people[0]).toEqual({ memberId: 3, box: SALIM.box });
    expect(people[1].memberId).toBe(5);
    const box = people[1].box!;
    expect([box.x, box.y, box.width, box.height].map((side) => Math.round(side * 100) / 100)).toEqual([0.25, 0.2, 0.25, 0.3]);
  });
});
