import { describe, expect, it } from 'vitest';
import {
  activityWord,
  addressLines,
  bulkOutcome,
  isTagId,
  refusalReason,
  searchFilter,
  statusWord,
} from './order-labels';

const none = { text: '', paymentStatus: null, fulfillmentStatus: null, tagId: null };
const TAG = '0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('orders search filter', () => {
  it('is empty with nothing asked', () => {
    expect(searchFilter(none)).toEqual({});
  });

  it('reads a number as an order number or part of an email, other text as part of an email', () => {
    expect(searchFilter({ ...none, text: ' #1042 ' })).toEqual({
      $or: [{ number: 1042 }, { 'buyerInfo.email': { $contains: '1042' } }],
    });
    expect(searchFilter({ ...none, text: 'ada@' })).toEqual({ 'buyerInfo.email': { $contains: 'ada@' } });
  });

  it('ands the status and tag filters', () => {
    expect(
      searchFilter({ text: 'ada', paymentStatus: 'PAID', fulfillmentStatus: 'NOT_FULFILLED', tagId: TAG }),
    ).toEqual({
      $and: [
        { 'buyerInfo.email': { $contains: 'ada' } },
        { paymentStatus: 'PAID' },
        { fulfillmentStatus: 'NOT_FULFILLED' },
        { 'tags.tags.tagIds': { $hasSome: [TAG] } },
      ],
    });
    expect(searchFilter({ ...none, paymentStatus: 'NOT_PAID' })).toEqual({ paymentStatus: 'NOT_PAID' });
  });
});

describe('order words', () => {
  it('names statuses and activities for people', () => {
    expect(statusWord('PARTIALLY_FULFILLED')).toBe('Partially fulfilled');
    expect(statusWord('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(activityWord('MERCHANT_COMMENT')).toBe('Merchant comment');
  });

  it('explains refusals plainly, and passes unknown reasons through', () => {
    expect(refusalReason('ALREADY_REFUNDED')).toBe('This payment has already been refunded in full.');
    expect(refusalReason('SOMETHING')).toContain('SOMETHING');
  });

  it('writes an address as lines, leaving out what is missing', () => {
    expect(
      addressLines({
        address: {
          streetAddress: { number: '5', name: 'Rue Oberkampf' },
          city: 'Paris',
          postalCode: '75011',
          country: 'FR',
        },
        contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
      }),
    ).toEqual(['Ada Lovelace', '5 Rue Oberkampf', '75011 Paris', 'FR']);
    expect(addressLines(null)).toEqual([]);
  });

  it('knows a tag id', () => {
    expect(isTagId(TAG)).toBe(true);
    expect(isTagId('vip')).toBe(false);
  });
});

describe('bulk outcomes', () => {
  it('counts what was done and keeps each failure in its own words', () => {
    expect(
      bulkOutcome('Tag added to', {
        results: [
          { itemMetadata: { success: true } },
          { itemMetadata: { success: false, error: { description: 'Order not found' } } },
        ],
        bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1 },
      }),
    ).toEqual({ message: 'Tag added to 1 order.', failures: ['Order not found'] });
  });
});
