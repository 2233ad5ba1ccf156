import type { FormEvent } from 'react';
import type { ShownCheckout } from './checkout-api';
import { PolicyAgreement, type Settings } from './checkout-brand';
import { AddressFields, CardFields, type AddressValues } from './checkout-fields';
import { SavedAddressPicker, type SavedAddress } from './checkout-saved-addresses';
import { Messages } from './messages';

interface DetailsProps {
  shippable: boolean;
  email: string;
  setEmail: (email: string) => void;
  savedAddresses: SavedAddress[];
  shipping: AddressValues;
  setShipping: (address: AddressValues) => void;
  detailsSaved: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The buyer's email and (for goods that ship) delivery address. */
export function DetailsForm(props: DetailsProps) {
  const { shippable, email, setEmail, shipping, setShipping } = props;
  return (
    <form onSubmit={props.onSubmit} aria-labelledby="details-title">
      <h2 id="details-title">Contact{shippable ? ' and delivery address' : ''}</h2>
      <label>
        Email
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {shippable && <SavedAddressPicker saved={props.savedAddresses} onPick={setShipping} />}
      {shippable && (
        <AddressFields
          legend="Delivery address"
          section="shipping"
          values={shipping}
          onChange={setShipping}
        />
      )}
      <button type="submit" disabled={props.busy}>
        {props.detailsSaved ? 'Update details' : 'Continue'}
      </button>
    </form>
  );
}

interface PaymentProps {
  checkout: ShownCheckout;
  settings: Settings | undefined;
  shippable: boolean;
  free: boolean;
  billingSame: boolean;
  setBillingSame: (same: boolean) => void;
  billing: AddressValues;
  setBilling: (address: AddressValues) => void;
  busy: boolean;
  /** The last step's outcome: a payment's error is shown by its button rather than at the top of the page. */
  outcome: { error?: string; paying?: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The billing address, the sandbox card (unless nothing is owed) and the pay button. */
export function PaymentForm(props: PaymentProps) {
  const { checkout, shippable, free, billingSame } = props;
  const total = checkout.payNow?.total ?? checkout.priceSummary?.total;
  return (
    <form onSubmit={props.onSubmit} aria-labelledby="pay-title" className="hosted-panel">
      <h2 id="pay-title">Payment</h2>
      {shippable && (
        <label className="checkout-check">
          <input
            type="checkbox"
            checked={billingSame}
            onChange={(event) => props.setBillingSame(event.target.checked)}
          />
          Billing address is the delivery address
        </label>
      )}
      {(!shippable || !billingSame) && (
        <AddressFields
          legend="Billing address"
          section="billing"
          values={props.billing}
          onChange={props.setBilling}
        />
      )}
      {!free && <CardFields />}
      <PolicyAgreement
        settings={props.settings}
        disabled={!!checkout.customSettings?.disabledPolicyAgreementCheckbox}
      />
      {props.outcome.paying && <Messages error={props.outcome.error} />}
      <button type="submit" disabled={props.busy}>
        {free ? 'Place order' : `Pay ${total?.formattedAmount ?? total?.amount ?? ''}`}
      </button>
    </form>
  );
}
