import { describe, expect, it } from 'vitest';
import { convertAtPath, fromWire, int64FromWire, int64ToWire, toWire, toWirePath } from './transform.js';

describe('toWire', () => {
  it('renames _id, _createdDate and _updatedDate at every depth and writes dates as RFC 3339', () => {
    const date = new Date('2026-11-21T10:00:00.000Z');
    const input = {
      _id: 'a',
      items: [{ _id: 'b', _createdDate: date, meta: { _updatedDate: date, id2: 1 } }],
    };
    expect(toWire(input)).toEqual({
      id: 'a',
      items: [
        {
          id: 'b',
          createdDate: '2026-11-21T10:00:00.000Z',
          meta: { updatedDate: '2026-11-21T10:00:00.000Z', id2: 1 },
        },
      ],
    });
  });

  it('does not change the caller object and drops undefined fields', () => {
    const input = { _id: 'a', note: undefined };
    expect(toWire(input)).toEqual({ id: 'a' });
    expect(input).toEqual({ _id: 'a', note: undefined });
  });

  it('spells non-finite numbers as strings and joins field masks', () => {
    expect(toWire({ a: NaN, b: Infinity, c: -Infinity, d: 1.5 })).toEqual({
      a: 'NaN',
      b: 'Infinity',
      c: '-Infinity',
      d: 1.5,
    });
    expect(toWire({ fieldMask: ['url', 'owner._id'] })).toEqual({ fieldMask: 'url,owner.id' });
  });

  it('renames dotted paths segment by segment', () => {
    expect(toWirePath('owner._id')).toBe('owner.id');
    expect(toWirePath('_createdDate')).toBe('createdDate');
  });
});

describe('fromWire', () => {
  it('renames back at every depth and makes Dates of RFC 3339 strings under keys ending in Date', () => {
    const output = fromWire({
      id: 'a',
      createdDate: '2026-11-21T10:00:00.000Z',
      media: { image: { urlExpirationDate: '2026-11-21T10:00:00+02:00', id: 'img' } },
      list: [{ updatedDate: '2026-11-21T10:00:00Z', lastAttemptDate: null }],
    }) as Record<string, unknown>;
    expect(output).toEqual({
      _id: 'a',
      _createdDate: new Date('2026-11-21T10:00:00.000Z'),
      media: { image: { urlExpirationDate: new Date('2026-11-21T08:00:00.000Z'), _id: 'img' } },
      list: [{ _updatedDate: new Date('2026-11-21T10:00:00Z'), lastAttemptDate: null }],
    });
  });

  it('leaves other strings as they are', () => {
    expect(
      fromWire({ birthDate: 'yesterday', created: '2026-11-21T10:00:00Z', dates: '2026-11-21T10:00:00Z' }),
    ).toEqual({
      birthDate: 'yesterday',
      created: '2026-11-21T10:00:00Z',
      dates: '2026-11-21T10:00:00Z',
    });
  });
});

describe('64-bit integers', () => {
  it('become numbers at declared paths, through arrays', () => {
    const body = {
      files: [{ sizeInBytes: '1048576' }, { sizeInBytes: '-2' }, {}],
      other: { sizeInBytes: '7' },
    };
    convertAtPath(body, 'files.sizeInBytes', int64FromWire);
    expect(body).toEqual({
      files: [{ sizeInBytes: 1048576 }, { sizeInBytes: -2 }, {}],
      other: { sizeInBytes: '7' },
    });
  });

  it('reach arrays at the end of the path and leave non-integers alone', () => {
    const body = { sizes: ['1', '2.5', 'x'] };
    convertAtPath(body, 'sizes', int64FromWire);
    expect(body.sizes).toEqual([1, '2.5', 'x']);
  });

  it('travel as strings on the way out', () => {
    const payload = { sizeInBytes: 1048576, big: 2n ** 60n };
    convertAtPath(payload, 'sizeInBytes', int64ToWire);
    convertAtPath(payload, 'big', int64ToWire);
    expect(payload).toEqual({ sizeInBytes: '1048576', big: '1152921504606846976' });
  });
});
