import { describe, expect, it } from 'vitest';
import { parsePresets, presetsText } from './tip-settings-form';

describe('tip presets as the owner types them', () => {
  it('read "15%" as a percentage and "2.50" as an amount, and write them back the same way', () => {
    const presets = parsePresets(' 10%, 15 % ,2.50,, ');
    expect(presets).toEqual([
      { tipType: 'PERCENTAGE', value: '10' },
      { tipType: 'PERCENTAGE', value: '15' },
      { tipType: 'AMOUNT', value: '2.50' },
    ]);
    expect(presetsText(presets)).toBe('10%, 15%, 2.50');
    expect(parsePresets('')).toEqual([]);
  });
});
