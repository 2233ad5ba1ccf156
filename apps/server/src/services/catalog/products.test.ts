import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { mug, PRODUCTS, productsApi, shirt } from '../../test/catalog.js';
import { outboxEvents, violatedFields, wireError } from '../../test/wire.js';

let atrium: TestAtrium;
let api: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  api = productsApi(atrium);
});
afterAll(async () => atrium?.close());

describe('products', () => {
  it('takes the minimal body, sets the stock by PATCH and reads it back, logging each change', async () => {
    const created = await api.create(mug());
    expect(created).toMatchObject({
      name: 'Mug',
      slug: 'mug',
      productType: 'PHYSICAL',
      visible: true,
      priceData: { currency: 'USD', price: '12.50', formatted: { price: '$12.50' } },
      stock: { trackInventory: true, quantity: 5, inStock: true, inventoryStatus: 'IN_STOCK' },
      weight: 0.5,
      weightUnit: 'KG',
      variants: [],
      revision: '1',
    });
    const patched = await api.patch(created.id, { stock: { trackInventory: true, quantity: 3 } });
    expect(patched.stock.quantity).toBe(3);
    expect(patched.revision).toBe('2');
    expect((await api.get(created.id)).stock).toMatchObject({ quantity: 3, inStock: true });
    expect(await api.log(created.id)).toMatchObject([
      { reason: 'MANUAL', delta: 5, quantityAfter: 5 },
      { reason: 'MANUAL', delta: -2, quantityAfter: 3 },
    ]);
    const types = (await outboxEvents(atrium)).filter((e) => e.entityId === created.id).map((e) => e.type);
    expect(types).toEqual(['product.created', 'product.updated']);
  });

  it('makes one variant per combination of options, each with its own price and stock', async () => {
    const created = await api.create(
      shirt({
        variants: [
          { choices: { Size: 'L', Colour: 'Red' }, priceData: { price: '24' }, stock: { quantity: 2 } },
          { choices: { Colour: 'Blue', Size: 'S' }, sku: 'TS-S-B', stock: { quantity: 7 } },
        ],
      }),
    );
    expect(created.variants).toHaveLength(6);
    const large = created.variants.find(
      (v: { choices: object }) => JSON.stringify(v.choices) === '{"Size":"L","Colour":"Red"}',
    );
    expect(large).toMatchObject({ priceData: { price: '24.00' }, stock: { quantity: 2, inStock: true } });
    expect(created.priceRange).toEqual({ minValue: '20.00', maxValue: '24.00' });
    expect(created.stock).toMatchObject({ quantity: 9, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' });
    expect(created.productOptions[1]).toMatchObject({
      name: 'Colour',
      optionType: 'COLOR',
      choices: [
        { value: 'Red', description: '#ff0000', inStock: true },
        { value: 'Blue', description: 'Blue', inStock: true },
      ],
    });

    // Adding a choice keeps every existing variant, with its id and stock.
    const options = shirt().productOptions;
    options[0]!.choices.push({ value: 'XL' });
    const grown = await api.patch(created.id, { productOptions: options });
    expect(grown.variants).toHaveLength(8);
    expect(grown.variants.find((v: { id: string }) => v.id === large.id).stock.quantity).toBe(2);

    // A variant is named by id too; a product-level quantity is refused when there are options.
    const set = await api.patch(created.id, { variants: [{ id: large.id, stock: { quantity: 4 } }] });
    expect(set.variants.find((v: { id: string }) => v.id === large.id).stock.quantity).toBe(4);
    const refused = await api.send('PATCH', `${PRODUCTS}/${created.id}`, {
      product: { id: created.id, stock: { quantity: 3 } },
    });
    expect(violatedFields(refused)).toEqual(['product.stock.quantity']);
  });

  it('refuses bad input with the field it names, and stores nothing', async () => {
    const before = (await api.ok(await api.send('POST', `${PRODUCTS}/query`, {}))).pagingMetadata.count;
    const cases: Array<[object, string]> = [
      [mug({ priceData: { price: '12.505' } }), 'product.priceData.price'],
      [mug({ priceData: { price: '-1' } }), 'product.priceData.price'],
      [mug({ priceData: { price: 12.5 } }), 'product.priceData.price'],
      [mug({ priceData: { price: '1000000000' } }), 'product.priceData.price'],
      [mug({ name: '' }), 'product.name'],
      [mug({ name: 'a\u0000b' }), 'product.name'],
      [mug({ stock: { quantity: -1 } }), 'product.stock.quantity'],
      [mug({ productType: 'SERVICE' }), 'product.productType'],
      [mug({ slug: 'Not A Slug' }), 'product.slug'],
      [shirt({ variants: [{ choices: { Size: 'XXL', Colour: 'Red' } }] }), 'product.variants[0].choices'],
      [
        shirt({ productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'S' }] }] }),
        'product.productOptions[0].choices[1].value',
      ],
    ];
    for (const [product, field] of cases)
      expect(violatedFields(await api.send('POST', PRODUCTS, { product }))).toContain(field);
    const many = Array.from({ length: 20 }, (_, i) => ({ value: `v${i}` }));
    const tooMany = await api.send('POST', PRODUCTS, {
      product: mug({
        stock: null,
        productOptions: [
          { name: 'A', choices: many },
          { name: 'B', choices: many },
        ],
      }),
    });
    wireError(tooMany, 400);
    expect(applicationCode(tooMany)).toBe('TOO_MANY_VARIANTS');
    const image = await api.send('POST', PRODUCTS, {
      product: mug({ images: ['wix:image://v1/nope/x.jpg'] }),
    });
    expect(applicationCode(image)).toBe('PRODUCT_IMAGE_NOT_FOUND');
    expect((await api.ok(await api.send('POST', `${PRODUCTS}/query`, {}))).pagingMetadata.count).toBe(before);
  });

  it('keeps slugs unique per site and answers a stale revision with a conflict', async () => {
    const first = await api.create(mug({ name: 'Same Name' }));
    const second = await api.create(mug({ name: 'Same Name' }));
    expect([first.slug, second.slug]).toEqual(['same-name', 'same-name-2']);
    const taken = await api.send('PATCH', `${PRODUCTS}/${second.id}`, {
      product: { id: second.id, slug: 'same-name' },
    });
    expect(applicationCode(taken)).toBe('PRODUCT_SLUG_ALREADY_EXISTS');
    const stale = await api.send('PATCH', `${PRODUCTS}/${first.id}`, {
      product: { id: first.id, name: 'New', revision: '7' },
    });
    expect(applicationCode(stale)).toBe('PRODUCT_REVISION_MISMATCH');
    expect((await api.ok(await api.send('GET', `${PRODUCTS}/slug/same-name-2`))).product.id).toBe(second.id);
  });

  it('gives products made at once with one name their own slugs, never a failure', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, () => api.send('POST', PRODUCTS, { product: mug({ name: 'Twin' }) })),
    );
    expect(made.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const slugs = made.map((answer) => answer.json().product.slug).sort();
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain('twin');
  });

  it('shows visible products to visitors, hides the rest, and lets only managers write', async () => {
    const visitor = productsApi(atrium, await visitorToken(atrium, atrium.site.clientId));
    const shown = await api.create(mug({ name: 'Shown' }));
    const hidden = await api.create(mug({ name: 'Hidden', visible: false }));
    expect((await visitor.get(shown.id)).name).toBe('Shown');
    expect(applicationCode(await visitor.send('GET', `${PRODUCTS}/${hidden.id}`))).toBe('PRODUCT_NOT_FOUND');
    const listed = await visitor.ok(await visitor.send('POST', `${PRODUCTS}/query`, { query: {} }));
    expect(listed.products.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
    expect(applicationCode(await visitor.send('POST', `${PRODUCTS}/query`, { includeHidden: true }))).toBe(
      'FORBIDDEN',
    );
    expect(applicationCode(await visitor.send('POST', PRODUCTS, { product: mug() }))).toBe('FORBIDDEN');
    expect(applicationCode(await visitor.inventory([{ productId: shown.id, setQuantity: 1 }]))).toBe(
      'FORBIDDEN',
    );

    const other = await atrium.modules.sites.createSite({ name: 'Other', origins: [], redirectUris: [] });
    const key = await atrium.modules.sites.createApiKey(other.site.id, 'other');
    const stranger = productsApi(atrium, key.key);
    expect(applicationCode(await stranger.send('GET', `${PRODUCTS}/${shown.id}`))).toBe('PRODUCT_NOT_FOUND');
    expect(applicationCode(await stranger.send('DELETE', `${PRODUCTS}/${shown.id}`))).toBe(
      'PRODUCT_NOT_FOUND',
    );
    const bulk = await stranger.ok(await stranger.inventory([{ productId: shown.id, setQuantity: 0 }]));
    expect(bulk.results[0].itemMetadata.error.code).toBe('PRODUCT_NOT_FOUND');
    expect((await api.get(shown.id)).stock.quantity).toBe(5);
  });

  it('queries and searches by price, stock and text, refusing unknown fields', async () => {
    const cheap = await api.create(mug({ name: 'Cheap spoon', priceData: { price: '1.99' }, sku: 'SPN-1' }));
    const dear = await api.create(mug({ name: 'Dear teapot', priceData: { price: '99' } }));
    const gone = await api.create(mug({ name: 'Gone kettle', stock: { trackInventory: true, quantity: 0 } }));
    const query = async (q: object) =>
      (await api.ok(await api.send('POST', `${PRODUCTS}/query`, { query: q }))).products.map(
        (p: { id: string }) => p.id,
      );
    expect(await query({ filter: { 'priceData.price': { $lt: 2 } } })).toEqual([cheap.id]);
    expect(
      await query({ filter: { 'priceData.price': { $gte: 99 } }, sort: [{ fieldName: 'priceData.price' }] }),
    ).toContain(dear.id);
    expect(await query({ filter: { 'stock.inStock': false } })).toEqual([gone.id]);
    const found = await api.ok(
      await api.send('POST', `${PRODUCTS}/search`, { search: { search: { expression: 'spn-1' } } }),
    );
    expect(found.products.map((p: { id: string }) => p.id)).toEqual([cheap.id]);
    expect(
      violatedFields(await api.send('POST', `${PRODUCTS}/query`, { query: { filter: { colour: 'red' } } })),
    ).toEqual(['query.filter.colour']);
  });

  it('places products in the store categories and takes them out on delete', async () => {
    const category = await api.ok(
      await api.send('POST', '/categories/v1/categories', {
        category: { name: 'Kitchen' },
        treeReference: { appNamespace: '@atrium/stores' },
      }),
    );
    const id = category.category.id;
    const product = await api.create(mug({ name: 'Placed', categoryIds: [id] }));
    expect(product.categoryIds).toEqual([id]);
    const missing = await api.send('POST', PRODUCTS, {
      product: mug({ categoryIds: ['00000000-0000-4000-8000-000000000001'] }),
    });
    expect(applicationCode(missing)).toBe('CATEGORY_NOT_FOUND');
    const items = async () =>
      (
        await api.ok(
          await api.send(
            'GET',
            `/categories/v1/categories/${id}/list-items?treeReference.appNamespace=@atrium/stores`,
          ),
        )
      ).items;
    expect(await items()).toEqual([
      { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: product.id },
    ]);
    await api.ok(await api.send('DELETE', `${PRODUCTS}/${product.id}`));
    expect(await items()).toEqual([]);
    expect(applicationCode(await api.send('GET', `${PRODUCTS}/${product.id}`))).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('store settings', () => {
  it('defaults to USD, KG and ON_ORDER_PLACED, and refuses a currency with other decimals once priced', async () => {
    const fresh = await createTestApp();
    try {
      const settings = productsApi(fresh);
      const read = await settings.ok(await settings.send('GET', '/atrium/v1/store-settings'));
      expect(read.settings).toEqual({
        currency: 'USD',
        weightUnit: 'KG',
        inventoryTrigger: 'ON_ORDER_PLACED',
      });
      await settings.ok(
        await settings.send('PATCH', '/atrium/v1/store-settings', { settings: { currency: 'JPY' } }),
      );
      const yen = await settings.create(mug({ priceData: { price: '1250' } }));
      expect(yen.priceData).toMatchObject({ currency: 'JPY', price: '1250', formatted: { price: '¥1,250' } });
      const refused = await settings.send('PATCH', '/atrium/v1/store-settings', {
        settings: { currency: 'EUR' },
      });
      expect(applicationCode(refused)).toBe('CURRENCY_CHANGE_NOT_ALLOWED');
      const changed = await settings.ok(
        await settings.send('PATCH', '/atrium/v1/store-settings', {
          settings: { currency: 'ISK', weightUnit: 'LB', inventoryTrigger: 'ON_ORDER_PAID' },
        }),
      );
      expect(changed.settings).toEqual({
        currency: 'ISK',
        weightUnit: 'LB',
        inventoryTrigger: 'ON_ORDER_PAID',
      });
      expect((await settings.get(yen.id)).weightUnit).toBe('LB');
      expect(
        violatedFields(
          await settings.send('PATCH', '/atrium/v1/store-settings', { settings: { currency: 'XYZ' } }),
        ),
      ).toEqual(['settings.currency']);
    } finally {
      await fresh.close();
    }
  });
});
