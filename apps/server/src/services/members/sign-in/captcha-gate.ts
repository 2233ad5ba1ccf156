import { IDENTITY_ERRORS, type CaptchaKind, type CaptchaMode, type CaptchaToken } from '@atrium/contract';
import type { CaptchaAnswer, CaptchaProvider } from '../../../core/captcha/index.js';
import { appError } from '../../../core/wire/errors.js';

/** What a sign-in or registration brought to prove it is a person: its tokens, and where it came from. */
export interface CaptchaAttempt {
  tokens: readonly CaptchaToken[];
  ip: string;
}

const KNOWN: Record<string, CaptchaKind> = { Recaptcha: 'VISIBLE', InvisibleRecaptcha: 'INVISIBLE' };
const ACCEPTED: Record<Exclude<CaptchaMode, 'OFF'>, readonly CaptchaKind[]> = {
  // A person who solved a picture has proven more than a browser that did the work.
  INVISIBLE: ['INVISIBLE', 'VISIBLE'],
  VISIBLE: ['VISIBLE'],
};
const FIELD: Record<CaptchaKind, string> = { VISIBLE: 'Recaptcha', INVISIBLE: 'InvisibleRecaptcha' };

/** The wire's tokens (one field per object, or several in one as the platform's client sends them). */
function sortTokens(tokens: readonly CaptchaToken[]) {
  const answers: CaptchaAnswer[] = [];
  const unknown = new Set<string>();
  for (const entry of tokens)
    for (const [field, value] of Object.entries(entry)) {
      if (value === null || value === undefined || value === '') continue;
      const kind = KNOWN[field];
      if (kind && typeof value === 'string') answers.push({ kind, token: value });
      else unknown.add(field);
    }
  return { answers, unknown: [...unknown] };
}

/**
 * The site's captcha setting, enforced before a password is checked or a member stored. Failures are
 * application errors with the codes the client maps to missingCaptchaToken and invalidCaptchaToken.
 */
export function createCaptchaGate(provider: CaptchaProvider) {
  return async function requireCaptcha(
    siteId: string,
    mode: CaptchaMode,
    attempt: CaptchaAttempt = { tokens: [], ip: '' },
  ): Promise<void> {
    if (mode === 'OFF') return;
    const accepted = ACCEPTED[mode];
    const data = { captcha: mode };
    const { answers, unknown } = sortTokens(attempt.tokens);
    const usable = answers.filter((answer) => accepted.includes(answer.kind));
    if (usable.length === 0 && unknown.length > 0)
      throw appError(
        IDENTITY_ERRORS.invalidCaptchaToken,
        data,
        `This site’s captcha (${provider.name}) does not accept ${unknown.join(' or ')} tokens; send ${accepted.map((kind) => FIELD[kind]).join(' or ')}`,
      );
    if (usable.length === 0) throw appError(IDENTITY_ERRORS.missingCaptchaToken, data);
    for (const answer of usable) if (await provider.verify(answer, { siteId, ip: attempt.ip })) return;
    throw appError(IDENTITY_ERRORS.invalidCaptchaToken, data);
  };
}

export type CaptchaGate = ReturnType<typeof createCaptchaGate>;
