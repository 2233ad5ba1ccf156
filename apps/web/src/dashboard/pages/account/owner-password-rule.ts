import { OWNER_PASSWORD_MIN_LENGTH } from '@atrium/contract/rules';

/** The owner password rule, said before the person types (the server enforces the same numbers). */
export const OWNER_PASSWORD_RULE = `At least ${OWNER_PASSWORD_MIN_LENGTH} characters. A long passphrase is best.`;
