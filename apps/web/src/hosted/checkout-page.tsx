import './checkout.css';
import { useEffect, useState, type FormEvent } from 'react';
import {
  openCheckout,
  OpenError,
  sentence,
  type Opened,
  type ShownCheckout,
  type TipChoice,
  type TipOffer,
} from './checkout-api';
import { BrandHeader, Policies, PolicyAgreement, type Settings } from './checkout-brand';
import { CheckoutCodes } from './checkout-codes';
import { DeliveryMethods } from './checkout-delivery';
import {
  AddressFields,
  CardFields,
  cardOf,
  EMPTY_ADDRESS,
  toDestination,
  type AddressValues,
} from './checkout-fields';
import { SavedAddressPicker, type SavedAddress } from './checkout-saved-addresses';
import { Notice, ThankYou } from './checkout-notices';
import { CheckoutSummary, Violations } from './checkout-summary';
import { CheckoutTips } from './checkout-tips';
import { Messages } from './messages';

interface Placed {
  number: string;
  email: string;
}

function addressOf(checkout: ShownCheckout): AddressValues {
  const destination = checkout.shippingInfo?.shippingDestination;
  // The SDK shows addresses with `addressLine1` (WIRE.md section 3); its checkout types still say `addressLine`.
  const address = destination?.address as
    (Record<string, string | null | undefined> & object) | null | undefined;
  const contact = destination?.contactDetails;
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    addressLine1: address?.addressLine1 ?? '',
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  };
}

