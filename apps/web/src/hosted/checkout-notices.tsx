import { useEffect, useRef } from 'react';

/** The order is placed: its number, and the way back to the site (focused, so it is read out at once). */
export function ThankYou({
  number,
  email,
  siteName,
  returnUrl,
}: {
  number: string;
  email: string;
  siteName: string;
  returnUrl: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="hosted-card hosted-wide">
      <h1 ref={heading} tabIndex={-1}>
        Thank you for your order
      </h1>
      <p>
        Order <strong>#{number}</strong> is placed. A confirmation is on its way to {email}.
      </p>
      {returnUrl && (
        <a className="checkout-return" href={returnUrl}>
          Return to {siteName}
        </a>
      )}
    </main>
  );
}

/** Why the page shows no checkout. */
export function Notice({ title, text, backUrl }: { title: string; text: string; backUrl?: string | null }) {
  return (
    <main className="hosted-card">
      <h1>{title}</h1>
      <p>{text}</p>
      {backUrl && <a href={backUrl}>Back to the shop</a>}
    </main>
  );
}
