import { describe, expect, it } from 'vitest';
import { chartDays, minutesLabel, parseSchedule } from './abandoned-figures';

describe('abandoned checkout figures', () => {
  it('lists the last days in UTC, today last', () => {
    expect(chartDays(new Date('2026-03-02T23:30:00.000Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('reads a mail schedule the owner typed, refusing what is not whole minutes', () => {
    expect(parseSchedule('60, 1440')).toEqual([60, 1440]);
    expect(parseSchedule(' 30 90 ')).toEqual([30, 90]);
    expect(parseSchedule('')).toEqual([]);
    expect(parseSchedule('60, 1.5')).toBeNull();
    expect(parseSchedule('an hour')).toBeNull();
  });

  it('writes minutes as days, hours and minutes', () => {
    expect(minutesLabel(60)).toBe('1 h');
    expect(minutesLabel(1530)).toBe('1 d 1 h 30 min');
    expect(minutesLabel(45)).toBe('45 min');
  });
});
