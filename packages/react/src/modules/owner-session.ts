/**
 * Query and mutation options for the SDK's ownerSession module: the dashboard's own session (the owner's
 * cookie, same origin only). Every change the owner makes to their session or account invalidates the
 * session, whose owner, sites and CSRF token it may change.
 */
import { isAtriumError, type BoundModule, type ownerSession } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the ownerSession module (`createClient({ modules: { ownerSession }, auth })`). */
export interface OwnerSessionClient {
  ownerSession: BoundModule<typeof ownerSession>;
}

const keys = atriumKeys.ownerSession;
// The session changes only by the owner's own hand, which invalidates it.
const SESSION_STALE_MS = 60_000;

/** The session, or null when there is none (401: not signed in, or the session expired). */
async function sessionOrNull(client: OwnerSessionClient): Promise<ownerSession.OwnerSession | null> {
  try {
    return await client.ownerSession.getSession();
  } catch (error) {
    if (isAtriumError(error) && error.status === 401) return null;
    throw error;
  }
}

export const ownerSessionQueries = {
  /** The signed-in owner, their sites and the CSRF token; null when no one is signed in. */
  session: (client: OwnerSessionClient) =>
    queryOptions({
      queryKey: keys.session(),
      queryFn: () => sessionOrNull(client),
      staleTime: SESSION_STALE_MS,
    }),
  /** What an invitation link is for; fails with INVALID_INVITE when it cannot be used. */
  invite: (client: OwnerSessionClient, token: string) =>
    queryOptions({
      queryKey: keys.invite(token),
      queryFn: () => client.ownerSession.lookUpInvite(token),
      retry: false,
    }),
  /** Resolves (to true) while the setup link can still create the first owner; INVALID_SETUP_LINK otherwise. */
  setupLink: (client: OwnerSessionClient, token: string) =>
    queryOptions({
      queryKey: keys.setupLink(token),
      queryFn: async () => {
        await client.ownerSession.lookUpSetupLink(token);
        return true;
      },
      retry: false,
    }),
};

/** A change that ends in, or changes, the session: the session is read again. */
const sessionChange = <TData, TVariables>(
  name: string,
  call: (client: OwnerSessionClient, variables: TVariables) => Promise<TData>,
) =>
  mutationFactory<OwnerSessionClient, TData, TVariables>({
    mutationKey: keys.mutation(name),
    mutationFn: call,
    invalidate: () => [keys.session()],
  });

/** A call that leaves the session as it is (a reset asked for by email, a link used). */
const sessionless = <TData, TVariables>(
  name: string,
  call: (client: OwnerSessionClient, variables: TVariables) => Promise<TData>,
) =>
  mutationFactory<OwnerSessionClient, TData, TVariables>({
    mutationKey: keys.mutation(name),
    mutationFn: call,
    invalidate: () => [],
  });

export const ownerSessionMutations = {
  signIn: sessionChange('signIn', (client, input: ownerSession.SignInInput) =>
    client.ownerSession.signIn(input),
  ),
  setUp: sessionChange('setUp', (client, input: ownerSession.SetUpInput) => client.ownerSession.setUp(input)),
  acceptInvite: sessionChange('acceptInvite', (client, input: ownerSession.AcceptInviteInput) =>
    client.ownerSession.acceptInvite(input),
  ),
  signOut: sessionChange('signOut', (client, _: void) => client.ownerSession.signOut()),
  createSite: sessionChange('createSite', (client, name: string) => client.ownerSession.createSite({ name })),
  updateAccount: sessionChange('updateAccount', (client, changes: ownerSession.AccountChanges) =>
    client.ownerSession.updateAccount(changes),
  ),
  changePassword: sessionChange('changePassword', (client, change: ownerSession.ChangePasswordInput) =>
    client.ownerSession.changePassword(change),
  ),
  startTotp: sessionChange('startTotp', (client, password: string) =>
    client.ownerSession.startTotp(password),
  ),
  confirmTotp: sessionChange('confirmTotp', (client, code: string) => client.ownerSession.confirmTotp(code)),
  disableTotp: sessionChange('disableTotp', (client, password: string) =>
    client.ownerSession.disableTotp(password),
  ),
  regenerateRecoveryCodes: sessionChange('regenerateRecoveryCodes', (client, password: string) =>
    client.ownerSession.regenerateRecoveryCodes(password),
  ),
  requestPasswordReset: sessionless('requestPasswordReset', (client, email: string) =>
    client.ownerSession.requestPasswordReset(email),
  ),
  resetPassword: sessionless('resetPassword', (client, reset: ownerSession.ResetPasswordInput) =>
    client.ownerSession.resetPassword(reset),
  ),
};
