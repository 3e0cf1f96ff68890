// The gallery's full-screen view (AlbumSlider's lightbox): the photo captioned with its name and
// description, where it is in the album in the reader's words and digits ("2 of 3", "٢ من ٣"), and a
// download of the photo at its full size, named after it.
import { describe, expect, test, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { AlbumSlider } from '../../src/public-site/pages/gallery/AlbumSlider.tsx';
import { withGalleryTexts } from '../../src/public-site/pages/gallery/galleryTexts.ts';
import type { Album, Image } from '../../src/public-site/pages/gallery/galleryApi.ts';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

const Slider = withGalleryTexts(AlbumSlider);

const ALBUM = { id: 4, name: 'Feast', description: 'The village feast', coverImageId: 12 } as Album;
const image = (id: number, name: string, description: string) =>
  ({ id, name, description, album: 'Feast', imageLink: `/api/v1/images/${id}/download?v=a&sig=s`, width: 1600, height: 1200 }) as Image;
const IMAGES = [image(11, 'Dawn', 'The square at dawn'), image(12, 'Dabke', 'Dancing in the square'), image(13, 'Dusk', 'Lanterns')];

async function openFullScreen(lang: 'ar' | 'en') {
  const user = signedIn('BISH');
  const api = stubApi({
    'GET /api/auth/users/session': user,
    // The full size, as the signed link answers it: a PNG photo.
    'GET /api/v1/images/:id/download': () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })),
  });
  const screen = await renderPortal(<Slider album={ALBUM} images={IMAGES} />, { lang, user });
  const texts = lang === 'ar' ? ar : en;
  await screen.getByRole('button', { name: texts.gallery.fullScreen }).click();
  return { screen, api, texts };
}

describe('gallery full screen', () => {
  test('the photo is captioned with its name and description, and says where it is in the album', async () => {
    const { screen, texts } = await openFullScreen('en');
    const view = screen.getByRole('dialog');
    await expect.element(view.getByText('Dabke', { exact: true })).toBeVisible();
    await expect.element(view.getByText('Dancing in the square')).toBeVisible();
    await expect.element(view.getByRole('status')).toHaveTextContent(filled(texts.gallery.position, { index: 2, count: 3 }));
    await view.getByRole('button', { name: texts.gallery.lightbox.next }).click();
    await expect.element(view.getByRole('status')).toHaveTextContent(filled(texts.gallery.position, { index: 3, count: 3 }));
    await expect.element(view.getByText('Lanterns')).toBeVisible();
  });

  test('in Arabic the position is in Arabic words and digits', async () => {
    const { screen, texts } = await openFullScreen('ar');
    await expect
      .element(screen.getByRole('dialog').getByRole('status'))
      .toHaveTextContent(filled(texts.gallery.position, { index: '٢', count: '٣' }));
  });

  test('the download saves the full-size photo, named after it', async () => {
    const saved: Array<{ name: string; url: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, url: this.href });
      return true;
    });
    const { screen, api, texts } = await openFullScreen('en');
    await screen.getByRole('dialog').getByRole('button', { name: texts.gallery.lightbox.download }).click();
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0].name).toBe('Dabke.png');
    expect(saved[0].url).toMatch(/^blob:/);
    const fetched = api.calls.find((c) => c.path === '/api/v1/images/12/download');
    expect(fetched?.query.get('size')).toBe('full');
    expect(fetched?.query.get('sig')).toBe('s');
  });
});
