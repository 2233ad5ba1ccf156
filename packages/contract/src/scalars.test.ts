import { describe, expect, it } from 'vitest';
import {
  Decimal,
  FieldMask,
  fieldMaskPaths,
  fromWireFloat,
  Int64,
  Timestamp,
  toWireFloat,
} from './scalars.js';

describe('wire scalars', () => {
  it('accepts 64-bit integers as strings and refuses the rest', () => {
    expect(Int64.safeParse('9223372036854775807').success).toBe(true);
    expect(Int64.safeParse('-42').success).toBe(true);
    for (const bad of ['9223372036854775808', '1.5', '01', '', 42, '1e3'])
      expect(Int64.safeParse(bad).success).toBe(false);
  });

  it('accepts decimals as strings only', () => {
    for (const good of ['10.50', '0', '-3.25', '1000000000000.000001'])
      expect(Decimal.safeParse(good).success).toBe(true);
    for (const bad of [10.5, '1,5', '.5', '5.', 'NaN', '00.1'])
      expect(Decimal.safeParse(bad).success).toBe(false);
  });

  it('round-trips non-finite floats through their string forms', () => {
    for (const value of [NaN, Infinity, -Infinity, 1.25])
      expect(fromWireFloat(toWireFloat(value))).toBe(value);
    expect(JSON.stringify({ v: toWireFloat(Infinity) })).toBe('{"v":"Infinity"}');
  });

  it('reads RFC 3339 timestamps and field masks', () => {
    expect(Timestamp.safeParse('2026-11-21T10:00:00.000Z').success).toBe(true);
    expect(Timestamp.safeParse('2026-11-21T10:00:00+02:00').success).toBe(true);
    expect(Timestamp.safeParse('21/11/2026').success).toBe(false);
    expect(FieldMask.safeParse('name, visible').success).toBe(true);
    expect(FieldMask.safeParse('name;drop').success).toBe(false);
    expect(fieldMaskPaths('name, visible,,')).toEqual(['name', 'visible']);
  });
});
