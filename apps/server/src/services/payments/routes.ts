import { sandboxPaymentsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { Payments } from './index.js';

export function paymentRoutes(payments: Payments) {
  return [
    defineRoute(sandboxPaymentsCalls.createSandboxToken, {
      access: 'site',
      summary:
        "Tokenise a sandbox test card for a buyer's payment: single-use, expiring, without the card's number",
      handler: (input, call) => payments.tokens.create(call.siteId, input.card, call.request.ip),
    }),
  ];
}
