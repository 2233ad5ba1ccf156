import { withSchemas } from '../calls.js';
import { oauthEndpoints } from '../endpoints/index.js';
import { UserInfoResponse } from '../identity.js';
import { EmptyRequest } from '../owners.js';
import { JwksResponse, TokenInfoRequest, TokenInfoResponse, TokenRequest, TokenResponse } from '../tokens.js';

export const oauthCalls = /* @__PURE__ */ withSchemas(oauthEndpoints, {
  jwks: { input: EmptyRequest, output: JwksResponse },
  token: {
    input: TokenRequest,
    output: TokenResponse,
    errors: [
      'UNKNOWN_CLIENT',
      'UNSUPPORTED_GRANT_TYPE',
      'INVALID_GRANT',
      'UNAUTHENTICATED',
      'INVALID_TOKEN',
      'TOKEN_EXPIRED',
      'INVALID_API_KEY',
      'SITE_MISMATCH',
      'MISSING_PERMISSION',
      'MEMBER_NOT_FOUND',
      'MEMBER_NOT_ACTIVE',
      'MEMBER_BLOCKED',
      'INVALID_SESSION_TOKEN',
    ],
  },
  tokenInfo: { input: TokenInfoRequest, output: TokenInfoResponse },
  userInfo: { input: EmptyRequest, output: UserInfoResponse, errors: ['MEMBER_NOT_FOUND'] },
});
