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
});
