import { z } from 'zod';
import { decimalAmount } from './commerce-common.js';

// Atrium's sandbox payment provider: cards are tokenised by `POST /atrium/v1/payments/sandbox/tokens`, and only
// test numbers are taken (a real card number is refused, so that none is ever sent to a sandbox). A token is
// single-use, expires, and keeps the card's brand and last four digits, never its number.

/** The sandbox's test cards and what charging each does. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { brand: 'VISA', outcome: 'APPROVED' },
  '5555555555554444': { brand: 'MASTERCARD', outcome: 'APPROVED' },
  '378282246310005': { brand: 'AMEX', outcome: 'APPROVED' },
  '4000000000000002': { brand: 'VISA', outcome: 'CARD_DECLINED' },
  '4000000000009995': { brand: 'VISA', outcome: 'INSUFFICIENT_FUNDS' },
  '4000000000000069': { brand: 'VISA', outcome: 'EXPIRED_CARD' },
  '4000000000000127': { brand: 'VISA', outcome: 'INCORRECT_CVC' },
  '4000000000000119': { brand: 'VISA', outcome: 'PROCESSING_ERROR' },
  /** Paid once (a subscription's first order), then declined when saved and charged again (its renewals). */
  '4000000000000341': { brand: 'VISA', outcome: 'RECURRING_DECLINED' },
} as const;
export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS]['outcome'];

export const SandboxCard = z.object({
  /** Digits, spaces and dashes allowed between them. */
  number: z
    .string()
    .max(30)
    .regex(/^[\d -]+$/, 'must be a card number')
    .refine(
      (number) => number.replace(/[ -]/g, '') in SANDBOX_TEST_CARDS,
      'must be one of the sandbox test card numbers, such as 4242424242424242',
    ),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});
export type SandboxCard = z.infer<typeof SandboxCard>;
export const CreateSandboxTokenRequest = z.object({ card: SandboxCard });
export type CreateSandboxTokenRequest = z.infer<typeof CreateSandboxTokenRequest>;
export const CreateSandboxTokenResponse = z.object({
  token: z.string(),
  /** What a buyer may be shown of the card. */
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
  expiresDate: z.string(),
});
export type CreateSandboxTokenResponse = z.infer<typeof CreateSandboxTokenResponse>;

// Sandbox chargebacks: the card network's side of a dispute, played by the site in development. A chargeback is
// opened on a captured sandbox payment (disputed: no status yet), then APPROVED (the money goes back to the
// buyer's bank) or REVERSED (the merchant keeps it).

export const OpenSandboxChargebackRequest = z.object({
  orderId: z.uuid(),
  paymentId: z.uuid(),
  /** Decimal text in the order's currency; all the payment still holds when not given. */
  amount: decimalAmount({ gt: 0, lte: 1_000_000_000_000_000, maxScale: 3 }).nullish(),
});
export type OpenSandboxChargebackRequest = z.infer<typeof OpenSandboxChargebackRequest>;
export const SandboxChargebackIdRequest = z.object({ chargebackId: z.uuid() });
export type SandboxChargebackIdRequest = z.infer<typeof SandboxChargebackIdRequest>;
export const SandboxChargeback = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  paymentId: z.uuid(),
  amount: z.string(),
  /** None while disputed. */
  status: z.enum(['APPROVED', 'REVERSED']).nullish(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type SandboxChargeback = z.infer<typeof SandboxChargeback>;
export const SandboxChargebackResponse = z.object({ chargeback: SandboxChargeback });
export type SandboxChargebackResponse = z.infer<typeof SandboxChargebackResponse>;
