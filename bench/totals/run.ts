// The totals engine alone: a cart of 100 lines with 5 rules, a coupon, shipping and tax, computed over and over,
// next to its floor in the same run: a structuredClone of the same input (copying the cart once costs at least
// this much). Prints p50, p95 and p99 of each, in microseconds, and the ratio of their medians.
import { performance } from 'node:perf_hooks';
import { computeTotals, type TotalsInput } from '../../apps/server/src/core/commerce/totals/index.js';
import { currencyOf } from '../../apps/server/src/core/money/index.js';

const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20_000);

/** 100 lines of 30 items in two categories and three tax groups, a few of them not shippable or not counted. */
function lines(): TotalsInput['lines'] {
  return Array.from({ length: 100 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    quantity: 1 + (i % 4),
    unitPrice: BigInt(499 + i * 37),
    counted: i % 25 !== 0,
    item: { appId: APP, catalogItemId: `item-${i % 30}`, categoryIds: [i % 2 ? 'mugs' : 'shirts'] },
    taxGroupId: i % 3 ? 'goods' : 'books',
    weight: 0.25 + (i % 5) * 0.1,
    shippable: i % 7 !== 0,
  }));
}

/** Five rules: a percentage and a fixed amount on a category, two triggered by the cart, a fixed price. */
function rules(): TotalsInput['rules'] {
  const scope = (categoryId: string) => [{ kind: 'category' as const, categoryIds: [categoryId] }];
  return [
    {
      id: 'r1',
      name: '10% off mugs',
      discount: { type: 'PERCENTAGE', percentage: '10', scopes: scope('mugs') },
    },
    {
      id: 'r2',
      name: '2 off shirts',
      discount: { type: 'FIXED_AMOUNT', amount: 200n, scopes: scope('shirts') },
    },
    {
      id: 'r3',
      name: 'Big carts',
      trigger: { kind: 'subtotal', scopes: [], from: 10_000n },
      discount: { type: 'PERCENTAGE', percentage: '5', scopes: [] },
    },
    {
      id: 'r4',
      name: 'Cheapest free',
      trigger: { kind: 'quantity', scopes: [], from: 10 },
      discount: { type: 'PERCENTAGE', percentage: '100', scopes: [], lowestPricedOnly: true },
    },
    {
      id: 'r5',
      name: 'Item 3 at 4.99',
      discount: {
        type: 'FIXED_PRICE',
        amount: 499n,
        scopes: [{ kind: 'catalog', appId: APP, itemIds: ['item-3'] }],
      },
    },
  ];
}

function shipping(): TotalsInput['shipping'] {
  return {
    destination: { country: 'US', subdivision: 'US-CA' },
    selectedCode: 'ground',
    options: [
      {
        code: 'ground',
        title: 'Ground',
        destinations: [{ country: 'US' }],
        rates: [
          {
            amount: 0n,
            conditions: [{ type: 'BY_TOTAL_PRICE', operator: 'GTE', value: '500' }],
            multiplyByQuantity: false,
          },
          {
            amount: 899n,
            conditions: [{ type: 'BY_TOTAL_WEIGHT', operator: 'LTE', value: '20' }],
            multiplyByQuantity: false,
          },
          { amount: 1999n, conditions: [], multiplyByQuantity: false },
        ],
      },
      {
        code: 'express',
        title: 'Express',
        destinations: 'everywhere',
        rates: [{ amount: 150n, conditions: [], multiplyByQuantity: true }],
      },
    ],
  };
}

function tax(): TotalsInput['tax'] {
  return {
    included: false,
    shippingTaxed: true,
    shippingTaxGroupId: 'shipping',
    feeTaxGroupId: 'goods',
    rates: new Map([
      [
        'goods',
        [
          {
            rate: '0.0725',
            name: 'Sales tax',
            type: 'Sales Tax',
            jurisdiction: 'CA',
            jurisdictionType: 'STATE',
          },
          {
            rate: '0.0225',
            name: 'County tax',
            type: 'Sales Tax',
            jurisdiction: 'Los Angeles',
            jurisdictionType: 'COUNTY',
          },
        ],
      ],
      ['books', []],
      [
        'shipping',
        [
          {
            rate: '0.0725',
            name: 'Sales tax',
            type: 'Sales Tax',
            jurisdiction: 'CA',
            jurisdictionType: 'STATE',
          },
        ],
      ],
    ]),
  };
}

function cart(): TotalsInput {
  return {
    currency: currencyOf('USD'),
    lines: lines(),
    rules: rules(),
    coupon: { id: 'c', code: 'SAVE10', name: 'Save 10', type: 'PERCENTAGE', percentage: '10', scopes: [] },
    buyer: { memberId: null },
    shipping: shipping(),
    tax: tax(),
    fees: [
      { code: 'handling', name: 'Handling', type: 'HANDLING_FEE', amount: 250n, per: 'ORDER', taxable: true },
    ],
    giftCard: { code: '****1234', balance: 5000n },
  };
}

function timings(work: () => unknown): number[] {
  const spent: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    work();
    spent.push(performance.now() - start);
  }
  return spent.sort((a, b) => a - b);
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const micros = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

const input = cart();
const totals = computeTotals(input);
console.log(
  `cart: 100 lines, 5 rules (${totals.discounts.length} discounts applied), coupon, shipping ${totals.summary.shipping}, tax ${totals.summary.tax}, total ${totals.summary.total} minor units`,
);
// Warm both up, then measure them in alternating halves so that neither gets the quieter moment.
timings(() => computeTotals(input));
timings(() => structuredClone(input));
const engine: number[] = [];
const floor: number[] = [];
for (let half = 0; half < 2; half++) {
  engine.push(...timings(() => computeTotals(input)));
  floor.push(...timings(() => structuredClone(input)));
}
engine.sort((a, b) => a - b);
floor.sort((a, b) => a - b);
for (const [name, sorted] of [
  ['engine', engine],
  ['structuredClone (floor)', floor],
] as const)
  console.log(
    `${name.padEnd(24)} p50 ${micros(at(sorted, 0.5))}  p95 ${micros(at(sorted, 0.95))}  p99 ${micros(at(sorted, 0.99))}`,
  );
const p95 = at(engine, 0.95);
console.log(
  `engine / floor at p50: ${(at(engine, 0.5) / at(floor, 0.5)).toFixed(2)}; p95 ${micros(p95)} (goal under 2000 µs: ${p95 < 2 ? 'met' : 'NOT met'})`,
);
