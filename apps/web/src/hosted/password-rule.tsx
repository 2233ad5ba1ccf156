import { MEMBER_PASSWORD_MIN_LENGTH } from '@atrium/contract/rules';

/** The contract's rule for a member's password, as the pages say it before it is typed and when it is refused. */
export const PASSWORD_MIN_LENGTH = MEMBER_PASSWORD_MIN_LENGTH;
export const PASSWORD_RULE = `Use at least ${PASSWORD_MIN_LENGTH} characters. A few words make a strong one.`;

/** What is wrong with a new password, or null when it follows the rule. */
export function passwordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH
    ? `The password is too short: use at least ${PASSWORD_MIN_LENGTH} characters.`
    : null;
}

/** The rule, under a new-password field (its id goes in the field's aria-describedby). */
export function PasswordRule({ id }: { id: string }) {
  return (
    <small id={id} className="hosted-hint">
      {PASSWORD_RULE}
    </small>
  );
}
