import type { Page } from 'playwright-core';

/** The first owner, created by dashboard.test.ts (the first file) from the printed link. */
export const OWNER = { name: 'Ada Owner', email: 'ada@example.com', password: 'a long enough passphrase' };

export async function signInOwner(page: Page, dashboardUrl: string): Promise<void> {
  await page.goto(`${dashboardUrl}/sign-in`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
}

/**
 * A section of the site in the dashboard's side navigation: the overview links to some sections too, under the
 * same names.
 */
export const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name });
