import { useState, type FormEvent } from 'react';
import type { ShownCheckout } from './checkout-api';

interface Props {
  checkout: ShownCheckout;
  giftCards: boolean;
  busy: boolean;
  apply: (kind: 'coupon' | 'giftCard', code: string) => Promise<void>;
  remove: (kind: 'coupon' | 'giftCard') => Promise<void>;
}

/** A coupon and a gift card: applied by the server, which says why one is refused. */
export function CheckoutCodes({ checkout, giftCards, busy, apply, remove }: Props) {
  const coupon = checkout.appliedDiscounts?.find((discount) => discount.coupon)?.coupon;
  const giftCard = checkout.giftCard;
  // What the site locked on this checkout is shown, never offered to change.
  const locks = checkout.customSettings;
  if (locks?.lockCouponCode && (locks.lockGiftCard || !giftCards) && !coupon && !giftCard) return null;
  return (
    <section aria-labelledby="codes-title" className="hosted-panel">
      <h2 id="codes-title">Discounts</h2>
      {coupon ? (
        <p className="checkout-applied">
          Coupon <strong>{coupon.code}</strong> applied.{' '}
          {!locks?.lockCouponCode && (
            <button type="button" className="hosted-link" disabled={busy} onClick={() => remove('coupon')}>
              Remove coupon
            </button>
          )}
        </p>
      ) : (
        !locks?.lockCouponCode && (
          <CodeForm label="Coupon code" busy={busy} onApply={(code) => apply('coupon', code)} />
        )
      )}
      {giftCards &&
        (giftCard ? (
          <p className="checkout-applied">
            Gift card <strong>{giftCard.obfuscatedCode}</strong> applied.{' '}
            {!locks?.lockGiftCard && (
              <button
                type="button"
                className="hosted-link"
                disabled={busy}
                onClick={() => remove('giftCard')}
              >
                Remove gift card
              </button>
            )}
          </p>
        ) : (
          !locks?.lockGiftCard && (
            <CodeForm label="Gift card code" busy={busy} onApply={(code) => apply('giftCard', code)} />
          )
        ))}
    </section>
  );
}

function CodeForm({
  label,
  busy,
  onApply,
}: {
  label: string;
  busy: boolean;
  onApply: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void onApply(code.trim());
  };
  return (
    <form className="checkout-code" onSubmit={submit}>
      <label>
        {label}
        <input value={code} maxLength={100} onChange={(event) => setCode(event.target.value)} />
      </label>
      <button type="submit" disabled={busy}>
        Apply
      </button>
    </form>
  );
}
