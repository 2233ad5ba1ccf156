import { checkPassword } from '../../core/crypto/passwords.js';
import type { FailureLock } from '../../core/rate-limit/failure-lock.js';
import { appError, invalid } from '../../core/wire/errors.js';
import type { MemberRow } from './tables.js';

/**
 * The current password, asked again before an account-changing step. Failures count on the member's sign-in
 * lock, so that a stolen session cannot guess the password here faster than at the sign-in form.
 */
export function createPasswordCheck(lock: FailureLock) {
  return async function requirePassword(member: MemberRow, password: string | null | undefined) {
    if (!member.passwordHash) return;
    if (!password) throw invalid('password', 'is required', 'REQUIRED_FIELD');
    const key = `member:${member.siteId}:${member.email}`;
    await lock.check(key);
    if (!(await checkPassword(member.passwordHash, password))) {
      await lock.fail(key);
      throw appError('WRONG_PASSWORD');
    }
    await lock.succeed(key);
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
