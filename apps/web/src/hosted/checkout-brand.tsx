import type { CheckoutApi } from './checkout-api';

export type Settings = Awaited<
  ReturnType<CheckoutApi['checkoutSettings']['getCheckoutSettings']>
>['checkoutSettings'];

const POLICIES = [
  ['termsAndConditions', 'Terms and conditions'],
  ['privacyPolicy', 'Privacy policy'],
  ['returnPolicy', 'Return policy'],
  ['digitalItemPolicy', 'Digital item policy'],
  ['contactUs', 'Contact us'],
] as const;

/** The site's header as its checkout settings draw it: its name or text, colours and alignment. */
export function BrandHeader({ settings, siteName }: { settings: Settings | undefined; siteName: string }) {
  const header = settings?.checkoutBrand?.header;
  const size = header?.logo?.size ?? 'MEDIUM';
  return (
    <header
      className={`checkout-header checkout-${(header?.alignment ?? 'CENTER').toLowerCase()} checkout-logo-${size.toLowerCase()}`}
      style={{
        ...(header?.backgroundFill?.color ? { background: header.backgroundFill.color } : {}),
        ...(header?.textColor ? { color: header.textColor } : {}),
      }}
    >
      <p className="checkout-brand">{header?.text || siteName}</p>
      {header?.displayCheckoutLabel !== false && <p className="checkout-label">Checkout</p>}
    </header>
  );
}

/** The policies the site shows, each opened in place. */
export function Policies({ settings }: { settings: Settings | undefined }) {
  const policies = settings?.checkoutPolicies;
  const custom = policies?.customPolicy;
  const shownPolicies: [string, string][] = POLICIES.flatMap(([key, title]) => {
    const policy = policies?.[key];
    return policy?.visible && policy.content ? [[title, policy.content] as [string, string]] : [];
  });
  if (custom?.visible && custom.content) shownPolicies.push([custom.title || 'Policy', custom.content]);
  if (!shownPolicies.length) return null;
  return (
    <footer className="checkout-policies" aria-label="Policies">
      {shownPolicies.map(([title, content]) => (
        <details key={title}>
          <summary>{title}</summary>
          <p>{content}</p>
        </details>
      ))}
    </footer>
  );
}

/** The agreement the site asks for before paying, when its settings show it. */
export function PolicyAgreement({
  settings,
  disabled,
}: {
  settings: Settings | undefined;
  disabled: boolean;
}) {
  const box = settings?.checkoutFields?.policyAgreementCheckbox;
  if (!box?.visible || disabled) return null;
  return (
    <label className="checkout-check">
      <input type="checkbox" name="agree" required defaultChecked={!!box.checkedByDefault} />I agree to the
      shop’s policies
    </label>
  );
}
