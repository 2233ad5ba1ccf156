/** How many UTC days the abandoned-against-recovered chart shows, today last. */
export const CHART_DAYS = 14;
const DAY_MS = 86_400_000;

/** The last `days` UTC days as `YYYY-MM-DD`, earliest first: the analytics call's dates. */
export function chartDays(now: Date, days = CHART_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The mail schedule as the owner types it: minutes after abandonment, separated by commas or spaces
 * ("60, 1440"). Null when a part is not a whole number of minutes; empty means no mails.
 */
export function parseSchedule(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,6}$/.test(part))) return null;
  return parts.map(Number);
}

/** "1 h", "1 d 2 h", "45 min": a number of minutes as people read it. */
export function minutesLabel(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days && `${days} d`, hours && `${hours} h`, rest && `${rest} min`].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 min';
}
