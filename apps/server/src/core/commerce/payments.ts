/**
 * A payment provider: what takes a buyer's money (a card network, a wallet). Atrium's orders call it through
 * this interface only; the sandbox provider (services/payments) works on this machine. Amounts are in minor
 * units of `currency`. Each call names the order's own reference, which a provider keeps for reconciliation.
 */
export interface PaymentProvider {
  /** Stable, short (`sandbox`): stored with each payment to find its provider again. */
  readonly id: string;
  /** Authorizes a tokenised method for `amount`, and captures it at once unless `capture` is false. */
  authorize(request: AuthorizeRequest): Promise<PaymentOutcome>;
  /** Captures up to what is authorized and not yet captured. */
  capture(request: { siteId: string; paymentId: string; amount: bigint }): Promise<ActionOutcome>;
  /**
   * The payment as the provider's ledger has it now (what is authorized, captured, and whether it was voided),
   * or undefined if it has no such payment: what reconciliation asks when Atrium's record may be behind.
   */
  retrieve(request: { siteId: string; paymentId: string }): Promise<PaymentState | undefined>;
  /** The payments made with this reference (an order's id): how a charge whose answer was lost is found. */
  findByReference(request: {
    siteId: string;
    reference: string;
  }): Promise<Array<PaymentState & { paymentId: string }>>;
  /**
   * Charges (captures at once) a method saved by an earlier `authorize` with `save`: a subscription's renewal.
   * A second call with the same reference answers the first's payment, so a retried renewal never pays twice.
   */
  chargeSaved?(request: ChargeSavedRequest): Promise<PaymentOutcome>;
  /** Releases an authorization nothing was captured from. */
  void(request: { siteId: string; paymentId: string }): Promise<ActionOutcome>;
  /** Gives back up to what was captured and not yet refunded. */
  refund(request: {
    siteId: string;
    paymentId: string;
    amount: bigint;
    reference: string;
  }): Promise<RefundOutcome>;
}

export interface AuthorizeRequest {
  siteId: string;
  /** The single-use token the buyer's browser got for the method. */
  token: string;
  amount: bigint;
  /** ISO 4217. */
  currency: string;
  capture: boolean;
  reference: string;
  /** Keep the method for later charges (a subscription's renewals); the outcome then names it. */
  save?: boolean;
}

export interface ChargeSavedRequest {
  siteId: string;
  savedMethodId: string;
  amount: bigint;
  currency: string;
  reference: string;
}

/** Why a provider refused: the card's, the buyer's to fix. */
export type DeclineCode =
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'EXPIRED_CARD'
  | 'INCORRECT_CVC'
  | 'PROCESSING_ERROR'
  | 'INVALID_TOKEN';

export type PaymentOutcome =
  | {
      status: 'AUTHORIZED' | 'CAPTURED';
      /** The provider's id of the payment. */
      paymentId: string;
      method: { brand: string; last4: string };
      /** The reusable method, when the request asked to save it: an id of the provider's, never a card number. */
      savedMethodId?: string;
    }
  | { status: 'DECLINED'; declineCode: DeclineCode; message: string };

export interface PaymentState {
  authorized: bigint;
  captured: bigint;
  voided: boolean;
}

export type ActionOutcome = { status: 'SUCCEEDED' } | { status: 'FAILED'; message: string };
export type RefundOutcome =
  { status: 'SUCCEEDED' | 'PENDING'; refundId: string } | { status: 'FAILED'; message: string };
