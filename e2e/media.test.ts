import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

const COLOURS = { 'red.jpg': '#cc3333', 'green.jpg': '#33aa55', 'blue.jpg': '#3355cc' } as const;

async function pictures() {
  return Promise.all(
    Object.entries(COLOURS).map(async ([name, background]) => ({
      name,
      data: (
        await sharp({ create: { width: 320, height: 240, channels: 3, background } })
          .jpeg()
          .toBuffer()
      ).toString('base64'),
    })),
  );
}

/** Drops files on the upload zone as a browser does when files are dragged from the desktop. */
async function dropFiles(page: Page, files: Array<{ name: string; data: string }>) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, files);
  const zone = page.getByRole('region', { name: 'Upload files' });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Waits until the card shows its picture, decoded by the browser from the server's thumbnail. */
async function previewLoaded(page: Page, name: string) {
  const picture = page.getByRole('button', { name, exact: true }).locator('img');
  await picture.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 30_000,
    })
    .toBe(256);
}

describe.skipIf(!system)('the media library in the dashboard', () => {
  const browser = useBrowser();

  it('uploads three images by drag and drop, shows them ready, deletes one and restores it', async () => {
    const page = await browser.page('media');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Media').click();
    await page.getByRole('heading', { name: 'Media', exact: true }).waitFor();

    await dropFiles(page, await pictures());
    for (const name of Object.keys(COLOURS)) await previewLoaded(page, name);

    // The file panel shows the pixel size and keeps an alt text.
    await page.getByRole('button', { name: 'red.jpg', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'File details' });
    await details.getByText('320 × 240 px', { exact: false }).waitFor();
    await details.getByLabel('Alt text').fill('A red square');
    await details.getByRole('button', { name: 'Save alt text' }).click();
    await details.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await details.getByLabel('Alt text').inputValue()).toBe('A red square');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'green.jpg', exact: true }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete green.jpg?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('button', { name: 'green.jpg', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'red.jpg', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Trash', pressed: false }).click();
    const row = page.getByRole('row', { name: /green\.jpg/ });
    await row.getByRole('button', { name: 'Restore' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Trash', pressed: true }).click();
    await previewLoaded(page, 'green.jpg');

    const visitors = page.getByLabel(
      'Visitors and members may upload files (into the visitor uploads folder only)',
    );
    // The switch shows the server's answer, so it turns on once the change is saved.
    await visitors.click();
    await expect.poll(() => visitors.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => visitors.isChecked(), { timeout: 10_000 }).toBe(true);
  });
});
