import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

/** A category's own row (the drag handle and drop target), not the branch below it. */
const row = (page: Page, name: string): Locator => page.locator(`li[data-category-name="${name}"] > div`);

const OURS = ['Shoes', 'Boots', 'Hats'];

/** The names of this test's top categories (the demo shop has its own), in the order the tree shows them. */
const topNames = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Top categories' })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-category-name')))
  ).filter((name) => name !== null && OURS.includes(name));

async function createCategory(page: Page, name: string) {
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, name).waitFor();
}

describe.skipIf(!system)('categories in the dashboard', () => {
  const browser = useBrowser();

  it('creates, nests by drag and drop, hides and reorders categories, and keeps them after a reload', async () => {
    const page = await browser.page('categories');
    await signInOwner(page, system!.dashboardUrl);
    await section(page, 'Categories').click();
    await page.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
    // The store's tree by name, not its internal namespace.
    expect(await page.getByRole('textbox', { name: 'Category tree' }).inputValue()).toBe('Store categories');

    for (const name of OURS) await createCategory(page, name);
    await expect.poll(() => topNames(page)).toEqual(['Shoes', 'Boots', 'Hats']);

    // Dropped on the middle of a row: inside it. The new parent opens to show it.
    await row(page, 'Hats').dragTo(row(page, 'Shoes'));
    await page
      .getByRole('list', { name: 'Subcategories' })
      .getByRole('button', { name: 'Hats', exact: true })
      .waitFor();
    await expect.poll(() => topNames(page)).toEqual(['Shoes', 'Boots']);

    await page.getByRole('button', { name: 'Boots', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Selected category' });
    await panel.getByRole('heading', { name: 'Boots' }).waitFor();
    await panel.getByRole('button', { name: 'Hide' }).click();
    await row(page, 'Boots').getByText('Hidden', { exact: true }).waitFor();
    await panel.getByText('Hidden from visitors').waitFor();

    // Dropped near the top edge of a row: above it.
    await row(page, 'Boots').dragTo(row(page, 'Shoes'), { targetPosition: { x: 40, y: 2 } });
    await expect.poll(() => topNames(page), { timeout: 10_000 }).toEqual(['Boots', 'Shoes']);

    await page.reload();
    await page.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
    await expect.poll(() => topNames(page), { timeout: 10_000 }).toEqual(['Boots', 'Shoes']);
    await row(page, 'Boots').getByText('Hidden', { exact: true }).waitFor();
    // The branch the move opened is still open after the reload; a category without children has no arrow.
    const hats = page
      .getByRole('list', { name: 'Subcategories' })
      .getByRole('button', { name: 'Hats', exact: true });
    await hats.waitFor();
    await expect.poll(() => row(page, 'Boots').getByRole('button', { name: 'Open Boots' }).count()).toBe(0);
    // Whether a category has children is known once its level's count has come back.
    await expect.poll(() => row(page, 'Hats').getByRole('button', { name: 'Open Hats' }).count()).toBe(0);
    expect(await row(page, 'Shoes').getByRole('button', { name: 'Close Shoes' }).count()).toBe(1);

    // Leaving the page and coming back keeps it as it was left.
    await section(page, 'Products').click();
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    await section(page, 'Categories').click();
    await hats.waitFor();
    await page.getByRole('button', { name: 'Close Shoes' }).click();
    await hats.waitFor({ state: 'detached' });
  });
});
