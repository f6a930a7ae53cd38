/** Debian's Chromium for the benchmark (never a downloaded browser), with the flags this machine needs. */
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Same flags as playwright.config.ts and the Lighthouse run (ARCHITECTURE.md, Testing). */
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

/** Whether Chromium is installed (`apt-get install -y chromium`). */
export const hasChromium = () => existsSync(CHROMIUM_PATH);

/** Launches headless Chromium with a fresh temporary profile (playwright-core's default for launch()). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}
