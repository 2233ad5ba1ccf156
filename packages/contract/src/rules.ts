// Plain values (no schema library) that pages need as well as the schemas: imported alone through
// `@atrium/contract/rules`, so that a page states a rule without bundling the whole contract.

/** A member's password, as NIST SP 800-63B: at least 8 characters, long passphrases welcome. */
export const MEMBER_PASSWORD_MIN_LENGTH = 8;
/** Only caps the cost of hashing. */
export const MEMBER_PASSWORD_MAX_LENGTH = 256;

/** An owner's password: owners hold every key of their sites, so the floor is higher than a member's. */
export const OWNER_PASSWORD_MIN_LENGTH = 10;
export const OWNER_PASSWORD_MAX_LENGTH = 256;

/**
 * Every permission an API key may hold, each with the sentence the dashboard shows beside it: the one table
 * the contract's schema, the server's routes and the dashboard's form all read. `*` is every permission;
 * site owners hold them all.
 */
export const PERMISSION_SENTENCES = {
  '*': 'Everything below, including permissions added later.',
  'site.manage': 'Rename the site.',
  'oauth-clients.manage': 'Create, change and delete the OAuth clients that sign members in.',
  'api-keys.manage': 'Create and revoke API keys, this one included.',
  'webhooks.manage': 'Create, change and delete webhooks, and see their deliveries.',
  'events.read': 'Read the event log.',
  'members.manage':
    'See members, approve, reject, block and unblock them, reset their factors, change sign-in settings and read the mailbox.',
  'media.manage': 'Upload, import, change, move and delete files and folders in the media library.',
  'categories.manage': 'Create, change, arrange and delete categories and the items in them.',
  'catalog.manage': 'Create, change and delete products, change stock and the store settings.',
  'ecom.manage':
    'Manage carts, checkouts, orders, payments, refunds, fulfilments, discounts, shipping, fees, tax, tips, gift cards and subscriptions.',
} as const;
