import { isApplicationError, isValidationError } from '@atrium/sdk';
import { sentence } from './account-errors';

const FIELD_NAMES: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  nickname: 'Display name',
  newEmail: 'New email',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  code: 'Code',
  data: 'Picture',
  mimeType: 'Picture',
  phone: 'Phone number',
  addressLine: 'Street address',
  addressLine1: 'Street address',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country code',
};

/** A refusal the page itself makes before asking the server (a password that breaks the rule). */
export class Refusal extends Error {}

/** The server's own reason for refusing, in words a member reads; a network failure gets a general sentence. */
export function reason(error: unknown): string {
  if (error instanceof Refusal) return error.message;
  if (isValidationError(error))
    return error.fieldViolations
      .map((v) => {
        const last = v.field.split('.').pop() ?? v.field;
        return `${FIELD_NAMES[last] ?? last}: ${v.description}.`;
      })
      .join(' ');
  if (isApplicationError(error)) {
    if (error.code === 'TOKEN_EXPIRED' || error.code === 'INVALID_TOKEN') return sentence(error);
    return error.description.endsWith('.') ? error.description : `${error.description}.`;
  }
  return sentence(error);
}
