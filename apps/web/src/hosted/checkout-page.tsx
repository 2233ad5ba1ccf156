import './checkout.css';
import { useState, type FormEvent } from 'react';
import { sentence, type Opened, type ShownCheckout, type TipChoice } from './checkout-api';
import { BrandHeader, Policies } from './checkout-brand';
import { CheckoutCodes } from './checkout-codes';
import { DeliveryMethods, type DeliveryChoice } from './checkout-delivery';
import { cardOf, EMPTY_ADDRESS, toDestination, type AddressValues } from './checkout-fields';
import { DetailsForm, PaymentForm } from './checkout-forms';
import { useOpenedCheckout, type OpenedCheckout } from './checkout-load';
import { Notice, ThankYou } from './checkout-notices';
import { CheckoutSummary, Violations } from './checkout-summary';
import { CheckoutTips } from './checkout-tips';
import { Messages } from './messages';

interface Placed {
  number: string;
  email: string;
}

type Run = (action: () => Promise<void>, notice?: string, paying?: boolean) => Promise<void>;

/** The steps' shared busy flag and the last step's outcome. */
function useRun() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; notice?: string; paying?: boolean }>({});

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
  return { busy, outcome, run };
}

interface ActionContext {
  checkout: OpenedCheckout;
  opened: Opened;
  run: Run;
  shippable: boolean;
  free: boolean;
  /** The address the payment is billed to, as the buyer has chosen it. */
  billingAddress: AddressValues;
  onPlaced: (placed: Placed) => void;
}

/** What the buyer's steps ask of the server, each run as a step. */
function checkoutActions({
  checkout,
  opened,
  run,
  shippable,
  free,
  billingAddress,
  onPlaced,
}: ActionContext) {
  const { client } = opened;
  const id = opened.checkoutId;
  const { setCurrent, email } = checkout;
  const update = async (...args: Parameters<typeof client.checkout.updateCheckout>) =>
    setCurrent(await client.checkout.updateCheckout(...args));

  return {
    /** The buyer's tip: kept by the server, whose checkout totals then include it. */
    chooseTip: (choice: TipChoice) =>
      run(async () => {
        const saved = await client.tips.updateTipChoice(choice, { purchaseFlowId: id });
        checkout.setTipChoice(saved.tipChoice ?? null);
        setCurrent(await client.checkout.getCheckout(id));
      }),
    saveDetails: (event: FormEvent) => {
      event.preventDefault();
      void run(async () => {
        await update(id, {
          buyerInfo: { email: email.trim() },
          ...(shippable ? { shippingInfo: { shippingDestination: toDestination(checkout.shipping) } } : {}),
        });
        checkout.setDetailsSaved(true);
      }, 'Your details are saved.');
    },
    chooseDelivery: (choice: DeliveryChoice) =>
      void run(() => update(id, { shippingInfo: { selectedCarrierServiceOption: choice } })),
    applyCode: (kind: 'coupon' | 'giftCard', code: string) =>
      run(() => update(id, {}, kind === 'coupon' ? { couponCode: code } : { giftCardCode: code })),
    removeCode: (kind: 'coupon' | 'giftCard') =>
      run(async () =>
        setCurrent(
          (await (kind === 'coupon' ? client.checkout.removeCoupon(id) : client.checkout.removeGiftCard(id)))
            .checkout!,
        ),
      ),
    pay: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      void run(
        async () => {
          await update(id, { billingInfo: toDestination(billingAddress) });
          let orderId: string | null | undefined;
          if (free) ({ orderId } = await client.checkout.createOrder(id));
          else {
            const { token } = await client.sandboxPayments.createSandboxToken(cardOf(form));
            ({ orderId } = await client.checkout.createOrderAndCharge(id, { paymentToken: token }));
          }
          const order = await client.orders.getOrder(orderId!);
          onPlaced({ number: String(order.number ?? ''), email: email.trim() });
        },
        undefined,
        true,
      );
    },
  };
}

interface StepsProps {
  checkout: OpenedCheckout;
  opened: Opened;
  current: ShownCheckout;
  onPlaced: (placed: Placed) => void;
}

/** The open checkout's steps beside its summary. */
function CheckoutSteps({ checkout, opened, current, onPlaced }: StepsProps) {
  const { settings, tipOffer, detailsSaved } = checkout;
  const { busy, outcome, run } = useRun();
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState(EMPTY_ADDRESS);
  const { session } = opened;
  const backUrl = session.returnUrl;

  const shippable = (current.lineItems ?? []).some((line) => line.physicalProperties?.shippable);
  const total = current.payNow?.total ?? current.priceSummary?.total;
  const free = Number(total?.amount ?? '0') === 0;
  const billingAddress = shippable && billingSame ? checkout.shipping : billing;
  const actions = checkoutActions({ checkout, opened, run, shippable, free, billingAddress, onPlaced });
  const tipFee = current.additionalFees?.find((fee) => fee.code === 'tip');

  return (
    <div className="checkout-page">
      <BrandHeader settings={settings} siteName={session.siteName} />
      <main className="checkout-main">
        <div className="checkout-steps">
          <h1 className="hosted-hidden">Checkout</h1>
          {!outcome.paying && <Messages error={outcome.error} notice={outcome.notice} />}
          <DetailsForm {...checkout} shippable={shippable} busy={busy} onSubmit={actions.saveDetails} />
          {detailsSaved && shippable && (
            <DeliveryMethods checkout={current} busy={busy} choose={actions.chooseDelivery} />
          )}
          <CheckoutCodes
            checkout={current}
            giftCards={settings?.checkoutFields?.giftCardRedeemEnabled !== false}
            busy={busy}
            apply={actions.applyCode}
            remove={actions.removeCode}
          />
          {tipOffer && (
            <CheckoutTips
              offer={tipOffer}
              chosen={checkout.tipChoice}
              shown={tipFee?.price?.formattedAmount ?? tipFee?.price?.amount ?? null}
              busy={busy}
              choose={actions.chooseTip}
            />
          )}
          {detailsSaved && (
            <PaymentForm
              {...{
                settings,
                shippable,
                free,
                billingSame,
                setBillingSame,
                billing,
                setBilling,
                busy,
                outcome,
              }}
              checkout={current}
              onSubmit={actions.pay}
            />
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

/** Atrium's hosted checkout: the buyer's details, delivery, discounts and a sandbox card, priced by the server. */
export default function CheckoutPage() {
  const sessionId = new URLSearchParams(window.location.search).get('session') ?? '';
  const checkout = useOpenedCheckout(sessionId);
  const [placed, setPlaced] = useState<Placed>();
  const { opened, failed, current } = checkout;

  if (failed) return <Notice title="This checkout cannot be opened" text={failed} />;
  if (!opened || !current) return <p className="hosted-loading">Loading your checkout…</p>;
  const backUrl = opened.session.returnUrl;
  if (placed)
    return (
      <ThankYou {...placed} siteName={opened.session.siteName} returnUrl={opened.returnUrl ?? backUrl} />
    );
  if (current.completed)
    return (
      <Notice title="This checkout is complete" text="Its order was placed already." backUrl={backUrl} />
    );
  return <CheckoutSteps checkout={checkout} opened={opened} current={current} onPlaced={setPlaced} />;
}
