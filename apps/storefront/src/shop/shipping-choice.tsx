import type { currentCart } from '@atrium/sdk';

type Totals = Awaited<ReturnType<typeof currentCart.estimateCurrentCartTotals>>;
type ShippingInfo = NonNullable<Totals['shippingInfo']>;
export interface ShippingSelection {
  carrierId: string;
  code: string;
}

/** Where a pickup is, in one line: "Oudegracht 1, 3511 Utrecht". */
function placeOf(address: Record<string, unknown> | null | undefined): string {
  if (!address) return '';
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.addressLine1, town, address.country].filter(Boolean).join(', ');
}

/**
 * The shipping options the server offers for the cart, as radio buttons: price, delivery time or where to
 * collect. The one the server selected is checked; choosing another asks the server again with it.
 */
export function ShippingChoice({
  info,
  onChoose,
}: {
  info: ShippingInfo | null | undefined;
  onChoose: (selection: ShippingSelection) => void;
}) {
  const offered = (info?.carrierServiceOptions ?? []).flatMap((carrier) =>
    (carrier.shippingOptions ?? []).map((option) => ({ carrierId: carrier.carrierId!, option })),
  );
  if (offered.length < 2) return null;
  const selected = info?.selectedCarrierServiceOption?.code;
  return (
    <fieldset className="shipping-choice" data-testid="shipping-choice">
      <legend>Delivery</legend>
      {offered.map(({ carrierId, option }) => {
        const pickup = option.logistics?.pickupDetails;
        const detail = pickup
          ? `Collect at ${placeOf(pickup.address as Record<string, unknown>)}`
          : option.logistics?.deliveryTime;
        return (
          <label key={`${carrierId}/${option.code}`}>
            <input
              type="radio"
              name="shipping"
              checked={option.code === selected}
              onChange={() => onChoose({ carrierId, code: option.code! })}
            />
            <span>
              {option.title} · {option.cost?.price?.formattedAmount}
              {detail && <small> ({detail})</small>}
              {pickup && option.logistics?.instructions && (
                <small className="muted"> {option.logistics.instructions}</small>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
