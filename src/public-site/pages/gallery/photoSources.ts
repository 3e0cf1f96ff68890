// A gallery image as the slider's slide: the stored WebP widths narrower than the photo plus its full
// size as a srcset, so the browser downloads the width it shows and no more; the photo's own size,
// so its place is kept before it arrives. An image stored before the sizes existed has its full size only.
// The full-screen view downloads its full size.
import type { DownloadFunctionProps, Slide } from 'yet-another-react-lightbox';
import { PHOTO_WIDTHS } from '../../../../common/model/photoSizes.ts';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import type { Image } from './galleryApi.ts';

export function slideOf(image: Image): Slide {
  const full = image.imageLink ? pictureAt(image.imageLink, 'full') : '';
  const { width, height } = image;
  const shared = {
    src: full,
    alt: image.name,
    // The name without the file's kind, which only the download's answer tells (JPEG or PNG).
    download: image.imageLink ? { url: full, filename: image.name } : false,
  };
  if (!image.imageLink || !width || !height) return shared;
  const link = image.imageLink;
  const srcSet = [
    ...PHOTO_WIDTHS.filter((w) => w < width).map((w) => ({
      src: pictureAt(link, `w${w}`),
      width: w,
      height: Math.round((height * w) / width),
    })),
    { src: full, width, height },
  ];
  return { ...shared, width, height, srcSet };
}

const EXTENSIONS: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' };

/**
 * Saves the shown photo at its full size (a signed link: no session needed), named after the photo with
 * its kind's extension; should reading it fail, the browser is handed the link itself to download.
 */
export async function saveFullPhoto({ slide, saveAs }: DownloadFunctionProps): Promise<void> {
  if (typeof slide.download !== 'object') return;
  const { url, filename } = slide.download;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const photo = await response.blob();
    saveAs(photo, `${filename}${EXTENSIONS[photo.type] ?? ''}`);
  } catch {
    saveAs(url, filename);
  }
}
