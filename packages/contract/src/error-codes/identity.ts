import type { ErrorTable } from './table.js';

/** People: site owners and the dashboard session, members and a member's own account, and the redirect
 * sessions and hosted pages they go through. */
export const IDENTITY_ERRORS = {
  // Owners and the dashboard session.
  NO_SESSION: { status: 401, meaning: 'Sign in to the dashboard first' },
  SESSION_EXPIRED: { status: 401, meaning: 'The dashboard session has ended; sign in again' },
  INVALID_CSRF_TOKEN: { status: 403, meaning: 'The request does not carry this session’s CSRF token' },
  INVALID_SETUP_LINK: { status: 400, meaning: 'This setup link is not valid or has already been used' },
  INVALID_RESET_LINK: {
    status: 400,
    meaning: 'This password reset link is not valid, has expired or has already been used',
  },
  MAIL_NOT_CONFIGURED: {
    status: 400,
    meaning:
      'This server sends no mail (no SMTP is configured): run "npx atrium owner-reset --email <address>" on it for a one-time link',
  },
  SECOND_FACTOR_REQUIRED: {
    status: 401,
    meaning: 'Enter the code from your authenticator app, or a recovery code',
  },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, meaning: 'Two-factor sign-in is already on; turn it off first' },
  TWO_FACTOR_NOT_STARTED: { status: 409, meaning: 'Start adding an authenticator app first' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, meaning: 'Two-factor sign-in is not on' },
  OWNER_EXISTS: { status: 409, meaning: 'An account with this email already exists' },
  NOT_SITE_OWNER: { status: 403, meaning: 'You are not an owner of this site' },
  OWNER_REQUIRED: { status: 403, meaning: 'Only a site owner can manage owners' },
  ALREADY_OWNER: { status: 409, meaning: 'This person is already an owner of the site' },
  INVALID_INVITE: {
    status: 400,
    meaning: 'This invitation is not valid, has expired or has already been used',
  },
  INVITE_NOT_FOUND: { status: 404, meaning: 'No pending invitation with this id on this site' },

  // Members (the numeric codes are specification 000 section 8's).
  '-19995': { status: 409, meaning: 'A member with this email already exists' },
  '-19976': { status: 401, meaning: 'The email or the password is not correct' },
  '-19973': { status: 401, meaning: 'This account has no password yet; reset it to sign in' },
  '-19971': { status: 428, meaning: 'Complete the captcha check' },
  '-19970': {
    status: 400,
    meaning: 'The captcha check failed, has expired or was already used; take a new one',
  },
  MEMBER_NOT_FOUND: { status: 404, meaning: 'No member with this id on this site' },
  MEMBER_BLOCKED: { status: 403, meaning: 'This account has been blocked by the site owner' },
  MEMBER_NOT_ACTIVE: { status: 403, meaning: 'This member cannot sign in until their account is active' },
  NOT_PENDING_APPROVAL: { status: 409, meaning: 'This member is not waiting for approval' },
  NOT_BLOCKED: { status: 409, meaning: 'This member is not blocked' },
  ALREADY_VERIFIED: { status: 409, meaning: 'This email address is already verified' },
  INVALID_CODE: { status: 400, meaning: 'The code is not correct' },
  CODE_EXPIRED: { status: 400, meaning: 'The code has expired or was tried too often; ask for a new one' },
  INVALID_STATE_TOKEN: { status: 400, meaning: 'The sign-in has expired; start again' },
  INVALID_SESSION_TOKEN: { status: 400, meaning: 'The session token is invalid, expired or already used' },
  INVALID_RECOVERY_TOKEN: {
    status: 400,
    meaning: 'This link has expired or has already been used; ask for a new one',
  },
  UNKNOWN_FACTOR: { status: 400, meaning: 'Unknown factor type' },
  FACTOR_NOT_AVAILABLE: { status: 400, meaning: 'This factor is not offered here' },
  FACTOR_NOT_FOUND: { status: 404, meaning: 'No factor with this id for this member' },
  FACTOR_ACTIVE: { status: 409, meaning: 'This factor is already active' },
  // A member's own account (Atrium's account page).
  WRONG_PASSWORD: { status: 403, meaning: 'The current password is not correct' },
  SAME_EMAIL: { status: 400, meaning: 'This is already the account’s email address' },
  EMAIL_TAKEN: { status: 409, meaning: 'Another account of this site uses this email address' },
  PICTURE_NOT_ALLOWED: {
    status: 400,
    meaning: 'The picture must be a PNG, JPEG, WebP or GIF image of at most 512 KB',
  },
  ADDRESS_NOT_FOUND: { status: 404, meaning: 'No saved address with this id for this member' },
  ADDRESS_LIMIT_REACHED: { status: 409, meaning: 'The address book is full; delete an address first' },

  // Redirect sessions and hosted pages.
  INTENT_NOT_AVAILABLE: { status: 400, meaning: 'This redirect is not offered by this server yet' },
  REDIRECT_SESSION_NOT_FOUND: {
    status: 404,
    meaning: 'This link has expired or does not exist; go back and try again',
  },
  NOT_SIGNED_IN: { status: 401, meaning: 'Sign in to see your account' },
  CHECKOUT_LINK_IN_USE: {
    status: 403,
    meaning: 'This checkout link was opened in another browser; go back to the shop and check out again',
  },
  CHECKOUT_LINK_INVALID: {
    status: 400,
    meaning: 'This checkout link is not valid, or it has expired; go back to the shop',
  },
} as const satisfies ErrorTable;
