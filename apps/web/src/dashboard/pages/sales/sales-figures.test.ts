import { describe, expect, it } from 'vitest';
import { barsOf, dayStarts, fillDays, revenueUnits, salesRequest } from './sales-figures';

const NOW = new Date('2026-03-05T22:15:00Z');

describe('sales figures for the overview', () => {
  it('lists the last days by UTC day, today last', () => {
    const days = dayStarts(NOW, 3);
    expect(days).toEqual([
      '2026-03-03T00:00:00.000Z',
      '2026-03-04T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
    ]);
    expect(dayStarts(NOW)).toHaveLength(30);
    expect(dayStarts(NOW)[0]).toBe('2026-02-04T00:00:00.000Z');
  });

  it('asks for orders and their total per day since the first day, and in all', () => {
    expect(salesRequest(NOW, 3)).toEqual({
      filter: { createdDate: { $gte: '2026-03-03T00:00:00.000Z' } },
      aggregation: {
        perDay: {
          type: 'DATE_HISTOGRAM',
          fieldPath: 'createdDate',
          dateHistogram: { interval: 'DAY' },
          money: { fieldPath: 'priceSummary.total.amount', operations: ['SUM'] },
        },
        all: { type: 'SCALAR', money: { fieldPath: 'priceSummary.total.amount', operations: ['SUM'] } },
      },
    });
  });

  it('fills days without orders with zero and keeps the server sums as they came', () => {
    const eur = (amount: string) => ({ amount, formattedAmount: `€${amount}` });
    const { currency, days } = fillDays(
      [
        { value: '2026-03-03T00:00:00.000Z', count: 2, amounts: [{ currency: 'EUR', sum: eur('47.50') }] },
        {
          value: '2026-03-05T00:00:00.000Z',
          count: 3,
          amounts: [
            { currency: 'USD', sum: { amount: '1.00', formattedAmount: '$1.00' } },
            { currency: 'EUR', sum: eur('10.15') },
          ],
        },
      ],
      dayStarts(NOW, 3),
      'EUR',
    );
    expect(currency).toBe('EUR');
    expect(days).toEqual([
      { day: '2026-03-03T00:00:00.000Z', orders: 2, revenue: '47.50', formatted: '€47.50' },
      { day: '2026-03-04T00:00:00.000Z', orders: 0, revenue: '0' },
      { day: '2026-03-05T00:00:00.000Z', orders: 3, revenue: '10.15', formatted: '€10.15' },
    ]);
  });

  it('takes the currency of the first sum when the store currency is not known', () => {
    const { currency, days } = fillDays(
      [
        {
          value: '2026-03-05T00:00:00.000Z',
          count: 1,
          amounts: [{ currency: 'USD', sum: { amount: '2.00', formattedAmount: '$2.00' } }],
        },
      ],
      dayStarts(NOW, 1),
    );
    expect(currency).toBe('USD');
    expect(days[0]?.revenue).toBe('2.00');
    expect(fillDays([], dayStarts(NOW, 2)).currency).toBeNull();
  });

  it('draws bars in proportion, revenue compared exactly at a shared scale', () => {
    const units = revenueUnits([
      { day: 'a', orders: 1, revenue: '0.5' },
      { day: 'b', orders: 0, revenue: '0' },
      { day: 'c', orders: 2, revenue: '1.00' },
    ]);
    expect(units).toEqual([50n, 0n, 100n]);
    expect(barsOf(units, { width: 30, height: 40, gap: 2 })).toEqual([
      { x: 1, y: 20, width: 8, height: 20 },
      { x: 11, y: 40, width: 8, height: 0 },
      { x: 21, y: 0, width: 8, height: 40 },
    ]);
  });
});
