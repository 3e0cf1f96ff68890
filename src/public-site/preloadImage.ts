// Starts fetching a picture the next render will show, as soon as its address is known: the <img> of
// the same address then takes the preloaded picture instead of asking for it once it is on the page.
export function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  document.head.append(link);
}
