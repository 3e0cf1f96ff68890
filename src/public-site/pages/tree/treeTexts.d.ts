// The `tree` area of i18n/*.json as its own module (Vite's JSON named exports): see useTreeTexts.ts.
declare module '*.json?tree.json' {
  export const tree: Record<string, unknown>;
}
