/** The address and card fields of the hosted checkout: labelled, with the browser's autofill names. */

export interface AddressValues {
  firstName: string;
  lastName: string;
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  city: '',
  postalCode: '',
  country: '',
};

const ADDRESS_FIELDS: [keyof AddressValues, string, string][] = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['addressLine1', 'Street address', 'address-line1'],
  ['city', 'City', 'address-level2'],
  ['postalCode', 'Postal code', 'postal-code'],
  ['country', 'Country code (such as GB or US)', 'country'],
];

/** One address; `section` keeps the shipping and billing autofill apart. */
export function AddressFields({
  legend,
  section,
  values,
  onChange,
}: {
  legend: string;
  section: 'shipping' | 'billing';
  values: AddressValues;
  onChange: (values: AddressValues) => void;
}) {
  return (
    <fieldset className="checkout-fieldset">
      <legend>{legend}</legend>
      {ADDRESS_FIELDS.map(([name, label, autofill]) => (
        <label key={name}>
          {label}
          <input
            name={`${section}-${name}`}
            autoComplete={`${section} ${autofill}`}
            required
            value={values[name]}
            {...(name === 'country' ? { pattern: '[A-Za-z]{2}', maxLength: 2 } : { maxLength: 100 })}
            onChange={(event) => onChange({ ...values, [name]: event.target.value })}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** The address as the SDK takes it (the country upper-cased), with the buyer's name. */
export function toDestination(values: AddressValues) {
  return {
    address: {
      addressLine1: values.addressLine1.trim(),
      city: values.city.trim(),
      postalCode: values.postalCode.trim(),
      country: values.country.trim().toUpperCase(),
    },
    contactDetails: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
  };
}

/** The sandbox card form: test numbers only (4242 4242 4242 4242 pays). */
export function CardFields() {
  return (
    <fieldset className="checkout-fieldset">
      <legend>Card</legend>
      <p className="checkout-hint" id="card-hint">
        This shop takes test payments: use 4242 4242 4242 4242, any future date and any three digits.
      </p>
      <label>
        Card number
        <input
          name="number"
          inputMode="numeric"
          autoComplete="cc-number"
          aria-describedby="card-hint"
          required
          maxLength={23}
          pattern="[0-9 ]{12,23}"
        />
      </label>
      <div className="checkout-pair">
        <label>
          Expiry (MM/YY)
          <input name="expiry" autoComplete="cc-exp" required pattern="\d{1,2}\s*/\s*\d{2,4}" maxLength={9} />
        </label>
        <label>
          Security code
          <input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            pattern="\d{3,4}"
            maxLength={4}
          />
        </label>
      </div>
    </fieldset>
  );
}

/** The card form's values as the sandbox token call takes them. */
export function cardOf(form: FormData) {
  const [month = '', year = ''] = String(form.get('expiry') ?? '').split('/');
  const fullYear = Number(year.trim()) < 100 ? 2000 + Number(year.trim()) : Number(year.trim());
  return {
    number: String(form.get('number') ?? '').replace(/\s/g, ''),
    expMonth: Number(month.trim()),
    expYear: fullYear,
    cvc: String(form.get('cvc') ?? ''),
  };
}
