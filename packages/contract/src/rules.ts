// Plain values (no schema library) that pages need as well as the schemas: imported alone through
// `@atrium/contract/rules`, so that a page states a rule without bundling the whole contract.

/** A member's password, as NIST SP 800-63B: at least 8 characters, long passphrases welcome. */
export const MEMBER_PASSWORD_MIN_LENGTH = 8;
/** Only caps the cost of hashing. */
export const MEMBER_PASSWORD_MAX_LENGTH = 256;
