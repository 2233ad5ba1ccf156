import { describe, expect, it } from 'vitest';
import { upcomingSlots, zonedInstant } from './slots.js';

describe('delivery time slots', () => {
  it('turns local times into instants on either side of a change of clocks', () => {
    // Berlin leaves summer time at 03:00 on Sunday 25 October 2026.
    expect(zonedInstant('2026-10-24', '10:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-24T08:00:00.000Z',
    );
    expect(zonedInstant('2026-10-25', '10:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    );
    expect(zonedInstant('2026-03-08', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:30:00.000Z',
    );
    expect(zonedInstant('2026-11-24', '23:00', 'UTC').toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });

  it('lists the week ahead by local weekday, earliest first, without slots that have started', () => {
    const slots = [
      { weekday: 'TUESDAY' as const, from: '14:00', to: '16:00' },
      { weekday: 'TUESDAY' as const, from: '08:00', to: '10:00' },
      { weekday: 'SUNDAY' as const, from: '10:00', to: '12:00' },
    ];
    // Tuesday 24 November 2026, 09:00 in Berlin: the morning slot has started.
    const now = new Date('2026-11-24T08:00:00Z');
    const upcoming = upcomingSlots(slots, { timeZone: 'Europe/Berlin', now });
    expect(upcoming.map((slot) => slot.key)).toEqual(['2026-11-24T14:00', '2026-11-29T10:00']);
    expect(upcoming[0]).toMatchObject({
      from: new Date('2026-11-24T13:00:00Z'),
      to: new Date('2026-11-24T15:00:00Z'),
      label: 'Tue 24 Nov, 14:00–16:00',
    });
    // A week is seven local dates: the next Tuesday morning is the eighth day, not offered yet.
    expect(upcoming.some((slot) => slot.key === '2026-12-01T08:00')).toBe(false);
  });

  it('counts local dates, not 24-hour steps, across the night the clocks go back', () => {
    // Saturday 24 October 2026, 23:30 in Berlin (summer time).
    const upcoming = upcomingSlots([{ weekday: 'SUNDAY', from: '00:30', to: '02:00' }], {
      timeZone: 'Europe/Berlin',
      now: new Date('2026-10-24T21:30:00Z'),
      days: 2,
    });
    expect(upcoming.map((slot) => [slot.key, slot.from.toISOString()])).toEqual([
      ['2026-10-25T00:30', '2026-10-24T22:30:00.000Z'],
    ]);
  });
});
