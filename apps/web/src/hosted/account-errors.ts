/** A sentence for the member, never a status code or JSON. */
export function sentence(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError')
    return 'The passkey was not created: the request was cancelled or timed out.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  const message = error instanceof Error ? error.message : '';
  if (/not correct/i.test(message)) return 'That code is not right. Check the app and try again.';
  if (/unauth|expired|401/i.test(message)) return 'Your session here has ended. Reload the page to continue.';
  return 'That did not work. Try again in a moment.';
}
