/**
 * Atrium: the sandbox payment provider's card tokens, for a checkout page in development. Only test numbers
 * are taken (4242424242424242 approves, 4000000000000002 is declined...); the token is single-use and expires.
 */
import type { CreateSandboxTokenResponse, SandboxCard } from '@atrium/contract';
import { sandboxPaymentsEndpoints } from '@atrium/contract/endpoints';
import { defineMethod } from '../core/define-method.js';

export type { CreateSandboxTokenResponse, SandboxCard };

export const createSandboxToken = /* @__PURE__ */ defineMethod<
  [card: SandboxCard],
  CreateSandboxTokenResponse
>(sandboxPaymentsEndpoints.createSandboxToken, { args: ['card'] });
