/** A currency as money is kept in it: its ISO 4217 code and how many decimals its minor unit has. */
export interface Currency {
  readonly code: string;
  /** 2 for USD (cents), 0 for JPY, 3 for KWD. */
  readonly exponent: number;
}

let known: Set<string> | undefined;
const currencies = new Map<string, Currency>();

/** Whether `code` is an ISO 4217 currency this runtime knows (from `Intl`), such as `USD`. */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(code);
}

/** The currency of an ISO 4217 code, its exponent from `Intl`; throws for a code that is not one. */
export function currencyOf(code: string): Currency {
  let currency = currencies.get(code);
  if (!currency) {
    if (!isCurrencyCode(code))
      throw new RangeError(`${JSON.stringify(code)} is not an ISO 4217 currency code`);
    const { maximumFractionDigits } = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
    }).resolvedOptions();
    currency = Object.freeze({ code, exponent: maximumFractionDigits ?? 2 });
    currencies.set(code, currency);
  }
  return currency;
}
