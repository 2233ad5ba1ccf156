import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { section, signInOwner } from './owner.js';

const system = inject('system');

describe.skipIf(!system)('the captcha an owner turns on for sign-in and registration', () => {
  const browser = useBrowser();

  it('registers through the invisible check, then asks for a picture to be read', async () => {
    const owner = await browser.page('captcha-owner');
    await signInOwner(owner, system!.dashboardUrl);
    await section(owner, 'Members').click();
    const setting = owner.getByLabel('Captcha at sign-in and registration');
    // The line under the select follows the saved setting: it changes once the server has it.
    await setting.selectOption('INVISIBLE');
    await owner.getByText(/quietly solves a small puzzle/).waitFor();
    try {
      const member = await browser.page('captcha-member');
      await member.goto(system!.storefrontUrl);
      await member.getByRole('button', { name: 'Sign in' }).click();
      await member.waitForURL(/\/hosted\/login/);
      await member.getByRole('button', { name: 'New here? Create an account' }).click();
      await member.getByLabel('First name').fill('Ines');
      await member.getByLabel('Email').fill('ines@example.com');
      await member.getByLabel('Password').fill('a fine password');
      // The page solved the puzzle in the background; the visitor saw nothing of it.
      await member.getByRole('button', { name: 'Create account' }).click();
      await member.waitForURL(`${system!.storefrontUrl}/`);
      await member.getByTestId('member-name').getByText('Ines').waitFor();

      await setting.selectOption('VISIBLE');
      await owner.getByText(/type the characters they read in a picture/).waitFor();
      await member.getByRole('button', { name: 'Sign out' }).click();
      await member.getByRole('button', { name: 'Sign in' }).click();
      await member.waitForURL(/\/hosted\/login/);
      const picture = member.getByRole('img', { name: /Distorted letters and digits/ });
      await picture.waitFor();
      const first = await picture.getAttribute('src');
      await member.getByLabel('Email').fill('ines@example.com');
      await member.getByLabel('Password').fill('a fine password');
      // Zero is never drawn, so this answer is always wrong.
      await member.getByLabel('The characters in the picture').fill('00000');
      await member.getByRole('button', { name: 'Sign in' }).click();
      await member
        .getByRole('alert')
        .getByText('The check that you are not a robot failed. Try it again.')
        .waitFor();
      // A picture is good for one guess: a new one replaces it, and the field is empty again.
      await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
      expect(await member.getByLabel('The characters in the picture').inputValue()).toBe('');
      const second = await picture.getAttribute('src');
      await member.getByRole('button', { name: 'New image' }).click();
      await expect.poll(() => picture.getAttribute('src')).not.toBe(second);
    } finally {
      await setting.selectOption('OFF');
      await owner.getByText(/Anyone may try to sign in or register/).waitFor();
    }
  });
});
