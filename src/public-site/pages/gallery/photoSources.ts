// A gallery image as the slider's slide: the stored WebP widths narrower than the photo plus its full
// size as a srcset, so the browser downloads the width it shows and no more; the photo's own size,
// so its place is kept before it arrives. An image stored before the sizes existed has its full size only.
import type { Slide } from 'yet-another-react-lightbox';
import { PHOTO_WIDTHS } from '../../../../common/model/photoSizes.ts';
import { pictureAt } from '../../../providers/familyApi.ts';
import type { Image } from './galleryApi.ts';

export function slideOf(image: Image): Slide {
  const full = image.imageLink ? pictureAt(image.imageLink, 'full') : '';
  const { width, height } = image;
  if (!image.imageLink || !width || !height) return { src: full, alt: image.name };
  const link = image.imageLink;
  const srcSet = [
    ...PHOTO_WIDTHS.filter((w) => w < width).map((w) => ({
      src: pictureAt(link, `w${w}`),
      width: w,
      height: Math.round((height * w) / width),
    })),
    { src: full, width, height },
  ];
  return { src: full, alt: image.name, width, height, srcSet };
}
