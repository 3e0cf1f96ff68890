// The `news` area of i18n/*.json as its own module (Vite's JSON named exports): see withNewsTexts.tsx.
declare module '*.json?news.json' {
  export const news: Record<string, unknown>;
}
