import {
  authentication,
  createClient,
  factors,
  memberAccount,
  type AuthStrategy,
  type BoundModule,
} from '@atrium/sdk';

export type FactorsApi = BoundModule<typeof factors>;
export type AccountApi = BoundModule<typeof memberAccount>;
export type AuthenticationApi = BoundModule<typeof authentication>;
export type MemberAccount = Awaited<ReturnType<AccountApi['getMyAccount']>>;

export interface AccountApis {
  factors: FactorsApi;
  account: AccountApi;
  authentication: AuthenticationApi;
}

/** A strategy that sends the page's short member token: the page asks for another when it runs out. */
const bearer = (token: string): AuthStrategy => ({
  getAuthHeaders: async () => ({ headers: { Authorization: token } }),
});

export function accountApis(accessToken: string): AccountApis {
  const client = createClient({
    modules: { factors, memberAccount, authentication },
    auth: bearer(accessToken),
  });
  return { factors: client.factors, account: client.memberAccount, authentication: client.authentication };
}
