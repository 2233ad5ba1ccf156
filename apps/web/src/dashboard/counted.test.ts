import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('uses the singular for exactly one, the plural otherwise, or the plural given', () => {
    expect(counted(1, 'item')).toBe('1 item');
    expect(counted(0, 'item')).toBe('0 items');
    expect(counted(12, 'item')).toBe('12 items');
    expect(counted(2, 'category', 'categories')).toBe('2 categories');
  });
});
