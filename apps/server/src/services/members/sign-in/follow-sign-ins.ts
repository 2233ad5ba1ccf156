import type { FastifyInstance } from 'fastify';
import { runAs } from '../../../core/events/index.js';
import type { OAuth } from '../../oauth/index.js';

/** A sign-in answer: every flow (register, login, code, factor, recovery) ends in one with a session token. */
function signedInMember(payload: unknown): string | undefined {
  const answer = payload as { state?: unknown; sessionToken?: unknown; identity?: { id?: unknown } } | null;
  if (answer?.state !== 'SUCCESS' || typeof answer.sessionToken !== 'string') return undefined;
  return typeof answer.identity?.id === 'string' ? answer.identity.id : undefined;
}

/**
 * Whichever call of this scope completes a visitor's sign-in, what the visitor had (their cart) follows them:
 * the answer is read on its way out, and the visitor's token names who they were.
 */
export function followVisitorSignIns(scope: FastifyInstance, signedIn: OAuth['visitorSignedIn']): void {
  scope.addHook('preSerialization', async (request, _reply, payload) => {
    const memberId = signedInMember(payload);
    if (!memberId) return payload;
    const auth = await request.authenticate();
    // After the handler's scope: the member now signed in is who the cart's adoption is by.
    if (auth.kind === 'visitor')
      await runAs({ kind: 'MEMBER', id: memberId }, () =>
        signedIn.run(auth.siteId, auth.visitorId, memberId),
      );
    return payload;
  });
}
