import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';

const system = inject('system');

describe.skipIf(!system)('the demo storefront, in a real browser', () => {
  const browser = useBrowser();

  it('gets a visitor session across origins and shows the site’s name', async () => {
    const page = await browser.page('storefront');
    const tokenCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/oauth2/token'))
        tokenCalls.push(response.headers()['access-control-allow-origin'] ?? '');
    });
    await page.goto(system!.storefrontUrl);
    await page.getByTestId('session-state').getByText('Visitor session').waitFor();
    await page.getByTestId('site-name').getByText('Demo site').waitFor();
    expect(tokenCalls).toEqual([system!.storefrontUrl]);

    // The session survives a reload: the tokens are kept, not asked for again.
    await page.reload();
    await page.getByTestId('session-state').getByText('Visitor session').waitFor();
    expect(tokenCalls).toHaveLength(1);
  });

  it('says when a page does not exist, and leads back to the shop', async () => {
    const page = await browser.page('not-found');
    await page.goto(`${system!.storefrontUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('heading', { name: /^Welcome/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('gives the shop, the dashboard and the hosted pages an icon, so no page load asks for a missing one', async () => {
    const page = await browser.page('icons');
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && /favicon/.test(response.url())) missing.push(response.url());
    });
    for (const url of [
      system!.storefrontUrl,
      system!.dashboardUrl,
      `${new URL(system!.dashboardUrl).origin}/hosted/login`,
    ]) {
      await page.goto(url);
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      const answer = await page.request.get(new URL(icon!, page.url()).toString());
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()['content-type'], url).toMatch(/^image\/svg\+xml/);
    }
    expect(missing).toEqual([]);
  });
});
