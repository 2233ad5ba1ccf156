import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  checkout,
  checkoutTemplates,
  createClient,
  isApplicationError,
  OAuthStrategy,
  products,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium({ publicAtHost: true });
});
afterAll(async () => atrium?.close());

describe('checkout templates through the SDK', () => {
  it('are kept by the site and make checkouts for a visitor, priced from the catalogue', async () => {
    const { siteId, apiKey, clientId } = atrium.site;
    const site = createClient({
      modules: { products, checkoutTemplates },
      auth: ApiKeyStrategy({ apiKey, siteId }),
      host: atrium.host,
    });
    const book = await site.products.createProduct({
      name: 'Template book',
      productType: 'DIGITAL',
      priceData: { price: '9' },
    });
    const lineItems = [{ quantity: 2, catalogReference: { appId: APP_ID, catalogItemId: book._id! } }];
    const made = await site.checkoutTemplates.createCheckoutTemplate({ lineItems, couponCode: 'NONE-YET' });
    expect(made._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made._createdDate).toBeInstanceOf(Date);
    const updated = await site.checkoutTemplates.updateCheckoutTemplate(made._id, { couponCode: null });
    expect(updated.couponCode).toBeNull();
    expect((await site.checkoutTemplates.getCheckoutTemplate(made._id)).lineItems).toHaveLength(1);

    const bulk = await site.checkoutTemplates.bulkCreateCheckoutTemplates(
      [{ lineItems }, { lineItems, status: 'INACTIVE' }],
      { returnEntity: true },
    );
    expect(bulk.bulkActionMetadata.totalSuccesses).toBe(2);
    const page = await site.checkoutTemplates
      .queryCheckoutTemplates()
      .eq('status', 'ACTIVE')
      .ascending('createdDate')
      .limit(1)
      .find();
    expect(page.items.map((t) => t._id)).toEqual([made._id]);
    expect(page.hasNext()).toBe(true);
    expect((await page.next()).items).toHaveLength(1);
    const typed = await site.checkoutTemplates.queryCheckoutTemplates({ filter: { status: 'INACTIVE' } });
    expect(typed.checkoutTemplates).toHaveLength(1);

    await site.products.updateProduct(book._id!, { priceData: { price: '11' } });
    const me = createClient({
      modules: { checkout, checkoutTemplates },
      auth: OAuthStrategy({ clientId }),
      host: atrium.host,
    });
    const { checkoutId, checkoutUrl } = await me.checkoutTemplates.createCheckoutFromTemplate(
      made._id,
      siteId,
    );
    expect(checkoutUrl).toMatch(new RegExp(`^${atrium.host}/hosted/checkout\\?session=`));
    const mine = await me.checkout.getCheckout(checkoutId);
    expect(mine.priceSummary?.subtotal?.amount).toBe('22.00');

    const redirect = await me.checkoutTemplates.createAndRedirectToCheckout(made._id, siteId);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers[0]?.value).toMatch(/\/hosted\/checkout\?session=/);
    expect(redirect.body).toBeInstanceOf(Uint8Array);

    const inactive = bulk.results[1]!.item!._id!;
    const refused = await me.checkoutTemplates.createCheckoutFromTemplate(inactive, siteId).catch((e) => e);
    expect(isApplicationError(refused) && refused.code).toBe('CHECKOUT_TEMPLATE_INACTIVE');
    await site.checkoutTemplates.deleteCheckoutTemplate(made._id);
    const gone = await site.checkoutTemplates.getCheckoutTemplate(made._id).catch((e) => e);
    expect(isApplicationError(gone) && gone.code).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
  });
});
