import { z } from 'zod';

// The wire's conventions for values JSON cannot carry faithfully (WIRE.md section 3).

/** RFC 3339 timestamps with an offset, as `2026-11-21T10:00:00.000Z`. */
export const Timestamp = z.iso.datetime({ offset: true });

/** 64-bit integers travel as decimal strings, since JSON numbers lose precision past 2^53. */
export const Int64 = z
  .string()
  .regex(/^-?(0|[1-9]\d{0,18})$/, 'must be a whole number written as a string')
  .refine(
    // Zod runs refinements after a failed pattern too; only a well-formed value is range-checked.
    (value) =>
      !/^-?\d+$/.test(value) ||
      (BigInt(value) <= 9223372036854775807n && BigInt(value) >= -9223372036854775808n),
    {
      message: 'must fit in 64 bits',
      params: { rule: 'MAX' },
    },
  );

/** Money and other exact decimals travel as strings ("10.50"), never as floats. */
export const Decimal = z
  .string()
  .max(40)
  .regex(/^-?(0|[1-9]\d*)(\.\d+)?$/, 'must be a decimal number written as a string');

/** Floats that are not finite travel as the strings "NaN", "Infinity" and "-Infinity". */
export const WireFloat = z.union([z.number(), z.enum(['NaN', 'Infinity', '-Infinity'])]);

/** A field mask: comma-joined field paths (`"name,visible"`), read into a list of paths. */
export const FieldMask = z
  .string()
  .max(2000)
  .regex(/^\s*[A-Za-z_][\w.]*(\s*,\s*[A-Za-z_][\w.]*)*\s*$/, 'must be comma-separated field paths');

export function fieldMaskPaths(mask: string): string[] {
  return mask
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

/** Reads a wire float back into a number. */
export function fromWireFloat(value: number | 'NaN' | 'Infinity' | '-Infinity'): number {
  return typeof value === 'number' ? value : Number(value);
}

/** Writes a number as the wire carries it. */
export function toWireFloat(value: number): number | 'NaN' | 'Infinity' | '-Infinity' {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  return value;
}
