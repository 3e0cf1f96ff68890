// The `gallery` area of i18n/*.json as its own module (Vite's JSON named exports): see galleryTexts.ts.
declare module '*.json?gallery.json' {
  export const gallery: Record<string, unknown>;
}
