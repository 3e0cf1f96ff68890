// Debian's Chromium headless shell (`apt-get install chromium-headless-shell`, or CHROMIUM_PATH), and how the
// tests start it: the browser tests through playwright-core, the component tests through Vitest's playwright
// provider. The shell is Chromium's page engine without the browser's interface around it: the same pages
// cost the browser tests a third less CPU than the full `chromium --headless` (three files: 85 s → 48 s).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The whole browser (`apt-get install chromium`, or FULL_CHROMIUM_PATH): the benches time pages in what a phone
 * runs, and the installed app's notifications need it (the shell shows none).
 */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
