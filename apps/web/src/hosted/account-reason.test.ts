import { ApplicationError, ValidationError } from '@atrium/sdk';
import { describe, expect, it } from 'vitest';
import { reason, Refusal } from './account-reason';
import { formValuesOf, type SavedAddress } from './checkout-saved-addresses';

describe('the account page’s reasons', () => {
  it('says the server’s description of an application error', () => {
    const error = new ApplicationError({
      message: 'The current password is not correct',
      code: 'WRONG_PASSWORD',
      description: 'The current password is not correct',
      status: 403,
    });
    expect(reason(error)).toBe('The current password is not correct.');
  });

  it('names each refused field as the page labels it', () => {
    const error = new ValidationError({
      status: 400,
      fieldViolations: [
        { field: 'newEmail', description: 'must be a valid email', violatedRule: 'FORMAT' },
        {
          field: 'address.country',
          description: 'must be an ISO 3166-1 alpha-2 country code',
          violatedRule: 'FORMAT',
        },
      ],
    });
    expect(reason(error)).toBe(
      'Country code: must be an ISO 3166-1 alpha-2 country code. New email: must be a valid email.',
    );
  });

  it('says the page’s own refusal as it is, and a lost connection in general words', () => {
    expect(reason(new Refusal('The password is too short.'))).toBe('The password is too short.');
    expect(reason(new TypeError('Failed to fetch'))).toBe('That did not work. Try again in a moment.');
  });
});

describe('a saved address in the checkout’s delivery form', () => {
  it('fills each field, and leaves empty what the address lacks', () => {
    const saved = {
      _id: 'a',
      isDefault: true,
      address: { addressLine1: '1 Canal St', city: 'London', country: 'GB' },
      contactDetails: { firstName: 'Ada' },
      _createdDate: new Date(),
      _updatedDate: new Date(),
    } as SavedAddress;
    expect(formValuesOf(saved)).toEqual({
      firstName: 'Ada',
      lastName: '',
      addressLine1: '1 Canal St',
      city: 'London',
      postalCode: '',
      country: 'GB',
    });
  });
});
