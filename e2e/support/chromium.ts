/**
 * Debian's Chromium (never a downloaded browser) and the flags this machine's closed network needs
 * (ARCHITECTURE.md, Testing). Shared by playwright.config.ts, the e2e specs and the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
