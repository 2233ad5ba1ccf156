import { describe, expect, it } from 'vitest';
import { describeError, errorTitle, FormProblem } from './errors';
import {
  checkAmount,
  checkPeriod,
  checkWhole,
  instantOf,
  localInputOf,
  needText,
  problemsOf,
} from './form-checks';
import { codeFor } from './pages/fees/fee-form';
import { percentOf, rateOf } from './pages/tax/rates';

describe('checks before a form is sent', () => {
  it('tells every problem in a sentence, and nothing when there is none', () => {
    const problem = problemsOf(
      needText(' ', 'The name'),
      checkAmount('2,50', 'The amount'),
      checkAmount('', 'The minimum', true),
      checkWhole('', 'The usage limit'),
      checkWhole(1.5, 'The limit per customer'),
    );
    expect(problem).toBeInstanceOf(FormProblem);
    expect(describeError(problem)).toBe(
      'The name is required. The amount must be an amount such as 4.99, without a currency sign. ' +
        'The limit per customer must be a whole number of at least 1.',
    );
    expect(errorTitle(problem)).toBe('Please check the form');
    expect(problemsOf(needText('Handling', 'The name', 50), checkAmount('2.00', 'The amount'))).toBeNull();
    expect(needText('x'.repeat(51), 'The name', 50)).toBe('The name is at most 50 characters.');
    expect(checkAmount('-1', 'The amount')).toMatch(/must be an amount/);
  });

  it('reads dates in the owner’s time and wants an end after the start', () => {
    expect(instantOf('')).toBeNull();
    expect(instantOf('not a date')).toBeUndefined();
    const start = '2026-03-01T09:00';
    expect(localInputOf(instantOf(start))).toBe(start);
    const labels = { start: 'The start', end: 'The end' };
    expect(checkPeriod(start, '2026-02-01T09:00', labels).filter(Boolean)).toEqual([
      'The end must be after the start.',
    ]);
    expect(checkPeriod(start, '', labels).filter(Boolean)).toEqual([]);
  });
});

describe('rates typed as percentages', () => {
  it('keeps them exactly, both ways', () => {
    expect(rateOf('19')).toBe('0.19');
    expect(rateOf('8.25')).toBe('0.0825');
    expect(rateOf('100')).toBe('1');
    expect(rateOf('0')).toBe('0');
    expect(rateOf('0.0001')).toBe('0.000001');
    expect(rateOf('100.5')).toBeUndefined();
    expect(rateOf('nineteen')).toBeUndefined();
    expect(percentOf('0.0825')).toBe('8.25');
    expect(percentOf('0.190000')).toBe('19');
    expect(percentOf('1')).toBe('100');
    expect(percentOf('0.000001')).toBe('0.0001');
  });
});

describe('fee codes', () => {
  it('come from the name, unlike the codes taken', () => {
    expect(codeFor('Gift wrap', [])).toBe('gift-wrap');
    expect(codeFor('Gift wrap', ['gift-wrap', 'gift-wrap-2'])).toBe('gift-wrap-3');
    expect(codeFor('€€', [])).toBe('fee');
  });
});
