import { useAtriumClient } from '@atrium/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { STORE_APP_ID, type StoreClient } from '../client';

/**
 * "Email me when it's back": a sold-out product (or the chosen variant of one) takes the shopper's address, and
 * Atrium mails them once when it can be bought again.
 */
export function NotifyMe({ productId, variantId }: { productId: string; variantId: string | undefined }) {
  const client = useAtriumClient<StoreClient>();
  const [email, setEmail] = useState('');
  const ask = useMutation({
    mutationFn: (address: string) =>
      client.backInStockNotifications.createBackInStockNotificationRequest({
        email: address,
        catalogReference: {
          appId: STORE_APP_ID,
          catalogItemId: productId,
          ...(variantId ? { options: { variantId } } : {}),
        },
        itemUrl: window.location.href,
      }),
  });
  if (ask.isSuccess)
    return (
      <p role="status" data-testid="notify-me-done">
        We will email {ask.data.email} once, when it is back.
      </p>
    );
  return (
    <form
      className="notify-me"
      onSubmit={(event) => {
        event.preventDefault();
        ask.mutate(email.trim());
      }}
    >
      <label className="option">
        Email me when it's back
        <input
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <button type="submit" disabled={ask.isPending}>
        Notify me
      </button>
      {ask.isError && (
        <p role="alert" className="error">
          {ask.error.message}
        </p>
      )}
    </form>
  );
}
