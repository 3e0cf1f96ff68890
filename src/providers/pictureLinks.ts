// A picture's signed link at the size a page shows it: its own module, so that what the first download
// needs of it (the news list's early thumbnails) brings no other call along.

/** A signed picture link at another size (a square thumbnail for lists, a WebP width for a srcset). */
export function pictureAt(link: string, size: 'thumb' | 'full' | `w${number}`): string {
  const url = new URL(link, window.location.origin);
  url.searchParams.set('size', size);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}
