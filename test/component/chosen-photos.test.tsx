// The photos chosen for an upload (ChosenFiles, as the gallery's upload form shows them): each is seen
// as a small picture before it is sent, its size is said in kB below a megabyte, and the pictures'
// object URLs are released once the list goes.
import { describe, expect, test, vi } from 'vitest';
import en from '../../i18n/en.json';
import { ChosenFiles, type ChosenFile } from '../../src/public-site/pages/gallery/ChosenFiles.tsx';
import { withGalleryTexts } from '../../src/public-site/pages/gallery/galleryTexts.ts';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

const Chosen = withGalleryTexts(ChosenFiles);

/** A real 60 × 40 PNG, drawn here, padded to `bytes` (a PNG reader stops at its end chunk). */
async function photo(name: string, bytes: number): Promise<File> {
  const canvas = Object.assign(document.createElement('canvas'), { width: 60, height: 40 });
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c33';
  context.fillRect(0, 0, 60, 40);
  const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([png, new Uint8Array(Math.max(0, bytes - png.size))], name, { type: 'image/png' });
}

async function showChosen(files: File[]) {
  const user = signedIn('MODERATOR');
  stubApi({ 'GET /api/auth/users/session': user });
  const chosen: ChosenFile[] = files.map((file, i) => ({ key: String(i), file, progress: null, outcome: null }));
  return renderPortal(<Chosen files={chosen} onRemove={() => {}} busy={false} />, { lang: 'en', user });
}

describe('chosen photos', () => {
  test('a 48 KB photo reads "48 kB", not "0.0 MB"; a larger one in MB', async () => {
    const screen = await showChosen([await photo('small.png', 48 * 1024), await photo('large.png', 2.5 * 1024 * 1024)]);
    await expect.element(screen.getByText('48 kB', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('2.5 MB', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('0.0 MB')).not.toBeInTheDocument();
  });

  test('each photo is seen before it is sent, and its picture is released when the list goes', async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await showChosen([await photo('wedding.png', 10_000), await photo('picnic.png', 10_000)]);
    const list = screen.getByRole('list', { name: en.gallery.upload.chosen });
    const pictures = () => [...list.element().querySelectorAll('img')];
    await expect.poll(() => pictures().filter((img) => img.complete && img.naturalWidth === 60).length).toBe(2);
    expect(pictures().every((img) => img.src.startsWith('blob:'))).toBe(true);
    await expect.element(screen.getByRole('button', { name: filled(en.gallery.upload.remove, { name: 'picnic.png' }) })).toBeVisible();

    const shown = pictures().map((img) => img.src);
    await screen.unmount();
    const released = revoked.mock.calls.map(([url]) => url);
    expect(shown.every((url) => released.includes(url))).toBe(true);
    // Every URL made was released (StrictMode makes and releases one more per photo on the way).
    expect(created.mock.results.map((r) => r.value).every((url) => released.includes(url))).toBe(true);
  });
});
