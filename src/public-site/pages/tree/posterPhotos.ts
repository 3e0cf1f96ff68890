// The members' pictures a poster draws on their cards: the links asked for once, each member's square
// thumbnail fetched a few at a time and kept small, as a bitmap for the canvas and as a data address for
// the SVG. A picture that cannot be had leaves its card without one; the poster is made all the same.
import { pictureAt } from '../../../providers/pictureLinks.ts';
import type { CardPhoto } from './drawTree.ts';
import type { TreeLayout } from './treeLayout.ts';
import { getTreePhotos } from './treeApi.ts';

/** Pixels a kept picture has per side: a card's circle prints 8.5 mm wide at the readable size, sharp at 96. */
const PHOTO_PX = 96;
/** Pictures fetched at the same time. */
const AT_ONCE = 6;

/** The pictures of the members `shown` (indexes in `layout`) who have one. */
export async function posterPhotos(layout: TreeLayout, shown: readonly number[], signal?: AbortSignal): Promise<Map<number, CardPhoto>> {
  const wanted = new Set(shown);
  const links = (await getTreePhotos()).flatMap(({ memberId, link }) => {
    const i = layout.indexOf.get(memberId);
    return i !== undefined && wanted.has(i) ? [{ i, link }] : [];
  });
  const photos = new Map<number, CardPhoto>();
  let next = 0;
  const fetchInTurn = async () => {
    while (next < links.length) {
      const { i, link } = links[next++];
      const photo = await loadPhoto(link, signal);
      if (photo) photos.set(i, photo);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, fetchInTurn));
  return photos;
}

async function loadPhoto(link: string, signal?: AbortSignal): Promise<CardPhoto | undefined> {
  try {
    const response = await fetch(pictureAt(link, 'thumb'), { signal });
    if (!response.ok) return undefined;
    const image = await createImageBitmap(await response.blob(), { resizeWidth: PHOTO_PX, resizeHeight: PHOTO_PX, resizeQuality: 'high' });
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = PHOTO_PX;
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    return { image, dataUrl: canvas.toDataURL('image/jpeg', 0.85) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return undefined;
  }
}
