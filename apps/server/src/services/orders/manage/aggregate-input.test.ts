import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAtrium } from '../../../test/app.js';
import { productsApi } from '../../../test/catalog.js';
import { wireError } from '../../../test/wire.js';

const AGGREGATE = '/ecom/v1/orders/aggregate';
const TOTAL = 'priceSummary.total.amount';
let atrium: TestAtrium;
let admin: ReturnType<typeof productsApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  admin = productsApi(atrium);
});
afterAll(async () => atrium?.close());

const named = (aggregation: unknown) => ({ aggregation: { one: aggregation } });
const sum = { fieldPath: TOTAL, operations: ['SUM'] };
const many = Object.fromEntries(
  Array.from({ length: 11 }, (_, i) => [`a${i}`, { type: 'VALUE', fieldPath: 'status' }]),
);

/** Bad requests, each with the field the answer must name and the rule it must give. */
const CASES: Array<[string, object, string, string]> = [
  ['no aggregation', {}, 'aggregation', 'REQUIRED_FIELD'],
  ['an empty aggregation', { aggregation: {} }, 'aggregation', 'MIN_SIZE'],
  ['eleven aggregations', { aggregation: many }, 'aggregation', 'MAX_SIZE'],
  ['a bad name', { aggregation: { '1st': { type: 'SCALAR', money: sum } } }, 'aggregation.1st', 'VALIDATION'],
  [
    'an unknown type',
    named({ type: 'NESTED', fieldPath: 'status' }),
    'aggregation.one.type',
    'ONE_OF_ALIGNMENT',
  ],
  [
    'an unknown key',
    named({ type: 'VALUE', fieldPath: 'status', sort: 1 }),
    'aggregation.one.sort',
    'FIELD_NOT_ALLOWED',
  ],
  [
    'a field not aggregated',
    named({ type: 'VALUE', fieldPath: 'buyerInfo.email' }),
    'aggregation.one.fieldPath',
    'INVALID_ENUM_VALUE',
  ],
  [
    'a money field for counts',
    named({ type: 'VALUE', fieldPath: TOTAL }),
    'aggregation.one.fieldPath',
    'INVALID_ENUM_VALUE',
  ],
  [
    'a histogram of a value',
    named({ type: 'DATE_HISTOGRAM', fieldPath: 'status', dateHistogram: { interval: 'DAY' } }),
    'aggregation.one.fieldPath',
    'INVALID_ENUM_VALUE',
  ],
  [
    'no interval',
    named({ type: 'DATE_HISTOGRAM', fieldPath: 'createdDate' }),
    'aggregation.one.dateHistogram',
    'REQUIRED_FIELD',
  ],
  [
    'an unknown interval',
    named({ type: 'DATE_HISTOGRAM', fieldPath: 'createdDate', dateHistogram: { interval: 'FORTNIGHT' } }),
    'aggregation.one.dateHistogram.interval',
    'INVALID_ENUM_VALUE',
  ],
  [
    'an unknown operation',
    named({ type: 'SCALAR', money: { fieldPath: TOTAL, operations: ['MEDIAN'] } }),
    'aggregation.one.money.operations[0]',
    'INVALID_ENUM_VALUE',
  ],
  [
    'no operations',
    named({ type: 'SCALAR', money: { fieldPath: TOTAL, operations: [] } }),
    'aggregation.one.money.operations',
    'MIN_SIZE',
  ],
  [
    'a money field not summable',
    named({ type: 'SCALAR', money: { fieldPath: 'number', operations: ['SUM'] } }),
    'aggregation.one.money.fieldPath',
    'INVALID_ENUM_VALUE',
  ],
  ['a scalar without money', named({ type: 'SCALAR' }), 'aggregation.one.money', 'REQUIRED_FIELD'],
  [
    'a limit as text',
    named({ type: 'VALUE', fieldPath: 'status', value: { limit: '10' } }),
    'aggregation.one.value.limit',
    'FORMAT',
  ],
  [
    'a limit too high',
    named({ type: 'VALUE', fieldPath: 'status', value: { limit: 251 } }),
    'aggregation.one.value.limit',
    'MAX',
  ],
  [
    'an unknown filter field',
    { filter: { secret: 1 }, ...named({ type: 'SCALAR', money: sum }) },
    'filter.secret',
    'FIELD_NOT_ALLOWED',
  ],
  [
    'an empty separator',
    { hierarchySeparatorOverride: '', ...named({ type: 'SCALAR', money: sum }) },
    'hierarchySeparatorOverride',
    'MIN_LENGTH',
  ],
];

describe('aggregateOrders refuses bad input with a validation error naming the field', () => {
  const cases = CASES.map(([name, payload, field, rule]) => ({ name, payload, field, rule }));
  it.each(cases)('$name', async ({ payload, field, rule }) => {
    const violations = wireError(await admin.send('POST', AGGREGATE, payload), 400);
    expect(violations.map((v) => [v.field, v.violatedRule])).toContainEqual([field, rule]);
  });

  it('refuses NUL bytes and a body that is not an object', async () => {
    const nul = await admin.send('POST', AGGREGATE, named({ type: 'VALUE', fieldPath: 'status\u0000' }));
    expect(wireError(nul, 400).map((v) => v.violatedRule)).toContain('FORMAT');
    const key = await admin.send('POST', AGGREGATE, {
      aggregation: { 'a\u0000': { type: 'SCALAR', money: sum } },
    });
    expect(wireError(key, 400).map((v) => v.violatedRule)).toContain('FORMAT');
    const wrong = await admin.send('POST', AGGREGATE, { aggregation: [] });
    expect(wireError(wrong, 400).map((v) => v.field)).toContain('aggregation');
  });
});
