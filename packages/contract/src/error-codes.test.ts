import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes.js';
import { ACCESS_ERRORS } from './error-codes/access.js';
import { CATALOGUE_ERRORS } from './error-codes/catalogue.js';
import { COMMERCE_ERRORS } from './error-codes/commerce.js';
import { IDENTITY_ERRORS } from './error-codes/identity.js';
import { MEDIA_ERRORS } from './error-codes/media.js';
import { ORDER_ERRORS } from './error-codes/orders.js';
import { RECOMMENDATION_ERRORS } from './error-codes/recommendations.js';

const PARTS = [
  ACCESS_ERRORS,
  IDENTITY_ERRORS,
  MEDIA_ERRORS,
  CATALOGUE_ERRORS,
  COMMERCE_ERRORS,
  ORDER_ERRORS,
  RECOMMENDATION_ERRORS,
];

describe('ERROR_CODES', () => {
  it('defines every code in exactly one part, so that no spread overwrites another part’s code', () => {
    const codes = PARTS.flatMap((part) => Object.keys(part));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(ERROR_CODES)).toEqual(codes);
  });
});
