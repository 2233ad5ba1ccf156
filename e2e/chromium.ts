import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The system's Chromium, from Debian's package; the browser suite never downloads one. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function chromiumMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  return `Browser tests skipped: no Chromium at ${CHROMIUM}. Install it with "apt-get update && apt-get install -y chromium" (or set CHROMIUM_PATH).`;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
