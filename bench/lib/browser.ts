/** Debian's Chromium for the benchmark (never a downloaded browser), with the flags this machine needs. */
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** Whether Chromium is installed (`apt-get install -y chromium`). */
export const hasChromium = () => existsSync(CHROMIUM_PATH);

/** Launches headless Chromium with a fresh temporary profile (playwright-core's default for launch()). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}
