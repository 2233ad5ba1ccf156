import type { ShownCheckout } from './checkout-api';

export interface DeliveryChoice {
  code: string;
  carrierId: string | null;
}

/** The delivery methods the server offers for the address, each with its price; choosing one re-prices. */
export function DeliveryMethods({
  checkout,
  busy,
  choose,
}: {
  checkout: ShownCheckout;
  busy: boolean;
  choose: (choice: DeliveryChoice) => void;
}) {
  const options = (checkout.shippingInfo?.carrierServiceOptions ?? []).flatMap((carrier) =>
    (carrier.shippingOptions ?? []).map((option) => ({ ...option, carrierId: carrier.carrierId ?? null })),
  );
  const selected = checkout.shippingInfo?.selectedCarrierServiceOption?.code;
  return (
    <fieldset className="checkout-fieldset hosted-panel" disabled={busy}>
      <legend>Delivery method</legend>
      {!options.length && <p>No delivery method reaches this address.</p>}
      {options.map((option) => (
        <label key={option.code} className="checkout-option">
          <input
            type="radio"
            name="delivery"
            checked={option.code === selected}
            onChange={() => choose({ code: option.code!, carrierId: option.carrierId })}
          />
          <span>{option.title}</span>
          <span>{option.cost?.price?.formattedAmount ?? option.cost?.price?.amount}</span>
        </label>
      ))}
    </fieldset>
  );
}
