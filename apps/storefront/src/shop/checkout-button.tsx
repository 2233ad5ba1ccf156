import { useAtriumClient } from '@atrium/react';
import { useState } from 'react';
import type { StoreClient } from '../client';
import { THANK_YOU_PATH } from '../routing';

/**
 * Checkout on Atrium's hosted page: a checkout from the cart, a redirect session for it, and back here to the
 * thank-you page once paid (or to the cart, if the shopper goes back).
 */
export function CheckoutButton() {
  const client = useAtriumClient<StoreClient>();
  const [state, setState] = useState<'idle' | 'going' | 'failed'>('idle');
  async function go() {
    setState('going');
    try {
      const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: checkoutId! },
        callbacks: {
          postFlowUrl: window.location.href,
          thankYouPageUrl: `${window.location.origin}${THANK_YOU_PATH}`,
        },
      });
      window.location.assign(redirectSession.fullUrl);
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="checkout-action">
      <button type="button" disabled={state === 'going'} onClick={() => void go()}>
        {state === 'going' ? 'Going to checkout…' : 'Check out'}
      </button>
      {state === 'failed' && (
        <p role="alert" className="error">
          The checkout could not be opened. Try again.
        </p>
      )}
    </div>
  );
}
