import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  carrierSettings,
  checkoutSettings,
  createClient,
  currentCart,
  isApplicationError,
  isValidationError,
  OAuthStrategy,
  products,
  sandboxPayments,
  shippingLogistics,
  shippingOptions,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let atrium: ListeningAtrium;
beforeAll(async () => {
  atrium = await startAtrium({ config: { carriers: ['sandbox'] } });
});
afterAll(async () => atrium?.close());

const admin = () =>
  createClient({
    modules: { products, shippingOptions, shippingLogistics, carrierSettings, checkoutSettings },
    auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
    host: atrium.host,
  });
const shopper = () =>
  createClient({
    modules: { currentCart, sandboxPayments, checkoutSettings },
    auth: OAuthStrategy({ clientId: atrium.site.clientId }),
    host: atrium.host,
  });

describe('the shipping logistics, carrier settings and sandbox payments modules against the real server', () => {
  it('lets the site brand its checkout, which a shopper reads; a shopper cannot change it', async () => {
    const shop = admin();
    const set = await shop.checkoutSettings.updateCheckoutSettings({
      checkoutBrand: { header: { text: 'SDK Pottery' } },
    });
    expect(set.checkoutSettings.checkoutBrand?.header?.text).toBe('SDK Pottery');
    expect(set.checkoutSettings._updatedDate).toBeInstanceOf(Date);
    const read = await shopper().checkoutSettings.getCheckoutSettings();
    expect(read.checkoutSettings.checkoutBrand?.header?.text).toBe('SDK Pottery');
    await expect(shopper().checkoutSettings.updateCheckoutSettings({})).rejects.toThrow();
  });

  it('tokenises a sandbox test card for a shopper, and says why another number is refused', async () => {
    const me = shopper();
    const answer = await me.sandboxPayments.createSandboxToken({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(answer).toMatchObject({ token: expect.stringMatching(/^tok_sandbox_/), card: { last4: '4242' } });
    const refused = await me.sandboxPayments
      .createSandboxToken({ number: '4111111111111111', expMonth: 12, expYear: 2030, cvc: '123' })
      .catch((error: unknown) => error);
    expect(isValidationError(refused) && refused.fieldViolations.map((v) => v.field)).toEqual([
      'card.number',
    ]);
  });

  it('makes an option a store pickup, in the client’s address names both ways, and offers it to a shopper', async () => {
    const shop = admin();
    const store = await shop.shippingOptions.createShippingOption({
      title: 'SDK counter',
      rates: [{ amount: '0' }],
    });
    const address = { country: 'NL', city: 'Utrecht', postalCode: '3511', addressLine1: 'Oudegracht 1' };
    const set = await shop.shippingLogistics.updateShippingLogistics(store._id!, {
      pickup: { method: 'STORE_PICKUP', address, instructions: 'Ring twice' },
    });
    expect(set.logistics.pickup?.address).toEqual(address);
    expect((await shop.shippingLogistics.getShippingLogistics(store._id!)).logistics.pickup?.address).toEqual(
      address,
    );
    const mug = await shop.products.createProduct({ name: 'Pickup SDK mug', priceData: { price: '9' } });
    const me = shopper();
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }],
    });
    const totals = await me.currentCart.estimateCurrentCartTotals({
      selectedShippingOption: { code: store._id! },
    } as never);
    expect(totals.shippingInfo?.selectedCarrierServiceOption?.logistics).toMatchObject({
      instructions: 'Ring twice',
      pickupDetails: { pickupMethod: 'STORE_PICKUP', address },
    });
    await shop.shippingOptions.deleteShippingOption(store._id!);
  });

  it('enables the sandbox carrier, whose rates a shopper’s estimate offers; an unknown carrier is refused', async () => {
    const shop = admin();
    const { availableCarriers } = await shop.carrierSettings.getCarrierSettings();
    expect(availableCarriers.map((carrier) => carrier.name)).toEqual(['Sandbox Parcel']);
    const refused = await shop.carrierSettings
      .updateCarrierSettings({ enabledCarrierIds: ['00000000-0000-4000-8000-000000000000'] })
      .catch((error: unknown) => error);
    expect(isApplicationError(refused) && refused.code).toBe('CARRIER_NOT_FOUND');
    const sandbox = availableCarriers[0]!.carrierId;
    await shop.carrierSettings.updateCarrierSettings({ enabledCarrierIds: [sandbox] });
    const kettle = await shop.products.createProduct({
      name: 'Carrier SDK kettle',
      priceData: { price: '30' },
      weight: 1,
    });
    const me = shopper();
    await me.currentCart.addToCurrentCart({
      lineItems: [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: kettle._id } }],
    });
    const totals = await me.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'NL', city: 'Utrecht', postalCode: '3511', addressLine1: 'Oudegracht 1' },
    } as never);
    const carrier = totals.shippingInfo?.carrierServiceOptions?.find((entry) => entry.carrierId === sandbox);
    expect(carrier?.shippingOptions?.map((option) => [option.title, option.cost?.price?.amount])).toEqual([
      ['Sandbox Parcel Ground', '5.50'],
      ['Sandbox Parcel Express', '11.00'],
    ]);
    await shop.carrierSettings.updateCarrierSettings({ enabledCarrierIds: [] });
  });
});
