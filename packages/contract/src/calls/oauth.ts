import { withSchemas } from '../calls.js';
import { oauthEndpoints } from '../endpoints/index.js';
import { UserInfoResponse } from '../identity.js';
import { EmptyRequest } from '../owners.js';
import { JwksResponse, TokenInfoRequest, TokenInfoResponse, TokenRequest, TokenResponse } from '../tokens.js';

export const oauthCalls = /* @__PURE__ */ withSchemas(oauthEndpoints, {
  jwks: { input: EmptyRequest, output: JwksResponse },
  token: { input: TokenRequest, output: TokenResponse },
  tokenInfo: { input: TokenInfoRequest, output: TokenInfoResponse },
  userInfo: { input: EmptyRequest, output: UserInfoResponse },
});
