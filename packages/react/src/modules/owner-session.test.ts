// @vitest-environment node
import { createClient, hosted, isApplicationError, ownerSession, SessionCookieStrategy } from '@atrium/sdk';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createQueryClient } from '../query-client.js';
import { atriumKeys } from '../query-keys.js';
import { hostedQueries } from './hosted.js';
import { ownerSessionMutations, ownerSessionQueries } from './owner-session.js';

const atrium = inject('atrium');
// A page of the server's origin without any cookie: no one is signed in.
const page = () =>
  createClient({ modules: { ownerSession, hosted }, auth: SessionCookieStrategy(), host: atrium.host });

describe('owner session and hosted options against the real server', () => {
  it('reads no session as null, not as an error', async () => {
    const queryClient = createQueryClient();
    const options = ownerSessionQueries.session(page());
    expect(options.queryKey).toEqual(atriumKeys.ownerSession.session());
    await expect(queryClient.fetchQuery(options)).resolves.toBeNull();
  });

  it('fails an invitation look-up with the contract’s code, and does not retry it', async () => {
    const queryClient = createQueryClient();
    const options = ownerSessionQueries.invite(page(), 'not-a-token');
    expect(options.retry).toBe(false);
    const error = await queryClient.fetchQuery(options).catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('INVALID_INVITE');
  });

  it('reads a recovery link that cannot be used as null', async () => {
    const queryClient = createQueryClient();
    const options = hostedQueries.recoveryLink(page(), 'not-a-link');
    expect(options.queryKey).toEqual(atriumKeys.hosted.recoveryLink('not-a-link'));
    await expect(queryClient.fetchQuery(options)).resolves.toBeNull();
  });

  it('keys each mutation under the family, and passes on the server’s refusal', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(atriumKeys.ownerSession.session(), null);
    const options = ownerSessionMutations.signIn(page(), queryClient);
    expect(options.mutationKey).toEqual([...atriumKeys.ownerSession.all, 'mutation', 'signIn']);
    const error = await options.mutationFn!(
      { email: 'nobody@example.com', password: 'not it' },
      {} as never,
    ).catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('INVALID_CREDENTIALS');
  });
});