/** Atrium's hosted checkout: the buyer's details, delivery, discounts and a sandbox card, priced by the server. */
export default function CheckoutPage() {
  const sessionId = new URLSearchParams(window.location.search).get('session') ?? '';
  const [opened, setOpened] = useState<Opened>();
  const [failed, setFailed] = useState<string>();
  const [current, setCurrent] = useState<ShownCheckout>();
  const [settings, setSettings] = useState<Settings>();
  const [tipOffer, setTipOffer] = useState<TipOffer>();
  const [tipChoice, setTipChoice] = useState<TipChoice | null>(null);
  const [placed, setPlaced] = useState<Placed>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; notice?: string; paying?: boolean }>({});
  const [email, setEmail] = useState('');
  const [shipping, setShipping] = useState(EMPTY_ADDRESS);
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState(EMPTY_ADDRESS);
  const [detailsSaved, setDetailsSaved] = useState(false);
  const [savedAddresses, setSavedAddresses] = useState<SavedAddress[]>([]);

  useEffect(() => {
    openCheckout(sessionId)
      .then(async (page) => {
        // Tips are optional: a site without them (or a failed read) shows none.
        const [found, site, offer, choice] = await Promise.all([
          page.client.checkout.getCheckout(page.checkoutId),
          page.client.checkoutSettings.getCheckoutSettings().catch(() => undefined),
          page.client.tipSettings.getTipOffer().catch(() => undefined),
          page.client.tips.getTipChoice(page.checkoutId).catch(() => undefined),
        ]);
        // A member's address book is a convenience: without it the form is typed as for a visitor.
        if (page.isMember)
          page.client.memberAccount.listMyAddresses().then(setSavedAddresses, () => undefined);
        setTipOffer(offer);
        setTipChoice(choice?.tipChoice ?? null);
        setOpened(page);
        setCurrent(found);
        setSettings(site?.checkoutSettings);
        setEmail(found.buyerInfo?.email ?? '');
        setShipping(addressOf(found));
        setDetailsSaved(!!found.buyerInfo?.email && !!found.shippingInfo?.shippingDestination?.address);
      })
      .catch((error: unknown) =>
        setFailed(
          error instanceof OpenError ? error.message : 'This checkout cannot be opened now; try again.',
        ),
      );
  }, [sessionId]);

  if (failed) return <Notice title="This checkout cannot be opened" text={failed} />;
  if (!opened || !current) return <p className="hosted-loading">Loading your checkout…</p>;
  const { client, session } = opened;
  const id = opened.checkoutId;
  const backUrl = session.returnUrl;
  if (placed)
    return <ThankYou {...placed} siteName={session.siteName} returnUrl={opened.returnUrl ?? backUrl} />;
  if (current.completed)
    return (
      <Notice title="This checkout is complete" text="Its order was placed already." backUrl={backUrl} />
    );

  const shippable = (current.lineItems ?? []).some((line) => line.physicalProperties?.shippable);
  const total = current.payNow?.total ?? current.priceSummary?.total;
  const free = Number(total?.amount ?? '0') === 0;

  /** Runs a step; what it says is shown by the step (the payment's by the pay button). */
  async function run(action: () => Promise<void>, notice?: string, paying = false) {
    setBusy(true);
    setOutcome({});
    try {
      await action();
      if (notice) setOutcome({ notice });
    } catch (error) {
      setOutcome({ error: sentence(error), paying });
    } finally {
      setBusy(false);
    }
  }
  const update = async (...args: Parameters<typeof client.checkout.updateCheckout>) =>
    setCurrent(await client.checkout.updateCheckout(...args));

  /** The buyer's tip: kept by the server, whose checkout totals then include it. */
  const chooseTip = (choice: TipChoice) =>
    run(async () => {
      const saved = await client.tips.updateTipChoice(choice, { purchaseFlowId: id });
      setTipChoice(saved.tipChoice ?? null);
      setCurrent(await client.checkout.getCheckout(id));
    });
  const tipFee = current.additionalFees?.find((fee) => fee.code === 'tip');

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await update(id, {
        buyerInfo: { email: email.trim() },
        ...(shippable ? { shippingInfo: { shippingDestination: toDestination(shipping) } } : {}),
      });
      setDetailsSaved(true);
    }, 'Your details are saved.');
  };

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      async () => {
        const billingInfo = toDestination(shippable && billingSame ? shipping : billing);
        await update(id, { billingInfo });
        let orderId: string | null | undefined;
        if (free) ({ orderId } = await client.checkout.createOrder(id));
        else {
          const { token } = await client.sandboxPayments.createSandboxToken(cardOf(form));
          ({ orderId } = await client.checkout.createOrderAndCharge(id, { paymentToken: token }));
        }
        const order = await client.orders.getOrder(orderId!);
        setPlaced({ number: String(order.number ?? ''), email: email.trim() });
      },
      undefined,
      true,
    );
  };

  return (
    <div className="checkout-page">
      <BrandHeader settings={settings} siteName={session.siteName} />
      <main className="checkout-main">
        <div className="checkout-steps">
          <h1 className="hosted-hidden">Checkout</h1>
          {!outcome.paying && <Messages error={outcome.error} notice={outcome.notice} />}
          <form onSubmit={saveDetails} aria-labelledby="details-title">
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
            {shippable && <SavedAddressPicker saved={savedAddresses} onPick={setShipping} />}
            {shippable && (
              <AddressFields
                legend="Delivery address"
                section="shipping"
                values={shipping}
                onChange={setShipping}
              />
            )}
            <button type="submit" disabled={busy}>
              {detailsSaved ? 'Update details' : 'Continue'}
            </button>
          </form>
          {detailsSaved && shippable && (
            <DeliveryMethods
              checkout={current}
              busy={busy}
              choose={(choice) =>
                void run(() => update(id, { shippingInfo: { selectedCarrierServiceOption: choice } }))
              }
            />
          )}
          <CheckoutCodes
            checkout={current}
            giftCards={settings?.checkoutFields?.giftCardRedeemEnabled !== false}
            busy={busy}
            apply={(kind, code) =>
              run(() => update(id, {}, kind === 'coupon' ? { couponCode: code } : { giftCardCode: code }))
            }
            remove={(kind) =>
              run(async () =>
                setCurrent(
                  (
                    await (kind === 'coupon'
                      ? client.checkout.removeCoupon(id)
                      : client.checkout.removeGiftCard(id))
                  ).checkout!,
                ),
              )
            }
          />
          {tipOffer && (
            <CheckoutTips
              offer={tipOffer}
              chosen={tipChoice}
              shown={tipFee?.price?.formattedAmount ?? tipFee?.price?.amount ?? null}
              busy={busy}
              choose={chooseTip}
            />
          )}
          {detailsSaved && (
            <form onSubmit={pay} aria-labelledby="pay-title" className="hosted-panel">
              <h2 id="pay-title">Payment</h2>
              {shippable && (
                <label className="checkout-check">
                  <input
                    type="checkbox"
                    checked={billingSame}
                    onChange={(event) => setBillingSame(event.target.checked)}
                  />
                  Billing address is the delivery address
                </label>
              )}
              {(!shippable || !billingSame) && (
                <AddressFields
                  legend="Billing address"
                  section="billing"
                  values={billing}
                  onChange={setBilling}
                />
              )}
              {!free && <CardFields />}
              <PolicyAgreement
                settings={settings}
                disabled={!!current.customSettings?.disabledPolicyAgreementCheckbox}
              />
              {outcome.paying && <Messages error={outcome.error} />}
              <button type="submit" disabled={busy}>
                {free ? 'Place order' : `Pay ${total?.formattedAmount ?? total?.amount ?? ''}`}
              </button>
            </form>
          )}
          {backUrl && (
            <p>
              <a href={backUrl}>Back to {session.siteName}</a>
            </p>
          )}
        </div>
        <aside className="checkout-aside">
          <Violations checkout={current} />
          <CheckoutSummary checkout={current} />
        </aside>
      </main>
      <Policies settings={settings} />
    </div>
  );
}
