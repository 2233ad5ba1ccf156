import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode as code, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, productsApi } from '../../test/catalog.js';
import { line } from '../../test/orders.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';

const TEMPLATES = '/ecom/v1/checkout-templates';
const BULK = '/v1/bulk/checkout-templates/create';
const APP = '8f3bd1f4-4e84-4a32-8d3b-5b0b2f0e7c11';

let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;
let cupId = '';

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
  cupId = (await admin.create(mug({ name: 'Template cup' }))).id;
});
afterAll(async () => atrium?.close());

const create = async (template: object) =>
  (await admin.ok(await admin.send('POST', TEMPLATES, { checkoutTemplate: template }))).checkoutTemplate;
const query = async (q: object) => admin.ok(await admin.send('POST', `${TEMPLATES}/query`, { query: q }));

describe('checkout templates', () => {
  it('are created, read, updated in part and deleted, with their events', async () => {
    const made = await create({
      lineItems: [line(cupId, 2)],
      customLineItems: [{ quantity: 1, price: '4.50', productName: { original: 'Gift wrap' } }],
      couponCode: 'SPRING',
      customization: { lockedCoupon: true, webClient: { disabledContinueShoppingButton: true } },
      externalReference: { appId: APP, resourceId: 'campaign-7' },
    });
    expect(made).toMatchObject({
      status: 'ACTIVE',
      lineItems: [{ quantity: 2, catalogReference: { catalogItemId: cupId } }],
      customLineItems: [{ price: '4.50' }],
      couponCode: 'SPRING',
      customization: { lockedCoupon: true },
      externalReference: { appId: APP, resourceId: 'campaign-7' },
    });
    expect((await admin.ok(await admin.send('GET', `${TEMPLATES}/${made.id}`))).checkoutTemplate).toEqual(
      made,
    );

    // Only what is sent changes; null clears; the external reference is set once.
    const patch = {
      status: 'INACTIVE',
      couponCode: null,
      externalReference: { appId: APP, resourceId: 'x' },
    };
    const updated = (
      await admin.ok(await admin.send('PATCH', `${TEMPLATES}/${made.id}`, { checkoutTemplate: patch }))
    ).checkoutTemplate;
    expect(updated).toMatchObject({ status: 'INACTIVE', couponCode: null, lineItems: made.lineItems });
    expect(updated.externalReference.resourceId).toBe('campaign-7');
    expect(updated.customization).toEqual(made.customization);

    expect((await admin.ok(await admin.send('DELETE', `${TEMPLATES}/${made.id}`))) as object).toEqual({});
    expect(code(await admin.send('GET', `${TEMPLATES}/${made.id}`))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    expect(code(await admin.send('DELETE', `${TEMPLATES}/${made.id}`))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    const types = (await outboxEvents(atrium)).filter((e) => e.entityId === made.id).map((e) => e.type);
    expect(types).toEqual([
      'checkout_template.created',
      'checkout_template.updated',
      'checkout_template.deleted',
    ]);
  });

  it('are queried by filter and sort, a page at a time by cursor', async () => {
    const ids: string[] = [];
    for (const status of ['ACTIVE', 'INACTIVE', 'ACTIVE', 'ACTIVE'])
      ids.push((await create({ lineItems: [line(cupId)], status, couponCode: `Q-${ids.length}` })).id);
    const filter = { couponCode: { $startsWith: 'Q-' }, status: 'ACTIVE' };
    const sort = [{ fieldName: 'couponCode', order: 'DESC' }];
    const first = await query({ filter, sort, cursorPaging: { limit: 2 } });
    expect(first.checkoutTemplates.map((t: { couponCode: string }) => t.couponCode)).toEqual(['Q-3', 'Q-2']);
    expect(first.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const next = await query({ cursorPaging: { cursor: first.pagingMetadata.cursors.next } });
    expect(next.checkoutTemplates.map((t: { id: string }) => t.id)).toEqual([ids[0]]);
    expect(next.pagingMetadata.hasNext).toBe(false);

    expect(
      violatedFields(await admin.send('POST', `${TEMPLATES}/query`, { query: { filter: { price: 1 } } })),
    ).toEqual(['query.filter.price']);
    expect(
      violatedFields(
        await admin.send('POST', `${TEMPLATES}/query`, { query: { sort: [{ fieldName: 'lineItems' }] } }),
      ),
    ).toEqual(['query.sort[0].fieldName']);
  });

  it('are created in bulk, each succeeding or failing on its own', async () => {
    const answer = await admin.ok(
      await admin.send('POST', BULK, {
        checkoutTemplates: [
          { lineItems: [line(cupId)] },
          { lineItems: [] },
          { customLineItems: [{ quantity: 1, price: '1.234', productName: { original: 'Odd' } }] },
        ],
        returnEntity: true,
      }),
    );
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 2, undetailedFailures: 0 });
    const [ok, empty, odd] = answer.results;
    expect(ok.itemMetadata).toMatchObject({ originalIndex: 0, success: true, id: ok.item.id });
    expect(empty.itemMetadata).toMatchObject({ originalIndex: 1, success: false });
    expect(JSON.stringify(empty.itemMetadata.error)).toContain('checkoutTemplates[1].lineItems');
    expect(JSON.stringify(odd.itemMetadata.error)).toContain('checkoutTemplates[2].customLineItems[0].price');
    const bare = await admin.ok(
      await admin.send('POST', BULK, { checkoutTemplates: [{ lineItems: [line(cupId)] }] }),
    );
    expect(bare.results[0].item).toBeUndefined();
    expect(bare.results[0].itemMetadata.success).toBe(true);
  });

  it('refuses bad input', async () => {
    const refused = async (payload: object) => violatedFields(await admin.send('POST', TEMPLATES, payload));
    expect(await refused({})).toEqual(['checkoutTemplate']);
    expect(await refused({ checkoutTemplate: {} })).toEqual(['checkoutTemplate.lineItems']);
    expect(await refused({ checkoutTemplate: { lineItems: [{ quantity: 1 }] } })).toEqual([
      'checkoutTemplate.lineItems[0].catalogReference',
    ]);
    expect(await refused({ checkoutTemplate: { lineItems: [{ ...line(cupId), quantity: '2' }] } })).toEqual([
      'checkoutTemplate.lineItems[0].quantity',
    ]);
    expect(await refused({ checkoutTemplate: { lineItems: [line(cupId, 100_001)] } })).toEqual([
      'checkoutTemplate.lineItems[0].quantity',
    ]);
    expect(
      await refused({ checkoutTemplate: { lineItems: [line(cupId)], couponCode: 'C'.repeat(101) } }),
    ).toEqual(['checkoutTemplate.couponCode']);
    expect(await refused({ checkoutTemplate: { lineItems: [line(cupId)], status: 'PAUSED' } })).toEqual([
      'checkoutTemplate.status',
    ]);
    expect(
      await refused({ checkoutTemplate: { lineItems: Array.from({ length: 301 }, () => line(cupId)) } }),
    ).toEqual(['checkoutTemplate.lineItems']);
    expect(
      await refused({ checkoutTemplate: { lineItems: [line(cupId)], externalReference: { appId: 'nope' } } }),
    ).toEqual(['checkoutTemplate.externalReference.appId']);
    expect(await refused({ checkoutTemplate: { lineItems: [line(cupId)], couponCode: 'A\u0000B' } })).toEqual(
      ['checkoutTemplate.couponCode'],
    );
    expect(violatedFields(await admin.send('GET', `${TEMPLATES}/not-a-uuid`))).toEqual([
      'checkoutTemplateId',
    ]);
    expect(violatedFields(await admin.send('POST', BULK, { checkoutTemplates: [] }))).toEqual([
      'checkoutTemplates',
    ]);
  });

  it('are kept by the site: visitors, keys without ecom.manage and other sites are refused', async () => {
    const made = await create({ lineItems: [line(cupId)] });
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    expect(
      code(await visitor.send('POST', TEMPLATES, { checkoutTemplate: { lineItems: [line(cupId)] } })),
    ).toBe('FORBIDDEN');
    expect(code(await visitor.send('GET', `${TEMPLATES}/${made.id}`))).toBe('FORBIDDEN');
    expect(code(await visitor.send('POST', `${TEMPLATES}/query`, {}))).toBe('FORBIDDEN');
    const limited = await atrium.modules.sites.createApiKey(atrium.site.siteId, 'catalog only', [
      'catalog.manage',
    ]);
    expect(code(await productsApi(atrium, limited.key).send('GET', `${TEMPLATES}/${made.id}`))).toBe(
      'MISSING_PERMISSION',
    );
    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const stranger = productsApi(atrium, (await atrium.modules.sites.createApiKey(other.site.id, 'o')).key);
    expect(code(await stranger.send('GET', `${TEMPLATES}/${made.id}`))).toBe('CHECKOUT_TEMPLATE_NOT_FOUND');
    const patch = { checkoutTemplate: { status: 'INACTIVE' } };
    expect(code(await stranger.send('PATCH', `${TEMPLATES}/${made.id}`, patch))).toBe(
      'CHECKOUT_TEMPLATE_NOT_FOUND',
    );
    expect(code(await stranger.send('DELETE', `${TEMPLATES}/${made.id}`))).toBe(
      'CHECKOUT_TEMPLATE_NOT_FOUND',
    );
    expect(
      (await stranger.ok(await stranger.send('POST', `${TEMPLATES}/query`, {}))).checkoutTemplates,
    ).toEqual([]);
  });
});
