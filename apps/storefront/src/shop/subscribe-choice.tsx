import type { products } from '@atrium/sdk';

type Option = products.Product['subscriptionOptions'][number];

const UNIT: Record<Option['frequency'], [string, string]> = {
  DAY: ['day', 'days'],
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
};

/** "Every 2 weeks, 6 deliveries, 10% off" from the option's own terms. */
export function describeOption(option: Option): string {
  const [one, many] = UNIT[option.frequency];
  const every = option.interval === 1 ? `Every ${one}` : `Every ${option.interval} ${many}`;
  const length = option.autoRenewal ? 'until you cancel' : `${option.billingCycles} times`;
  const off = option.discount
    ? option.discount.type === 'PERCENT'
      ? `, ${option.discount.value}% off`
      : `, ${option.discount.value} off each time`
    : '';
  return `${every}, ${length}${off}`;
}

/**
 * One-time purchase or one of the product's subscription options. A subscription needs an account (the server
 * refuses a visitor's), so a visitor is told to sign in first.
 */
export function SubscribeChoice({
  options,
  value,
  onChange,
  signedIn,
}: {
  options: Option[];
  value: string | null;
  onChange: (id: string | null) => void;
  signedIn: boolean;
}) {
  if (!options.length) return null;
  return (
    <fieldset className="subscribe-choice">
      <legend>How to buy</legend>
      <label>
        <input type="radio" name="subscription" checked={value === null} onChange={() => onChange(null)} />
        One-time purchase
      </label>
      {options.map((option) => (
        <label key={option._id}>
          <input
            type="radio"
            name="subscription"
            checked={value === option._id}
            onChange={() => onChange(option._id)}
          />
          Subscribe: {option.title} <span className="muted">({describeOption(option)})</span>
        </label>
      ))}
      {value !== null && !signedIn && (
        <p className="muted" data-testid="subscribe-sign-in">
          Sign in to subscribe: a subscription is kept on your account.
        </p>
      )}
    </fieldset>
  );
}
