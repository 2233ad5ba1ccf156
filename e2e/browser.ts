import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { launchChromium } from './chromium.js';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
/** What a failure report keeps of a page's own story: its last lines, not a whole session. */
const KEPT = 30;

/**
 * What a page went through that a screenshot does not show: its errors, its console's warnings and the
 * answers it got that were not successes. Printed when a test fails, so that a CI log (which keeps no
 * screenshots) says why.
 */
function recordStory(page: Page): string[] {
  const story: string[] = [];
  const keep = (line: string) => {
    story.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (story.length > KEPT) story.shift();
  };
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console ${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    keep(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      keep(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return story;
}

/** One browser per file; each test gets a fresh context (cookies, storage) and, if it fails, a report. */
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
      const story = recordStory(page);
      onTestFailed(async () => {
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
        const text = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch(() => '(unreadable)');
        console.error(
          [
            `Page "${name}" at ${page.url()} when the test failed:`,
            text.replace(/\n{2,}/g, '\n').slice(0, 3_000),
            `Its errors and unsuccessful answers (last ${KEPT}):`,
            ...(story.length ? story : ['(none)']),
          ].join('\n'),
        );
      });
      return page;
    },
  };
}
