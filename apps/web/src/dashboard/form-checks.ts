import { FormProblem } from './errors';

// What the dashboard checks before sending a form: the obvious mistakes, each told in a sentence. The server
// checks everything again (decimals the currency has, limits), and its answers are shown the same way.

type Found = string | false | null | undefined;

/** The problems found, as one error to show; null when there are none. */
export function problemsOf(...found: Found[]): FormProblem | null {
  const problems = found.filter((problem): problem is string => typeof problem === 'string');
  return problems.length ? new FormProblem(problems) : null;
}

export const needText = (value: string, label: string, max?: number): Found =>
  !value.trim()
    ? `${label} is required.`
    : max !== undefined && value.trim().length > max && `${label} is at most ${max} characters.`;

/** Decimal text as the wire takes amounts: "4.99", "2", never "-1", "1e3" or "4,99". */
export const isAmount = (value: string) => /^\d{1,12}(\.\d{1,4})?$/.test(value.trim());

/** An amount that must be given, or (optional) may be left empty. */
export const checkAmount = (value: string, label: string, optional = false): Found =>
  !value.trim()
    ? !optional && `${label} is required.`
    : !isAmount(value) && `${label} must be an amount such as 4.99, without a currency sign.`;

/** A whole number of at least 1 from a number field (Mantine gives "" when it is empty), optional unless said. */
export function checkWhole(value: number | string, label: string, required = false): Found {
  if (value === '') return required && `${label} is required.`;
  const number = Number(value);
  return (!Number.isInteger(number) || number < 1) && `${label} must be a whole number of at least 1.`;
}

export const wholeOrNull = (value: number | string): number | null => (value === '' ? null : Number(value));

/** A `datetime-local` field's value ("2026-03-01T09:00", the owner's own time) as an RFC 3339 instant. */
export function instantOf(local: string): string | null | undefined {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** An instant as a `datetime-local` field shows it, in the owner's own time; "" for none. */
export function localInputOf(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A start and an end that are dates, the end after the start. */
export function checkPeriod(start: string, end: string, labels: { start: string; end: string }): Found[] {
  const from = instantOf(start);
  const to = instantOf(end);
  return [
    from === undefined && `${labels.start} is not a date and time.`,
    to === undefined && `${labels.end} is not a date and time.`,
    !!from && !!to && to <= from && `${labels.end} must be after ${labels.start.toLowerCase()}.`,
  ];
}
