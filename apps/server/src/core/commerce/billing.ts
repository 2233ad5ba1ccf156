/** A subscription's period: every `interval` days, weeks, months or years. */
export interface BillingPeriod {
  frequency: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'UNDEFINED';
  interval: number;
}

/**
 * The billing date of cycle `cycle` (1 is the start itself), counted from the start, never from the previous
 * cycle, so that months do not drift: a start on 31 January bills on 28 (or 29) February, then 31 March. Months
 * and years are calendar ones in UTC, the day clamped to the month's last.
 */
export function cycleBillingDate(start: Date, period: BillingPeriod, cycle: number): Date {
  const steps = (cycle - 1) * period.interval;
  switch (period.frequency) {
    case 'DAY':
      return new Date(start.getTime() + steps * 86_400_000);
    case 'WEEK':
      return new Date(start.getTime() + steps * 7 * 86_400_000);
    case 'MONTH':
    case 'YEAR':
      return addMonths(start, period.frequency === 'YEAR' ? steps * 12 : steps);
    default:
      throw new RangeError(`no billing period for frequency ${period.frequency}`);
  }
}

function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(start);
  date.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return date;
}
