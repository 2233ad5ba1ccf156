import { currentCartCouponMutations, currentCartQueries, useAtriumClient } from '@atrium/react';
import { isApplicationError, type currentCart } from '@atrium/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StoreClient } from '../client';
import { ShippingChoice, type ShippingSelection } from './shipping-choice';

/** What a shopper reads when a coupon code is refused, by the server's code. */
const COUPON_REFUSALS: Record<string, string> = {
  COUPON_DOES_NOT_EXIST: 'No coupon has this code.',
  COUPON_NOT_YET_VALID: 'This coupon cannot be used yet.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_USAGE_LIMIT_REACHED: 'This coupon has been used up.',
  COUPON_LIMIT_PER_CUSTOMER_REACHED: 'You have already used this coupon.',
};
const refusal = (error: unknown) =>
  isApplicationError(error)
    ? (COUPON_REFUSALS[error.code] ?? error.message)
    : 'The coupon could not be applied. Try again.';

interface Place {
  country: string;
  postalCode: string;
}

type Totals = Awaited<ReturnType<typeof currentCart.estimateCurrentCartTotals>>;

/** The applied coupon with a button to remove it, or a form to apply one. */
function CouponSection({ couponCode }: { couponCode: string | undefined }) {
  const client = useAtriumClient<StoreClient>();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const apply = useMutation(currentCartCouponMutations.apply(client, queryClient));
  const remove = useMutation(currentCartCouponMutations.remove(client, queryClient));

  function submitCoupon(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) apply.mutate({ couponCode: code.trim() }, { onSuccess: () => setCode('') });
  }

  return couponCode ? (
    <p className="applied-coupon">
      Coupon <strong data-testid="applied-coupon">{couponCode}</strong>{' '}
      <button type="button" onClick={() => remove.mutate()} disabled={remove.isPending}>
        Remove
      </button>
    </p>
  ) : (
    <form onSubmit={submitCoupon} className="coupon-form">
      <label>
        Coupon code
        <input name="couponCode" value={code} onChange={(event) => setCode(event.target.value)} />
      </label>
      <button type="submit" disabled={apply.isPending}>
        Apply
      </button>
      {apply.isError && (
        <p className="error" role="alert">
          {refusal(apply.error)}
        </p>
      )}
    </form>
  );
}

/** The country and postal code to estimate shipping and tax for. */
function PlaceForm({ place, onPlace }: { place: Place | null; onPlace: (place: Place) => void }) {
  function submitPlace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const country = String(form.get('country') ?? '')
      .trim()
      .toUpperCase();
    if (/^[A-Z]{2}$/.test(country))
      onPlace({ country, postalCode: String(form.get('postalCode') ?? '').trim() });
  }

  return (
    <form onSubmit={submitPlace} className="estimate-form">
      <label>
        Country (two letters, such as US)
        <input name="country" maxLength={2} defaultValue={place?.country ?? ''} />
      </label>
      <label>
        Postal code
        <input name="postalCode" defaultValue={place?.postalCode ?? ''} />
      </label>
      <button type="submit">Estimate shipping and tax</button>
    </form>
  );
}

/** The breakdown of the total, as the server priced it. */
function TotalsList({ totals }: { totals: Totals | undefined }) {
  const summary = totals?.priceSummary;
  const errors = totals?.calculationErrors;
  return (
    <dl className="totals">
      <dt>Subtotal</dt>
      <dd data-testid="cart-subtotal">{summary?.subtotal?.formattedAmount ?? '…'}</dd>
      {summary?.discount && Number(summary.discount.amount) !== 0 && (
        <>
          <dt>Discount</dt>
          <dd data-testid="cart-discount">−{summary.discount.formattedAmount}</dd>
        </>
      )}
      <dt>Shipping</dt>
      <dd data-testid="cart-shipping">
        {errors?.generalShippingCalculationError?.applicationError?.description ??
          summary?.shipping?.formattedAmount ??
          '…'}
      </dd>
      {summary?.additionalFees && Number(summary.additionalFees.amount) !== 0 && (
        <>
          <dt>Fees</dt>
          <dd>{summary.additionalFees.formattedAmount}</dd>
        </>
      )}
      <dt>Tax</dt>
      <dd data-testid="cart-tax">{summary?.tax?.formattedAmount ?? '…'}</dd>
      <dt className="total">Total</dt>
      <dd className="total" data-testid="cart-total">
        {summary?.total?.formattedAmount ?? '…'}
      </dd>
    </dl>
  );
}

/**
 * The cart's totals as the server prices them (never added up here): the coupon, an address to estimate
 * shipping and tax for, and the breakdown of the total.
 */
export function CartSummary({ couponCode }: { couponCode: string | undefined }) {
  const client = useAtriumClient<StoreClient>();
  const [place, setPlace] = useState<Place | null>(null);
  const [shipping, setShipping] = useState<ShippingSelection | null>(null);
  const estimate =
    place || shipping
      ? {
          ...(place
            ? { shippingAddress: { country: place.country, postalCode: place.postalCode || null } }
            : {}),
          ...(shipping ? { selectedShippingOption: shipping } : {}),
        }
      : undefined;
  const totals = useQuery(currentCartQueries.totals(client, estimate));
  const errors = totals.data?.calculationErrors;

  return (
    <aside className="cart-summary" data-testid="cart-summary">
      <CouponSection couponCode={couponCode} />
      <PlaceForm place={place} onPlace={setPlace} />
      <ShippingChoice info={totals.data?.shippingInfo} onChoose={setShipping} />
      {errors?.couponCalculationError?.applicationError && (
        <p className="muted">{errors.couponCalculationError.applicationError.description}</p>
      )}
      <TotalsList totals={totals.data} />
    </aside>
  );
}
