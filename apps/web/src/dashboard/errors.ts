import {
  isApplicationError,
  isHttpError,
  isSystemError,
  isValidationError,
  type ErrorCode,
} from '@atrium/sdk';

/** Whether a call failed with this application error (`SECOND_FACTOR_REQUIRED`, `INVALID_SETUP_LINK`...). */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return isApplicationError(error) && error.code === code;
}

/** Input the dashboard refuses before sending it, each problem written as a sentence for the person. */
export class FormProblem extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'FormProblem';
  }
}

/** `client.allowedOrigins[0]` → `allowed origins (1)`: field paths as a person reads them. */
function fieldName(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last
    .replace(/\[(\d+)\]/g, (_, index: string) => ` (${Number(index) + 1})`)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\buris\b/, 'URIs');
}

function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Every error the dashboard shows, as sentences a person can act on: never raw JSON. */
export function describeError(error: unknown): string {
  if (error instanceof FormProblem) return error.problems.map(sentence).join(' ');
  if (isValidationError(error))
    return error.fieldViolations.map((v) => sentence(`${fieldName(v.field)} ${v.description}`)).join(' ');
  if (isApplicationError(error) || isHttpError(error)) return sentence(error.description);
  if (isSystemError(error)) {
    const reference = error.requestId ? ` (reference ${error.requestId})` : '';
    return `The server had a problem and could not answer${reference}. Try again in a moment.`;
  }
  if (error instanceof TypeError) return 'The server cannot be reached. Check your connection and try again.';
  return 'Something went wrong. Try again in a moment.';
}

/** A heading for an error: bad input is the person's to fix, anything else is not. */
export function errorTitle(error: unknown): string {
  if (error instanceof FormProblem) return 'Please check the form';
  return isValidationError(error) ? 'Please check the form' : 'That did not work';
}
