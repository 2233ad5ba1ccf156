import type { Page } from 'playwright-core';

/** A new member, made on the storefront through the hosted sign-in page, back on the storefront signed in. */
export async function registerOnStorefront(
  page: Page,
  storefrontUrl: string,
  member: { firstName: string; email: string },
): Promise<void> {
  await page.goto(storefrontUrl);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/hosted\/login\?session=/);
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('a fine password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByTestId('member-name').getByText(member.firstName).waitFor();
}

/** The hosted checkout's contact and delivery forms, filled with a London address, and saved. */
export async function fillCheckoutDetails(
  page: Page,
  buyer: { email: string; firstName: string; lastName: string },
): Promise<void> {
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('Street address').fill('1 Canal Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('N1 9GU');
  await page.getByLabel('Country code (such as GB or US)').fill('GB');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Your details are saved.').waitFor();
}

/**
 * Adds what the product page shows to the cart, and waits until the server has it: the badge moves at once
 * (the cart is optimistic), but a page load started before the answer would abort the add.
 */
export async function addToCart(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('status').getByText('Added to your cart.').waitFor();
  await page.getByTestId('cart-count').getByText(`Cart (${count})`).waitFor();
}
