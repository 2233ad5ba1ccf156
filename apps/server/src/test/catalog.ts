import { expect } from 'vitest';
import type { TestAtrium } from './app.js';

type Inject = TestAtrium['app']['inject'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const PRODUCTS = '/atrium/v1/products';

/** The catalogue API as the test site's admin API key (or another caller). */
export function productsApi(atrium: TestAtrium, authorization: string = atrium.site.apiKey) {
  const inject = atrium.app.inject.bind(atrium.app) as Inject;
  const send = (method: Method, url: string, payload?: object) =>
    inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization } });
  const ok = async (response: Awaited<ReturnType<Inject>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    send,
    ok,
    async create(product: object) {
      return (await ok(await send('POST', PRODUCTS, { product }))).product;
    },
    async get(id: string) {
      return (await ok(await send('GET', `${PRODUCTS}/${id}`))).product;
    },
    async patch(id: string, product: object, fieldMask?: string) {
      return (await ok(await send('PATCH', `${PRODUCTS}/${id}`, { product: { ...product, id }, fieldMask })))
        .product;
    },
    inventory: (changes: object[]) => send('POST', `${PRODUCTS}/bulk/update-inventory`, { changes }),
    async log(productId: string) {
      const body = await ok(
        await send('POST', '/atrium/v1/inventory-log/query', {
          query: { filter: { productId }, sort: [{ fieldName: 'createdDate', order: 'ASC' }] },
        }),
      );
      return body.entries as Array<{ reason: string; delta: number; quantityAfter: number; note?: string }>;
    },
  };
}

/** A product of the minimal shape the issue names. */
export const mug = (extra: object = {}) => ({
  name: 'Mug',
  productType: 'PHYSICAL',
  priceData: { price: '12.50' },
  stock: { trackInventory: true, quantity: 5 },
  weight: 0.5,
  ...extra,
});

/** A T-shirt with two options: 3 sizes × 2 colours. */
export const shirt = (extra: object = {}) => ({
  name: 'T-shirt',
  priceData: { price: '20' },
  stock: { trackInventory: true },
  productOptions: [
    { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] },
    {
      name: 'Colour',
      optionType: 'COLOR',
      choices: [{ value: 'Red', description: '#ff0000' }, { value: 'Blue' }],
    },
  ],
  ...extra,
});
