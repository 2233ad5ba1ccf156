import { describe, expect, it } from 'vitest';
import { anyPending, focalPointAt, formatBytes, mimeTypeOf } from './media-logic';

describe('media page logic', () => {
  it('places a focal point as fractions of the preview, kept inside it', () => {
    const rect = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalPointAt(rect, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(focalPointAt(rect, 600, 0)).toEqual({ x: 1, y: 0 });
    expect(focalPointAt(rect, 233, 117)).toEqual({ x: 0.333, y: 0.335 });
    expect(focalPointAt({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('polls only while a file is pending', () => {
    expect(anyPending(undefined)).toBe(false);
    expect(anyPending([{ operationStatus: 'READY' }, { operationStatus: 'FAILED' }])).toBe(false);
    expect(anyPending([{ operationStatus: 'READY' }, { operationStatus: 'PENDING' }])).toBe(true);
  });

  it('writes sizes for people', () => {
    expect([null, 0, 1023, 1024, 1536, 10 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual([
      '—',
      '0 bytes',
      '1023 bytes',
      '1.0 KB',
      '1.5 KB',
      '10 MB',
      '3.0 GB',
    ]);
  });

  it('declares an untyped file as octet-stream', () => {
    expect(mimeTypeOf({ type: '' })).toBe('application/octet-stream');
    expect(mimeTypeOf({ type: 'image/png' })).toBe('image/png');
  });
});
