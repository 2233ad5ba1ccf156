import sharp from 'sharp';
import { STORE_CATEGORY_TREE } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';

// The demo site's shop, made on an empty database through the public API as a site owner would: categories of
// the store tree, product images drawn here with sharp (nothing is downloaded), a dozen products, options on
// some, one out of stock, and a shipping option for everywhere (free over 50). The storefront is a shop from its
// first start.

type Option = { name: string; optionType?: 'COLOR'; choices: Array<{ value: string; description?: string }> };
interface DemoProduct {
  name: string;
  category: string;
  price: string;
  compareAtPrice?: string;
  colour: string;
  description: string;
  stock?: number;
  productType?: 'DIGITAL';
  weight?: number;
  options?: Option[];
  subscriptionOptions?: object[];
}

const SIZES = { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] };

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Stoneware mug',
    category: 'Kitchen',
    price: '12.50',
    colour: '#2f6f8f',
    stock: 25,
    weight: 0.4,
    description: 'A heavy mug that keeps tea hot.',
  },
  {
    name: 'Cast iron teapot',
    category: 'Kitchen',
    price: '34.00',
    colour: '#3b3b3b',
    stock: 8,
    weight: 1.2,
    description: 'Brews six cups.',
  },
  {
    name: 'Espresso cups, set of two',
    category: 'Kitchen',
    price: '18.00',
    colour: '#a0522d',
    stock: 0,
    weight: 0.3,
    description: 'Sold out until the next kiln firing.',
  },
  {
    name: 'Linen tea towel',
    category: 'Kitchen',
    price: '9.50',
    colour: '#c8b88a',
    weight: 0.1,
    description: 'Washed linen, gets softer every time.',
    subscriptionOptions: [
      {
        title: 'A fresh towel every three months',
        frequency: 'MONTH',
        interval: 3,
        autoRenewal: true,
        enableCustomerCancellation: true,
        discount: { type: 'PERCENT', value: '10' },
      },
    ],
  },
  {
    name: 'Organic T-shirt',
    category: 'Apparel',
    price: '20.00',
    colour: '#b03a2e',
    stock: 5,
    weight: 0.2,
    description: 'Soft, heavy cotton.',
    options: [
      SIZES,
      {
        name: 'Colour',
        optionType: 'COLOR',
        choices: [
          { value: 'Red', description: '#b03a2e' },
          { value: 'Blue', description: '#1f4e79' },
        ],
      },
    ],
  },
  {
    name: 'Hoodie',
    category: 'Apparel',
    price: '45.00',
    colour: '#4a4a6a',
    stock: 3,
    weight: 0.6,
    description: 'Brushed inside.',
    options: [{ ...SIZES, choices: [...SIZES.choices, { value: 'XL' }] }],
  },
  {
    name: 'Canvas cap',
    category: 'Apparel',
    price: '15.00',
    colour: '#202020',
    stock: 10,
    weight: 0.1,
    description: 'One size, adjustable strap.',
    options: [
      {
        name: 'Colour',
        optionType: 'COLOR',
        choices: [
          { value: 'Black', description: '#202020' },
          { value: 'Sand', description: '#d8c9a3' },
        ],
      },
    ],
  },
  {
    name: 'Wool socks',
    category: 'Apparel',
    price: '8.00',
    colour: '#6b8e23',
    stock: 12,
    weight: 0.1,
    description: 'Two pairs.',
    options: [{ name: 'Size', choices: [{ value: '36-40' }, { value: '41-46' }] }],
  },
  {
    name: 'A5 notebook',
    category: 'Stationery',
    price: '7.50',
    colour: '#e0a030',
    stock: 40,
    weight: 0.2,
    description: '120 pages of 90 g paper.',
    options: [{ name: 'Paper', choices: [{ value: 'Lined' }, { value: 'Plain' }, { value: 'Dotted' }] }],
  },
  {
    name: 'Brass pen',
    category: 'Stationery',
    price: '11.00',
    colour: '#b5a642',
    stock: 15,
    weight: 0.05,
    description: 'Takes standard refills.',
  },
  {
    name: 'Botanical poster',
    category: 'Stationery',
    price: '25.00',
    compareAtPrice: '30.00',
    colour: '#2e8b57',
    stock: 6,
    weight: 0.3,
    description: '50 × 70 cm, printed on matte paper.',
  },
  {
    name: 'Desktop wallpapers',
    category: 'Stationery',
    price: '4.00',
    colour: '#5f9ea0',
    productType: 'DIGITAL',
    description: 'Twelve wallpapers, one for each month.',
  },
];

/** A product picture: the product's colour with a lighter disc, so that each product looks different. */
function picture(colour: string, index: number): Promise<Buffer> {
  const x = 200 + ((index * 97) % 200);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="${colour}"/>
    <circle cx="${x}" cy="300" r="160" fill="#ffffff" fill-opacity="0.25"/>
    <rect x="150" y="420" width="300" height="24" rx="12" fill="#ffffff" fill-opacity="0.4"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** One request of the seeding, as the site's API key. */
interface Request {
  method: 'POST' | 'PUT';
  url: string;
  payload: object | Buffer;
  type?: string;
}

export async function seedDemoShop(app: FastifyInstance, apiKey: string): Promise<void> {
  const send = async ({ method, url, payload, type }: Request) => {
    const answer = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: apiKey, ...(type ? { 'content-type': type } : {}) },
    });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  const call = (method: 'POST' | 'PUT', url: string, payload: object) => send({ method, url, payload });
  const categories = new Map<string, string>();
  for (const name of new Set(DEMO_PRODUCTS.map((p) => p.category))) {
    const body = await call('POST', '/categories/v1/categories', {
      category: { name },
      treeReference: STORE_CATEGORY_TREE,
    });
    categories.set(name, body.category.id);
  }
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const bytes = await picture(product.colour, index);
    const granted = await call('POST', '/site-media/v1/files/generate-upload-url', {
      mimeType: 'image/png',
      fileName: `${product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
      sizeInBytes: String(bytes.length),
    });
    const file = (
      await send({
        method: 'PUT',
        url: new URL(granted.uploadUrl).pathname,
        payload: bytes,
        type: 'image/png',
      })
    ).file;
    const tracked = product.stock !== undefined;
    const options = product.options ?? [];
    const created = await call('POST', '/atrium/v1/products', {
      product: {
        name: product.name,
        description: product.description,
        productType: product.productType ?? 'PHYSICAL',
        priceData: { price: product.price, compareAtPrice: product.compareAtPrice ?? null },
        weight: product.weight ?? null,
        images: [file.id],
        categoryIds: [categories.get(product.category)],
        stock: {
          trackInventory: tracked,
          ...(tracked && !options.length ? { quantity: product.stock } : {}),
        },
        productOptions: options,
        ...(product.subscriptionOptions ? { subscriptionOptions: product.subscriptionOptions } : {}),
      },
    });
    if (tracked && options.length)
      await call('POST', '/atrium/v1/products/bulk/update-inventory', {
        changes: created.product.variants.map((variant: { id: string }) => ({
          productId: created.product.id,
          variantId: variant.id,
          setQuantity: product.stock,
          note: 'Opening stock',
        })),
      });
  }
  await call('POST', '/ecom/v1/shipping-options', { shippingOption: DEMO_SHIPPING });
}

/** Delivery everywhere: free from 50, else a flat 4.99. */
export const DEMO_SHIPPING = {
  title: 'Standard delivery',
  estimatedDeliveryTime: '3–5 working days',
  rates: [
    { amount: '0', conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GTE', value: '50' }] },
    { amount: '4.99' },
  ],
};
