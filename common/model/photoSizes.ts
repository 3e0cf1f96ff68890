// The widths the server stores a photo at besides its full size (WebP copies), which the pages name
// in their srcset: one list, so the two never disagree.
export const PHOTO_WIDTHS = [320, 640, 1280, 2048] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
