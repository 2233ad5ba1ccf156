import { sandboxPaymentsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { SandboxTokens } from './sandbox.js';

export function paymentRoutes(tokens: SandboxTokens) {
  return [
    defineRoute(sandboxPaymentsCalls.createSandboxToken, {
      access: 'site',
      summary:
        "Tokenise a sandbox test card for a buyer's payment: single-use, expiring, without the card's number",
      handler: (input, call) => tokens.create(call.siteId, input.card, call.request.ip),
    }),
  ];
}
