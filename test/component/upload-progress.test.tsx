// The upload progress (UploadProgress, as the gallery's chosen photos show it): each photo on its way
// has its own bar, named for a screen reader, filled as far as the upload has gone from where the
// reader's lines start (the left in English, the right in Arabic); a refused photo says why.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { Language } from '../../common/model/languages.ts';
import { ChosenFiles, type ChosenFile } from '../../src/public-site/pages/gallery/ChosenFiles.tsx';
import { withGalleryTexts } from '../../src/public-site/pages/gallery/galleryTexts.ts';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

const Chosen = withGalleryTexts(ChosenFiles);

const photo = (name: string, megabytes: number) => new File([new Uint8Array(megabytes * 1_048_576)], name, { type: 'image/jpeg' });

const FILES: ChosenFile[] = [
  { key: 'a', file: photo('wedding.jpg', 1.5), progress: 0.42, outcome: null },
  { key: 'b', file: photo('picnic.jpg', 1), progress: null, outcome: null },
  { key: 'c', file: photo('scan.jpg', 2), progress: 1, outcome: { kind: 'error', message: 'Not an image' } },
];

async function showUpload(lang: Language) {
  stubApi({ 'GET /api/auth/users/session': signedIn('BISH') });
  return renderPortal(<Chosen files={FILES} onRemove={() => {}} busy />, { lang, user: signedIn('BISH') });
}

/** Where the bar's filled part lies within the bar, as fractions of its width from the left edge. */
function filledPart(bar: Element): { from: number; to: number } {
  const track = bar.getBoundingClientRect();
  const fill = bar.querySelector('.MuiLinearProgress-bar1')!.getBoundingClientRect();
  const from = Math.max(fill.left, track.left);
  const to = Math.min(fill.right, track.right);
  return { from: (from - track.left) / track.width, to: (to - track.left) / track.width };
}

describe('upload progress', () => {
  test('a photo on its way has a named bar filled as far as it has gone, from the left in English', async () => {
    const screen = await showUpload('en');
    const bar = screen.getByRole('progressbar', { name: filled(en.gallery.upload.progress, { name: 'wedding.jpg' }) });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '42');
    await expect.poll(() => filledPart(bar.element())).toEqual({ from: 0, to: expect.closeTo(0.42, 2) });
    await expect.element(screen.getByText('1.5 MB')).toBeVisible();
    // A photo not sent yet has no bar; a finished one that was refused says why.
    await expect.element(screen.getByRole('progressbar', { name: 'picnic.jpg' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Not an image');
    // While the upload runs no photo can be taken away.
    await expect
      .element(screen.getByRole('button', { name: filled(en.gallery.upload.remove, { name: 'picnic.jpg' }) }))
      .not.toBeInTheDocument();
  });

  test('in Arabic the bar fills from the right', async () => {
    const screen = await showUpload('ar');
    const bar = screen.getByRole('progressbar', { name: filled(ar.gallery.upload.progress, { name: 'wedding.jpg' }) });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '42');
    await expect.poll(() => filledPart(bar.element())).toEqual({ from: expect.closeTo(0.58, 2), to: 1 });
  });

  test('a photo can be taken away before the upload starts', async () => {
    stubApi({ 'GET /api/auth/users/session': signedIn('BISH') });
    const removed: string[] = [];
    const waiting = FILES.map((f) => ({ ...f, progress: null, outcome: null }));
    const screen = await renderPortal(<Chosen files={waiting} onRemove={(key) => removed.push(key)} busy={false} />, {
      lang: 'en',
      user: signedIn('BISH'),
    });
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: filled(en.gallery.upload.remove, { name: 'picnic.jpg' }) }).click();
    expect(removed).toEqual(['b']);
  });
});
