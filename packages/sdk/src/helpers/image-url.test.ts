import { IMAGE_SIZES as CONTRACT_IMAGE_SIZES } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { allowedSize, IMAGE_SIZES, imageUrl } from './image-url.js';

const HOST = 'https://site.test';

describe('imageUrl', () => {
  it('uses the same sizes as the contract', () => {
    expect(IMAGE_SIZES).toEqual(CONTRACT_IMAGE_SIZES);
  });

  it('rounds a size up to the next allowed one, and caps it at the largest', () => {
    expect([1, 64, 65, 200, 256, 257, 1000, 2048, 5000].map(allowedSize)).toEqual([
      64, 64, 128, 256, 256, 384, 1024, 2048, 2048,
    ]);
  });

  it('builds the resized address of a file id', () => {
    expect(imageUrl(`${HOST}/`, 'f1', { width: 200, height: 100, fit: 'fill', format: 'webp' })).toBe(
      `${HOST}/media/f1?w=256&h=128&fit=fill&format=webp`,
    );
    expect(imageUrl(HOST, 'f1')).toBe(`${HOST}/media/f1`);
    expect(imageUrl('', 'f1', { width: 3000 })).toBe('/media/f1?w=2048');
  });

  it('takes a descriptor or a wix:image URI', () => {
    const file = { _id: 'f 2', url: `${HOST}/media/f%202`, private: false };
    expect(imageUrl(HOST, file, { height: 300 })).toBe(`${HOST}/media/f%202?h=384`);
    expect(imageUrl(HOST, 'wix:image://v1/f3/a.png#originWidth=10&originHeight=10', { fit: 'fit' })).toBe(
      `${HOST}/media/f3?fit=fit`,
    );
  });

  it('returns the signed URL of a private file, and a URL as it is', () => {
    const signed = `${HOST}/media/f4?token=abc`;
    expect(imageUrl(HOST, { _id: 'f4', url: signed, private: true }, { width: 64 })).toBe(signed);
    expect(imageUrl(HOST, 'https://elsewhere.test/a.png', { width: 64 })).toBe(
      'https://elsewhere.test/a.png',
    );
  });
});
