// Debian's Chromium (`apt-get install chromium`, or CHROMIUM_PATH), and how the tests start it: the
// browser tests through playwright-core, the component tests through Vitest's playwright provider.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
