import type { ShownCheckout } from './checkout-api';

type Money = { formattedAmount?: string | null; amount?: string | null } | null | undefined;
const shown = (money: Money) => money?.formattedAmount ?? money?.amount ?? '';
const nonZero = (money: Money) => !!money?.amount && Number(money.amount) !== 0;

/** What the buyer is paying for, as the server priced it: lines, then each part of the total. */
export function CheckoutSummary({ checkout }: { checkout: ShownCheckout }) {
  const prices = checkout.priceSummary;
  const rows: [string, Money, boolean][] = [
    ['Subtotal', prices?.subtotal, true],
    ['Shipping', prices?.shipping, !!checkout.shippingInfo?.selectedCarrierServiceOption],
    ['Discount', prices?.discount, nonZero(prices?.discount)],
    ['Tax', prices?.tax, nonZero(prices?.tax)],
    ['Fees', prices?.additionalFees, nonZero(prices?.additionalFees)],
  ];
  const giftCard = checkout.giftCard;
  return (
    <section aria-labelledby="summary-title" className="checkout-summary">
      <h2 id="summary-title">Order summary</h2>
      <ul className="checkout-lines">
        {(checkout.lineItems ?? []).map((line) => (
          <li key={line._id}>
            <span>
              {line.productName?.translated ?? line.productName?.original}
              <small> × {line.quantity}</small>
            </span>
            <span>{shown(line.lineItemPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        {rows
          .filter(([, , show]) => show)
          .map(([label, money]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{label === 'Discount' ? `−${shown(money)}` : shown(money)}</dd>
            </div>
          ))}
        {giftCard && (
          <div>
            <dt>Gift card</dt>
            <dd>−{shown(giftCard.amount)}</dd>
          </div>
        )}
        <div className="checkout-total">
          <dt>Total</dt>
          <dd>{shown(checkout.payNow?.total ?? prices?.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** What stops the order, as the server says it. */
export function Violations({ checkout }: { checkout: ShownCheckout }) {
  const list = (checkout.violations ?? []).filter((violation) => violation.description);
  if (!list.length) return null;
  return (
    <ul className="checkout-violations" role="alert">
      {list.map((violation, index) => (
        <li key={index} className={violation.severity === 'ERROR' ? 'hosted-error' : ''}>
          {violation.description}
        </li>
      ))}
    </ul>
  );
}
