import { describe, expect, it } from 'vitest';
import { cycleBillingDate } from './billing.js';

const at = (iso: string) => new Date(iso);

describe('cycleBillingDate', () => {
  it('is the start for the first cycle and counts whole periods from it', () => {
    const start = at('2026-01-10T09:30:00.000Z');
    expect(cycleBillingDate(start, { frequency: 'DAY', interval: 3 }, 1)).toEqual(start);
    expect(cycleBillingDate(start, { frequency: 'DAY', interval: 3 }, 3).toISOString()).toBe(
      '2026-01-16T09:30:00.000Z',
    );
    expect(cycleBillingDate(start, { frequency: 'WEEK', interval: 2 }, 2).toISOString()).toBe(
      '2026-01-24T09:30:00.000Z',
    );
    expect(cycleBillingDate(start, { frequency: 'YEAR', interval: 1 }, 3).toISOString()).toBe(
      '2028-01-10T09:30:00.000Z',
    );
  });

  it('clamps the day to the end of a shorter month without drifting afterwards', () => {
    const start = at('2026-01-31T00:00:00.000Z');
    const monthly = { frequency: 'MONTH' as const, interval: 1 };
    expect(cycleBillingDate(start, monthly, 2).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(cycleBillingDate(start, monthly, 3).toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(
      cycleBillingDate(at('2024-02-29T00:00:00.000Z'), { frequency: 'YEAR', interval: 1 }, 2).toISOString(),
    ).toBe('2025-02-28T00:00:00.000Z');
  });
});
