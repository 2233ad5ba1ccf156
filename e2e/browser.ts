import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { launchChromium } from './chromium.js';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

/** One browser per file; each test gets a fresh context (cookies, storage) and a screenshot if it fails. */
export function useBrowser(): {
  page(name: string, viewport?: { width: number; height: number }): Promise<Page>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());
  return {
    async page(name, viewport = { width: 1280, height: 800 }) {
      const context = await browser!.newContext({ viewport });
      const page = await context.newPage();
      onTestFailed(async () => {
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
      });
      return page;
    },
  };
}
