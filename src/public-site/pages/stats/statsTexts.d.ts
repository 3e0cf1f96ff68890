// The `stats` area of i18n/*.json as its own module (Vite's JSON named exports): see useStatsTexts.ts.
declare module '*.json?stats.json' {
  export const stats: Record<string, unknown>;
}
