import { ApplicationError, SystemError, ValidationError } from '@atrium/sdk';
import { describe, expect, it } from 'vitest';
import { describeError, errorTitle, hasCode } from './errors';
import { safeNext } from './pages/sign-in-page';

describe('errors shown as sentences', () => {
  it('names the fields of a validation error as a person reads them', () => {
    const error = new ValidationError({
      status: 400,
      fieldViolations: [
        {
          field: 'client.redirectUris[1]',
          description: 'must not have a fragment',
          violatedRule: 'VALIDATION',
        },
        { field: 'client.allowedOrigins[0]', description: 'must be an origin', violatedRule: 'VALIDATION' },
      ],
    });
    expect(describeError(error)).toBe(
      'Allowed origins (1) must be an origin. Redirect URIs (2) must not have a fragment.',
    );
    expect(errorTitle(error)).toBe('Please check the form');
  });

  it('uses the description of an application error, never its JSON', () => {
    const error = new ApplicationError({
      status: 409,
      message: 'conflict',
      code: 'ALREADY_OWNER',
      description: 'This person is already an owner of the site',
    });
    expect(describeError(error)).toBe('This person is already an owner of the site.');
    expect(errorTitle(error)).toBe('That did not work');
    const ended = new ApplicationError({
      status: 401,
      message: 'the dashboard session has ended; sign in again',
      code: 'SESSION_EXPIRED',
      description: 'the dashboard session has ended; sign in again',
    });
    expect(describeError(ended)).toBe('The dashboard session has ended; sign in again.');
    expect(hasCode(ended, 'SESSION_EXPIRED')).toBe(true);
    expect(hasCode(new Error('SESSION_EXPIRED'), 'SESSION_EXPIRED')).toBe(false);
  });

  it('gives a reference for system errors and a hint when the server cannot be reached', () => {
    const system = new SystemError({ status: 500, requestId: 'req-1' });
    expect(describeError(system)).toContain('(reference req-1)');
    expect(describeError(new TypeError('Failed to fetch'))).toMatch(/cannot be reached/);
    expect(describeError('??')).toBe('Something went wrong. Try again in a moment.');
  });
});

describe('the sign-in return path', () => {
  it('returns only to paths of the dashboard itself', () => {
    expect(safeNext('/sites/1/api-keys')).toBe('/sites/1/api-keys');
    expect(safeNext('//evil.example.com/x')).toBe('/');
    expect(safeNext('https://evil.example.com')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
