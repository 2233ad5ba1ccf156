import type { CheckoutApi } from './checkout-api';
import type { AddressValues } from './checkout-fields';

export type SavedAddress = Awaited<ReturnType<CheckoutApi['memberAccount']['listMyAddresses']>>[number];

/** A member's saved address as the delivery form's values. */
export const formValuesOf = (saved: SavedAddress): AddressValues => ({
  firstName: saved.contactDetails?.firstName ?? '',
  lastName: saved.contactDetails?.lastName ?? '',
  addressLine1: saved.address.addressLine1 ?? '',
  city: saved.address.city ?? '',
  postalCode: saved.address.postalCode ?? '',
  country: saved.address.country ?? '',
});

const describe = (saved: SavedAddress) =>
  [saved.address.addressLine1, saved.address.city, saved.address.postalCode, saved.address.country]
    .filter(Boolean)
    .join(', ');

/** A signed-in member picks one of their saved addresses to fill the delivery form, which they can still edit. */
export function SavedAddressPicker(props: {
  saved: SavedAddress[];
  onPick: (values: AddressValues) => void;
}) {
  if (props.saved.length === 0) return null;
  return (
    <label>
      Use a saved address
      <select
        defaultValue=""
        onChange={(event) => {
          const picked = props.saved.find((saved) => saved._id === event.currentTarget.value);
          if (picked) props.onPick(formValuesOf(picked));
        }}
      >
        <option value="" disabled>
          Choose…
        </option>
        {props.saved.map((saved) => (
          <option key={saved._id} value={saved._id}>
            {describe(saved)}
            {saved.isDefault ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
