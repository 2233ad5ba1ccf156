import type { DeliveryTimeSlotSetting, Weekday } from '@atrium/contract';

const WEEKDAYS: readonly Weekday[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];
const DAY_MS = 86_400_000;

/** A slot on a date: its instants, and how a buyer reads it in the slots' time zone. */
export interface UpcomingSlot {
  from: Date;
  to: Date;
  /** `2026-11-24T10:00`: the local start, unique per option; part of the offered option's code. */
  key: string;
  label: string;
}

/** The local calendar date of an instant in a time zone, as `YYYY-MM-DD`. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local date and time of day names in a zone (the offset is read twice, across a DST change). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const first = naive - offsetAt(new Date(naive), timeZone);
  return new Date(naive - offsetAt(new Date(first), timeZone));
}

/**
 * The slots that start after `now` in the next `days` days (today included), earliest first. Weekdays and times
 * are local to `timeZone`.
 */
export function upcomingSlots(
  slots: readonly DeliveryTimeSlotSetting[],
  { timeZone, now, days = 7 }: { timeZone: string; now: Date; days?: number },
): UpcomingSlot[] {
  const upcoming: UpcomingSlot[] = [];
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  // Calendar dates counted from today's local date, so that a 23- or 25-hour day skips none and repeats none.
  const today = Date.parse(`${localDate(now, timeZone)}T12:00:00Z`);
  for (let day = 0; day < days; day++) {
    const noon = new Date(today + day * DAY_MS);
    const date = noon.toISOString().slice(0, 10);
    const weekday = WEEKDAYS[noon.getUTCDay()]!;
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const from = zonedInstant(date, slot.from, timeZone);
      if (from <= now) continue;
      upcoming.push({
        from,
        to: zonedInstant(date, slot.to, timeZone),
        key: `${date}T${slot.from}`,
        label: `${format.format(from)}, ${slot.from}–${slot.to}`,
      });
    }
  }
  return upcoming.sort((a, b) => a.from.getTime() - b.from.getTime());
}
