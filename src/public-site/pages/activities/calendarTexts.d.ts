// The `calendar` area of i18n/*.json as its own module (Vite's JSON named exports): see withCalendarTexts.tsx.
declare module '*.json?calendar.json' {
  export const calendar: Record<string, unknown>;
}
