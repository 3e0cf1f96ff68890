// The phone the browser benchmarks load pages on: a mid-range phone, as Lighthouse's mobile profile
// (its CPU slowed 4x by each benchmark through the DevTools protocol).
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};
